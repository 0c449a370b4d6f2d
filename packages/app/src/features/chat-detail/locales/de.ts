import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  context: {
    title: 'Buchung',
    open: 'Buchungsdetails',
    loading: 'Buchung wird geladen',
    errorTitle: 'Die Buchung konnte nicht geladen werden',
    errorBody: 'Prüfe die Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
    stay: 'Aufenthalt',
    suite: 'Suite',
    arrival: 'Anreise',
    departure: 'Abreise',
    openBooking: 'Buchung öffnen',
    guests: 'Gäste',
    mainGuest: 'Hauptgast',
    noGuests: 'Für diese Buchung hat sich noch niemand angemeldet.',
    languages: { en: 'Englisch', nl: 'Niederländisch', de: 'Deutsch', fr: 'Französisch' },
    orders: 'Bestellungen',
    noOrders: 'Keine bezahlten Bestellungen.',
    order: 'Bestellung {{nmbr}}',
    orderState: { paid: 'Bezahlt', placed: 'Aufgegeben' },
    delivery: '{{quantity}} × {{product}}',
    delivered: 'Geliefert',
    toDeliver: 'Noch zu liefern',
    openDeliveries: 'Lieferungen am {{day}}',
    complaints: 'Beschwerden',
    noComplaints: 'Keine Beschwerden.',
  },
} satisfies LocaleTexts<typeof en>;
