import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  context: {
    title: 'Boeking',
    open: 'Boekingsgegevens',
    loading: 'Boeking laden',
    errorTitle: 'De boeking kon niet worden geladen',
    errorBody: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    stay: 'Verblijf',
    suite: 'Suite',
    arrival: 'Aankomst',
    departure: 'Vertrek',
    openBooking: 'Boeking openen',
    guests: 'Gasten',
    mainGuest: 'hoofdgast',
    noGuests: 'Er heeft zich nog niemand aangemeld voor deze boeking.',
    languages: { en: 'Engels', nl: 'Nederlands', de: 'Duits', fr: 'Frans' },
    orders: 'Bestellingen',
    noOrders: 'Geen betaalde bestellingen.',
    order: 'Bestelling {{nmbr}}',
    orderState: { paid: 'Betaald', placed: 'Geplaatst' },
    delivery: '{{quantity}} × {{product}}',
    delivered: 'Bezorgd',
    toDeliver: 'Nog bezorgen',
    openDeliveries: 'Bezorgingen op {{day}}',
    complaints: 'Klachten',
    noComplaints: 'Geen klachten.',
  },
} satisfies LocaleTexts<typeof en>;
