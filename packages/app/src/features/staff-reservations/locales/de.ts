import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  reservations: {
    title: 'Reservierungen',
    refresh: 'Zum Aktualisieren ziehen',
    tabsLabel: 'Reservierungslisten',
    tabs: {
      arrivals: 'Anreisen',
      departures: 'Abreisen',
      'in-house': 'Im Haus',
      upcoming: 'Demnächst',
      past: 'Vorbei',
    },
    tabCount_one: '{{count}} Reservierung',
    tabCount_other: '{{count}} Reservierungen',
    search: {
      label: 'Reservierungen durchsuchen',
      placeholder: 'Gast, Reservierungsnr. oder Suite',
    },
    list: {
      arrivals: 'Reisen heute an',
      departures: 'Reisen heute ab',
      'in-house': 'Jetzt im Haus',
      upcoming: 'Kommende Aufenthalte',
      past: 'Vergangene Aufenthalte',
    },
    loading: 'Reservierungen werden geladen',
    loadingMore: 'Weitere Reservierungen werden geladen',
    empty: {
      arrivals: 'Heute keine Anreisen',
      departures: 'Heute keine Abreisen',
      'in-house': 'Gerade ist niemand im Haus',
      upcoming: 'Keine kommenden Aufenthalte',
      past: 'Keine vergangenen Aufenthalte',
    },
    emptyBody: {
      arrivals: 'Hier erscheinen Gäste, deren Aufenthalt heute beginnt.',
      departures: 'Hier erscheinen Gäste, deren Aufenthalt heute endet.',
      'in-house': 'Hier erscheinen Gäste, deren Aufenthalt begonnen und noch nicht geendet hat.',
      upcoming: 'Hier erscheinen Aufenthalte, die nach heute beginnen.',
      past: 'Hier erscheinen beendete Aufenthalte, die neuesten zuerst.',
    },
    noMatches: 'Nichts gefunden für „{{search}}“',
    noMatchesBody: 'Suche nach dem Namen des Gastes, der Reservierungsnummer oder der Suite.',
    clearSearch: 'Suche zurücksetzen',
    errorTitle: 'Die Reservierungen konnten nicht geladen werden',
    errorBody: 'Prüfe die Verbindung und versuche es noch einmal.',
    retry: 'Erneut versuchen',
    row: {
      number: 'Nr. {{number}}',
      noSuite: 'Keine Suite zugewiesen',
      guests_one: '{{count}} Gast',
      guests_other: '{{count}} Gäste',
      guide: 'Guide {{name}}',
      noGuide: 'Kein Guide gewählt',
      lateCheckout: 'Später Check-out',
      provisional: 'Vorläufig',
      deviceAlert: 'Schloss braucht Aufmerksamkeit',
    },
    select: {
      title: 'Reservierung auswählen',
      body: 'Wähle links eine Reservierung, um hier ihre Buchung zu sehen.',
    },
  },
} satisfies LocaleTexts<typeof en>;
