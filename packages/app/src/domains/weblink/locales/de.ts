import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  kinds: {
    faq: 'FAQ',
    gem: 'Tipps',
    other: 'Sonstiges',
  },
  languages: {
    all: 'Alle Sprachen',
    en: 'Englisch',
    nl: 'Niederländisch',
    de: 'Deutsch',
    fr: 'Französisch',
  },
  shares_one: '{{count}}-mal geteilt',
  shares_other: '{{count}}-mal geteilt',
  picker: {
    open: 'Link teilen',
    title: 'Link teilen',
    search: 'Links durchsuchen',
    searchPlaceholder: 'Titel, Adresse oder Beschreibung',
    loading: 'Links werden geladen',
    errorTitle: 'Die Links konnten nicht geladen werden',
    errorBody: 'Prüfe die Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    emptyTitle: 'Noch keine Links',
    emptyBody: 'Links von der Seite „Weblinks“ kannst du hier teilen.',
    noMatchesTitle: 'Keine passenden Links',
    noMatchesBody: 'Probiere eine andere Suche.',
    share: '{{title}} teilen',
    shared: '„{{title}}“ im Chat geteilt',
    failed: 'Der Link konnte nicht geteilt werden. Versuche es erneut.',
    guestSuite: 'Suite des Gasts',
  },
  preview: {
    title: 'Diesen Link senden?',
    category: 'Kategorie',
    address: 'Adresse',
    message: 'Nachricht',
    send: 'In den Chat senden',
    back: 'Zurück zu den Links',
  },
} satisfies LocaleTexts<typeof en>;
