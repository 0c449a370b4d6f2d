import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  tabs: '{{what}}: taal',
  names: { en: 'Engels', nl: 'Nederlands', de: 'Duits', fr: 'Frans' },
  missing: 'ontbreekt',
  required: 'verplicht',
  fieldIn: '{{field}} in het {{language}}',
  optionalHint: 'Optioneel. Leeg gelaten zien gasten die {{language}} lezen de tekst in het {{fallback}}.',
  requiredHint: 'Verplicht: elke gast ziet Engels als zijn taal ontbreekt.',
  missingSummary: 'Ontbreekt in het {{languages}}',
  complete: 'In alle talen geschreven',
  preview: 'Voorbeeld in het {{language}}',
  previewFallback: 'Nog geen tekst in het {{language}}: gasten die {{language}} lezen zien de tekst in het {{fallback}}.',
  contentLanguage: {
    label: 'Inhoudstaal van het park',
    hint: 'Gasten voor wie een tekst in hun taal ontbreekt, zien hem in deze taal, en in het Engels als hij daar ook ontbreekt.',
    saved: 'Inhoudstaal opgeslagen',
  },
} satisfies LocaleTexts<typeof en>;
