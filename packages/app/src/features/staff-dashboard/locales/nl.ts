import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  dashboard: {
    title: 'Dashboard',
    today: 'Vandaag, {{day}}',
    loading: 'Het dashboard laden',
    error: {
      title: 'Het dashboard kon niet worden geladen',
      body: 'Controleer de verbinding en probeer het opnieuw.',
      retry: 'Opnieuw proberen',
    },
    tiles: {
      label: 'Vandaag',
      arrivals: 'Aankomsten',
      departures: 'Vertrekken',
      inHouse: 'In huis',
      occupancy: 'Bezetting vannacht',
      occupancyOf: '{{occupied}} van {{total}} suites',
    },
    chart: {
      title: 'Bezetting, komende {{count}} dagen',
      summary:
        'Bezetting voor de komende {{count}} dagen, van {{from}} tot {{to}}: gemiddeld {{average}} %, hoogst {{highest}} % op {{highestDay}}, laagst {{lowest}} % op {{lowestDay}}.',
      caption: 'Bezette suites per nacht',
      date: 'Nacht van',
      occupied: 'Bezette suites',
      percent: 'Bezetting',
      percentValue: '{{value}} %',
      occupiedValue: '{{occupied}} van {{total}}',
      tooltip: '{{value}} % · {{occupied}} van {{total}} suites',
      loading: 'De grafiek laden',
      noSuites: 'De locatie heeft nog geen suites om te vullen.',
    },
    suites: {
      title: 'Sloten die aandacht vragen',
      loading: 'De suites laden',
      allGood: 'Alle sloten zijn online en werken.',
      error: 'De suites konden niet worden geladen.',
      retry: 'Opnieuw proberen',
      inHouse: 'In huis: {{name}}',
      nextArrival: 'Volgende aankomst: {{name}}, {{day}}',
      empty: 'Leeg, geen aankomst geboekt',
    },
  },
} satisfies LocaleTexts<typeof en>;
