import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  reservations: {
    title: 'Reserveringen',
    refresh: 'Trek om te verversen',
    tabsLabel: 'Reserveringslijsten',
    tabs: {
      arrivals: 'Aankomst',
      departures: 'Vertrek',
      'in-house': 'In huis',
      upcoming: 'Komend',
      past: 'Voorbij',
    },
    tabCount_one: '{{count}} reservering',
    tabCount_other: '{{count}} reserveringen',
    search: {
      label: 'Reserveringen zoeken',
      placeholder: 'Gast, reserveringsnummer of suite',
    },
    list: {
      arrivals: 'Vandaag aankomend',
      departures: 'Vandaag vertrekkend',
      'in-house': 'Nu in huis',
      upcoming: 'Komende verblijven',
      past: 'Afgelopen verblijven',
    },
    loading: 'Reserveringen laden',
    loadingMore: 'Meer reserveringen laden',
    empty: {
      arrivals: 'Vandaag geen aankomsten',
      departures: 'Vandaag geen vertrekken',
      'in-house': 'Er is nu niemand in huis',
      upcoming: 'Geen komende verblijven',
      past: 'Geen afgelopen verblijven',
    },
    emptyBody: {
      arrivals: 'Gasten van wie het verblijf vandaag begint, staan hier.',
      departures: 'Gasten van wie het verblijf vandaag eindigt, staan hier.',
      'in-house': 'Gasten van wie het verblijf begonnen en nog niet voorbij is, staan hier.',
      upcoming: 'Verblijven die na vandaag beginnen, staan hier.',
      past: 'Verblijven die voorbij zijn, staan hier, de laatste eerst.',
    },
    noMatches: 'Niets gevonden voor “{{search}}”',
    noMatchesBody: 'Zoek op de naam van de gast, het reserveringsnummer of de suite.',
    clearSearch: 'Zoekopdracht wissen',
    errorTitle: 'De reserveringen konden niet worden geladen',
    errorBody: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    row: {
      number: 'Nr. {{number}}',
      noSuite: 'Geen suite toegewezen',
      guests_one: '{{count}} gast',
      guests_other: '{{count}} gasten',
      guide: 'Gids {{name}}',
      noGuide: 'Nog geen gids gekozen',
      lateCheckout: 'Late check-out',
      provisional: 'Voorlopig',
      deviceAlert: 'Slot vraagt aandacht',
    },
    select: {
      title: 'Kies een reservering',
      body: 'Kies links een reservering om hier de boeking te zien.',
    },
  },
} satisfies LocaleTexts<typeof en>;
