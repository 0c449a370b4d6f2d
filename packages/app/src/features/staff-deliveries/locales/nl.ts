import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** De Nederlandse teksten van het leveringenscherm (namespace 'staffDeliveries'). */
export const nl = {
  deliveries: {
    title: 'Leveringen',
    daysLabel: 'Dag van levering',
    days: { today: 'Vandaag', tomorrow: 'Morgen', pick: 'Kies een dag' },
    dayField: 'Dag',
    groupLabel: 'Leveringen groeperen',
    groups: { suite: 'Per suite', product: 'Per product' },
    heading: 'Leveringen op {{day}}',
    summary_one: '{{count}} levering',
    summary_other: '{{count}} leveringen',
    suites_one: '{{count}} suite',
    suites_other: '{{count}} suites',
    loading: 'Leveringen laden',
    loadingMore: 'Meer leveringen laden',
    emptyTitle: 'Niets te leveren op {{day}}',
    emptyBody: 'Leveringen van geplaatste en betaalde bestellingen voor deze dag verschijnen hier.',
    errorTitle: 'We konden de leveringen niet laden',
    errorBody: 'Controleer de verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    noSuite: 'Geen suite toegewezen',
    quantity: '{{quantity}} ×',
    perDay: 'per dag',
    with: 'Met {{options}}',
    guest: 'Gast {{name}}',
    reservation: 'Reservering {{number}}',
    openChat: 'Chat met {{name}}',
    openBooking: 'Boeking {{number}}',
    order: 'Bestelling {{number}}',
    productTotal: '{{quantity}} in totaal',
    state: { paid: 'Betaald', placed: 'Geplaatst' },
  },
} satisfies LocaleTexts<typeof en>;
