import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  tabs: '{{what}}: Sprache',
  names: { en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch', fr: 'Französisch' },
  missing: 'fehlt',
  required: 'Pflicht',
  fieldIn: '{{field}} auf {{language}}',
  optionalHint: 'Optional. Bleibt das Feld leer, sehen Gäste, die {{language}} lesen, den Text auf {{fallback}}.',
  requiredHint: 'Pflichtfeld: Fehlt die Sprache eines Gastes, sieht er Englisch.',
  missingSummary: 'Fehlt auf {{languages}}',
  complete: 'In allen Sprachen geschrieben',
  preview: 'Vorschau auf {{language}}',
  previewFallback: 'Noch kein Text auf {{language}}: Gäste, die {{language}} lesen, sehen den Text auf {{fallback}}.',
  contentLanguage: {
    label: 'Inhaltssprache des Parks',
    hint: 'Fehlt ein Text in der Sprache eines Gastes, sieht er ihn in dieser Sprache – und auf Englisch, wenn er auch dort fehlt.',
    saved: 'Inhaltssprache gespeichert',
  },
} satisfies LocaleTexts<typeof en>;
