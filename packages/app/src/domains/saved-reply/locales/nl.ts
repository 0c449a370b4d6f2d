import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** De Nederlandse teksten van de opgeslagen antwoorden (namespace 'savedReply'). */
export const nl = {
  picker: {
    label: 'Opgeslagen antwoorden',
    open: 'Opgeslagen antwoord invoegen',
    empty: 'Geen opgeslagen antwoord gevonden voor “{{query}}”.',
    none: 'Nog geen opgeslagen antwoorden.',
    hint: 'Typ / om een opgeslagen antwoord te zoeken',
  },
  notice: {
    missing: 'Dit antwoord is er nog niet in het {{language}}, dus het is in het {{fallback}} ingevoegd.',
    inserted: 'Ingevoegd in het {{language}}.',
  },
  scope: { shared: 'Gedeeld', own: 'Van mij' },
  languages: { en: 'Engels', nl: 'Nederlands', de: 'Duits', fr: 'Frans' },
} satisfies LocaleTexts<typeof en>;
