import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  loading: {
    order: 'Order laden',
  },
  states: {
    open: 'In je winkelmandje',
    paymentPending: 'Betaling bezig',
    paid: 'Betaald, klaar om te plaatsen',
    placed: 'Geplaatst',
  },
} satisfies LocaleTexts<typeof en>;
