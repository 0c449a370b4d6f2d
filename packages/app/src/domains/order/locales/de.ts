import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  loading: {
    order: 'Bestellung wird geladen',
  },
  states: {
    open: 'In deinem Warenkorb',
    paymentPending: 'Zahlung läuft',
    paid: 'Bezahlt, bereit zum Aufgeben',
    placed: 'Aufgegeben',
  },
} satisfies LocaleTexts<typeof en>;
