/** The texts of a translated chat message (namespace 'chat-translation'). */
export const en = {
  translated: 'Translated',
  original: 'Original',
  showOriginal: 'Show original',
  showTranslation: 'Show translation',
  /** Read out with the toggle: which message it belongs to is clear from its place in the bubble. */
  translatedFrom: 'Translated from {{language}}',
  languages: {
    en: 'English',
    nl: 'Dutch',
    de: 'German',
    fr: 'French',
  },
};
