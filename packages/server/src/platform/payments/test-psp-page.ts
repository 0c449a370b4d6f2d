import { TEST_PSP_METHODS } from './test-psp';
import type { TestPspPaymentRow } from './test-psp-repository';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const euros = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

const OUTCOME_TEXT: Record<string, string> = {
  paid: 'This test payment was paid.',
  failed: 'This test payment failed.',
  canceled: 'This test payment was cancelled.',
  expired: 'This test payment expired.',
};

/**
 * The test PSP's hosted page: plain HTML with forms and a stylesheet of ours, no script (the CSP allows none inline).
 * An open payment offers Pay, Fail and Cancel; a decided one says how it ended and links back.
 */
export function renderTestPspPage(payment: TestPspPaymentRow, { action, stylesheet }: { action: string; stylesheet: string }): string {
  const decided =
    payment.status === 'open'
      ? `<form method="post" action="${escapeHtml(action)}" class="actions">
        <button type="submit" name="outcome" value="paid" class="pay">Pay ${escapeHtml(euros(payment.amount_cents))}</button>
        <button type="submit" name="outcome" value="failed" class="fail">Fail</button>
        <button type="submit" name="outcome" value="canceled" class="cancel">Cancel</button>
      </form>`
      : `<p class="outcome">${escapeHtml(OUTCOME_TEXT[payment.status] ?? payment.status)}</p>
      <p><a href="${escapeHtml(payment.redirect_url)}">Back to the app</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Test payment</title>
  <link rel="icon" type="image/svg+xml" href="/favicon.svg">
  <link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
  <main>
    <p class="banner" role="note">Test payment — no money is moved<br><span lang="nl">Testbetaling — er wordt geen geld overgemaakt</span></p>
    <h1>Test payment</h1>
    <dl>
      <dt>Amount</dt><dd class="amount">${escapeHtml(euros(payment.amount_cents))}</dd>
      <dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>
      <dt>Method</dt><dd>${escapeHtml(TEST_PSP_METHODS.find((method) => method.id === payment.method)?.description ?? payment.method)}</dd>
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
