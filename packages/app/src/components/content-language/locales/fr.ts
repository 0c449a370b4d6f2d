import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  tabs: '{{what}} : langue',
  names: { en: 'anglais', nl: 'néerlandais', de: 'allemand', fr: 'français' },
  missing: 'manquant',
  required: 'obligatoire',
  fieldIn: '{{field}} en {{language}}',
  optionalHint: 'Facultatif. Laissé vide, les clients lisant en {{language}} voient le texte en {{fallback}}.',
  requiredHint: 'Obligatoire : tout client dont la langue manque voit l’anglais.',
  missingSummary: 'Manquant en {{languages}}',
  complete: 'Rédigé dans toutes les langues',
  preview: 'Aperçu en {{language}}',
  previewFallback: 'Pas encore de texte en {{language}} : les clients lisant en {{language}} voient le texte en {{fallback}}.',
  contentLanguage: {
    label: 'Langue du contenu du parc',
    hint: 'Les clients pour qui un texte manque dans leur langue le voient dans cette langue, et en anglais s’il y manque aussi.',
    saved: 'Langue du contenu enregistrée',
  },
} satisfies LocaleTexts<typeof en>;
