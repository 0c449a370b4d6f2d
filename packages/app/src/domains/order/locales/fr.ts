import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  loading: {
    order: 'Chargement de la commande',
  },
  states: {
    open: 'Dans votre panier',
    paymentPending: 'Paiement en cours',
    paid: 'Payée, prête à être passée',
    placed: 'Passée',
  },
} satisfies LocaleTexts<typeof en>;
