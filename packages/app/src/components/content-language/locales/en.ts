/** The language tabs of content editors (namespace 'contentLanguage'). */
export const en = {
  tabs: '{{what}}: language',
  names: { en: 'English', nl: 'Dutch', de: 'German', fr: 'French' },
  missing: 'missing',
  required: 'required',
  fieldIn: '{{field}} in {{language}}',
  optionalHint: 'Optional. Left empty, guests reading {{language}} see the {{fallback}} text.',
  requiredHint: 'Required: every guest sees English when their language is missing.',
  missingSummary: 'Missing in {{languages}}',
  complete: 'Written in every language',
  preview: 'Preview in {{language}}',
  previewFallback: 'No {{language}} text yet: guests reading {{language}} see the {{fallback}} text.',
  contentLanguage: {
    label: "The park's content language",
    hint: 'Guests whose language a text is missing in see it in this language, and in English when it is missing there too.',
    saved: 'Content language saved',
  },
} as const;
