import { ORDER_STATE, type AppLanguage } from '@stay/contract';
import type { OrderChange } from './events';

interface OutcomeTexts {
  paidTitle: string;
  paidBody: (nmbr: number) => string;
  openTitle: string;
  openBody: (nmbr: number) => string;
}

/** The outcome notifications in each language; each guest reads them in their account's language. */
const OUTCOME_TEXTS: Record<AppLanguage, OutcomeTexts> = {
  en: {
    paidTitle: 'Payment received',
    paidBody: (nmbr) => `Order ${nmbr} is paid`,
    openTitle: 'Payment not completed',
    openBody: (nmbr) => `Order ${nmbr} is open again`,
  },
  nl: {
    paidTitle: 'Betaling ontvangen',
    paidBody: (nmbr) => `Bestelling ${nmbr} is betaald`,
    openTitle: 'Betaling niet voltooid',
    openBody: (nmbr) => `Bestelling ${nmbr} staat weer open`,
  },
  de: {
    paidTitle: 'Zahlung erhalten',
    paidBody: (nmbr) => `Bestellung ${nmbr} ist bezahlt`,
    openTitle: 'Zahlung nicht abgeschlossen',
    openBody: (nmbr) => `Bestellung ${nmbr} ist wieder offen`,
  },
  fr: {
    paidTitle: 'Paiement reçu',
    paidBody: (nmbr) => `La commande ${nmbr} est payée`,
    openTitle: 'Paiement non finalisé',
    openBody: (nmbr) => `La commande ${nmbr} est de nouveau ouverte`,
  },
};

/**
 * The guests' ORDERS notification when a payment's outcome moved the order, in the guest's language: paid, or open
 * again after a failed, cancelled or expired payment (it opens their services page and the order). None for any
 * other state.
 */
export function orderOutcomeTexts(order: OrderChange, language: AppLanguage): { title: string; body: string } | undefined {
  const texts = OUTCOME_TEXTS[language];
  if (order.state === ORDER_STATE.paid) return { title: texts.paidTitle, body: texts.paidBody(order.nmbr) };
  if (order.state === ORDER_STATE.open) return { title: texts.openTitle, body: texts.openBody(order.nmbr) };
  return undefined;
}
