import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  dashboard: {
    title: 'Dashboard',
    today: 'Heute, {{day}}',
    loading: 'Das Dashboard wird geladen',
    error: {
      title: 'Das Dashboard konnte nicht geladen werden',
      body: 'Prüfe die Verbindung und versuche es erneut.',
      retry: 'Erneut versuchen',
    },
    tiles: {
      label: 'Heute',
      arrivals: 'Anreisen',
      departures: 'Abreisen',
      inHouse: 'Vor Ort',
      occupancy: 'Belegung heute Nacht',
      occupancyOf: '{{occupied}} von {{total}} Suiten',
    },
    chart: {
      title: 'Belegung, nächste {{count}} Tage',
      summary:
        'Belegung der nächsten {{count}} Tage, vom {{from}} bis {{to}}: im Schnitt {{average}} %, am höchsten {{highest}} % am {{highestDay}}, am niedrigsten {{lowest}} % am {{lowestDay}}.',
      caption: 'Belegte Suiten pro Nacht',
      date: 'Nacht vom',
      occupied: 'Belegte Suiten',
      percent: 'Belegung',
      percentValue: '{{value}} %',
      occupiedValue: '{{occupied}} von {{total}}',
      tooltip: '{{value}} % · {{occupied}} von {{total}} Suiten',
      loading: 'Das Diagramm wird geladen',
      noSuites: 'Der Standort hat noch keine Suiten, die belegt werden können.',
    },
    suites: {
      title: 'Schlösser mit Handlungsbedarf',
      loading: 'Die Suiten werden geladen',
      allGood: 'Alle Schlösser sind online und funktionieren.',
      error: 'Die Suiten konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      inHouse: 'Vor Ort: {{name}}',
      nextArrival: 'Nächste Anreise: {{name}}, {{day}}',
      empty: 'Leer, keine Anreise gebucht',
    },
  },
} satisfies LocaleTexts<typeof en>;
