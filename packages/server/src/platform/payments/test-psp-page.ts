import { appLanguageOf, type AppLanguage } from '@stay/contract';
import { TEST_PSP_METHODS } from './test-psp';
import type { TestPspPaymentRow } from './test-psp-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const LOCALES: Record<AppLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' };

const euros = (cents: number, language: AppLanguage) => new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(cents / 100);

interface PageTexts {
  title: string;
  banner: string;
  amount: string;
  description: string;
  method: string;
  pay: (amount: string) => string;
  fail: string;
  cancel: string;
  back: string;
  outcome: Record<string, string>;
}

/** The page's texts in each of the app's languages; the page follows the payer's language, as Mollie's does. */
export const TEST_PSP_TEXTS: Record<AppLanguage, PageTexts> = {
  en: {
    title: 'Test payment',
    banner: 'Test payment — no money is moved',
    amount: 'Amount',
    description: 'Description',
    method: 'Method',
    pay: (amount) => `Pay ${amount}`,
    fail: 'Fail',
    cancel: 'Cancel',
    back: 'Back to the app',
    outcome: {
      paid: 'This test payment was paid.',
      failed: 'This test payment failed.',
      canceled: 'This test payment was cancelled.',
      expired: 'This test payment expired.',
    },
  },
  nl: {
    title: 'Testbetaling',
    banner: 'Testbetaling — er wordt geen geld overgemaakt',
    amount: 'Bedrag',
    description: 'Omschrijving',
    method: 'Betaalmethode',
    pay: (amount) => `${amount} betalen`,
    fail: 'Laten mislukken',
    cancel: 'Annuleren',
    back: 'Terug naar de app',
    outcome: {
      paid: 'Deze testbetaling is betaald.',
      failed: 'Deze testbetaling is mislukt.',
      canceled: 'Deze testbetaling is geannuleerd.',
      expired: 'Deze testbetaling is verlopen.',
    },
  },
  de: {
    title: 'Testzahlung',
    banner: 'Testzahlung — es wird kein Geld überwiesen',
    amount: 'Betrag',
    description: 'Beschreibung',
    method: 'Zahlungsart',
    pay: (amount) => `${amount} bezahlen`,
    fail: 'Fehlschlagen lassen',
    cancel: 'Abbrechen',
    back: 'Zurück zur App',
    outcome: {
      paid: 'Diese Testzahlung wurde bezahlt.',
      failed: 'Diese Testzahlung ist fehlgeschlagen.',
      canceled: 'Diese Testzahlung wurde abgebrochen.',
      expired: 'Diese Testzahlung ist abgelaufen.',
    },
  },
  fr: {
    title: 'Paiement test',
    banner: 'Paiement test — aucun argent n’est débité',
    amount: 'Montant',
    description: 'Description',
    method: 'Moyen de paiement',
    pay: (amount) => `Payer ${amount}`,
    fail: 'Faire échouer',
    cancel: 'Annuler',
    back: 'Retour à l’application',
    outcome: {
      paid: 'Ce paiement test a été payé.',
      failed: 'Ce paiement test a échoué.',
      canceled: 'Ce paiement test a été annulé.',
      expired: 'Ce paiement test a expiré.',
    },
  },
};

/**
 * The test PSP's hosted page in the payer's language: plain HTML with forms and a stylesheet of ours, no script (the
 * CSP allows none inline). An open payment offers Pay, Fail and Cancel; a decided one says how it ended and links back.
 */
export function renderTestPspPage(payment: TestPspPaymentRow, { action, stylesheet }: { action: string; stylesheet: string }): string {
  const language = appLanguageOf(payment.language) ?? 'en';
  const texts = TEST_PSP_TEXTS[language];
  const amount = escapeHtml(euros(payment.amount_cents, language));
  const decided =
    payment.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions">
        <button type="submit" name="outcome" value="paid" class="pay">${escapeHtml(texts.pay(euros(payment.amount_cents, language)))}</button>
        <button type="submit" name="outcome" value="failed" class="fail">${escapeHtml(texts.fail)}</button>
        <button type="submit" name="outcome" value="canceled" class="cancel">${escapeHtml(texts.cancel)}</button>
      </form>`
      : `<p class="outcome">${escapeHtml(texts.outcome[payment.status] ?? payment.status)}</p>
      <p><a href="${escapeHtml(payment.redirect_url)}">${escapeHtml(texts.back)}</a></p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(texts.title)}</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
  <main>
    <p class="banner" role="note">${escapeHtml(texts.banner)}</p>
    <h1>${escapeHtml(texts.title)}</h1>
    <dl>
      <dt>${escapeHtml(texts.amount)}</dt><dd class="amount">${amount}</dd>
      <dt>${escapeHtml(texts.description)}</dt><dd>${escapeHtml(payment.description)}</dd>
      <dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(TEST_PSP_METHODS.find((method) => method.id === payment.method)?.description ?? payment.method)}</dd>
    </dl>
    ${decided}
  </main>
</body>
</html>
`;
}

/** The page's stylesheet, served as a file of its own. */
export const TEST_PSP_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
.banner { margin: 0 0 1rem; padding: 0.75rem 1rem; border-radius: 0.5rem; background: #fff3cd; color: #5c4400;
  border: 2px dashed #b58900; font-weight: 600; text-align: center; }
h1 { font-size: 1.5rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.amount { font-size: 1.25rem; font-weight: 700; }
.actions { display: grid; gap: 0.75rem; }
button { font: inherit; font-weight: 600; padding: 0.875rem 1rem; border-radius: 0.5rem; border: 0; cursor: pointer; }
.pay { background: #1b7f3b; color: #fff; }
.fail { background: #b3261e; color: #fff; }
.cancel { background: transparent; color: inherit; border: 2px solid currentColor; }
.outcome { font-weight: 600; }
a { color: LinkText; }
`;
