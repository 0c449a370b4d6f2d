import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  kinds: {
    faq: 'FAQ',
    gem: 'Tips',
    other: 'Overig',
  },
  languages: {
    all: 'Alle talen',
    en: 'Engels',
    nl: 'Nederlands',
    de: 'Duits',
    fr: 'Frans',
  },
  shares_one: '{{count}} keer gedeeld',
  shares_other: '{{count}} keer gedeeld',
  picker: {
    open: 'Link delen',
    title: 'Link delen',
    search: 'Links zoeken',
    searchPlaceholder: 'Titel, adres of omschrijving',
    loading: 'Links laden',
    errorTitle: 'De links konden niet worden geladen',
    errorBody: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    emptyTitle: 'Nog geen links',
    emptyBody: 'Links die op de pagina Weblinks staan, kun je hier delen.',
    noMatchesTitle: 'Geen links gevonden',
    noMatchesBody: 'Probeer een andere zoekopdracht.',
    share: '{{title}} delen',
    shared: '‘{{title}}’ gedeeld in de chat',
    failed: 'De link kon niet worden gedeeld. Probeer het opnieuw.',
    guestSuite: 'Suite van de gast',
  },
  preview: {
    title: 'Deze link versturen?',
    category: 'Categorie',
    address: 'Adres',
    message: 'Bericht',
    send: 'Versturen in de chat',
    back: 'Terug naar de links',
  },
} satisfies LocaleTexts<typeof en>;
