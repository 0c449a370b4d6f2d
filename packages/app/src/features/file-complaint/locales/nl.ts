import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  title: 'Klacht indienen',
  back: 'Terug',
  backToChat: 'Terug naar de chat',
  intro: 'Leg vast waar de gast over klaagt, zodat het team het kan opvolgen.',
  stay: {
    title: 'Het verblijf waar het om gaat',
    search: 'Zoek een verblijf',
    searchPlaceholder: 'Gast, suite of boekingsnummer',
    loading: 'Verblijven zoeken',
    errorTitle: 'De verblijven konden niet worden geladen',
    retry: 'Opnieuw proberen',
    none: 'Geen verblijven gevonden. Probeer een gastnaam, een suite of een boekingsnummer.',
    inHouse: 'Aanwezig',
    booking: 'Boeking {{nmbr}}',
    change: 'Wijzigen',
    required: 'Kies het verblijf waar de klacht over gaat',
    results: 'Verblijven',
  },
  details: {
    title: 'De klacht',
    subject: 'Onderwerp',
    subjectPlaceholder: 'Bijv. De douche blijft koud',
    subjectRequired: 'Geef de klacht een onderwerp',
    description: 'Omschrijving',
    descriptionHint: 'Wat er is gebeurd en wat de gast vraagt. Niet verplicht.',
    descriptionPlaceholder: 'Beschrijf de klacht…',
    priority: 'Prioriteit',
    kind: 'Soort',
    workgroup: 'Werkgroep',
    noWorkgroup: 'Geen werkgroep',
  },
  submit: 'Klacht indienen',
  submitting: 'Indienen…',
  tooLarge: 'De omschrijving is te groot. Verwijder een of twee afbeeldingen.',
} satisfies LocaleTexts<typeof en>;
