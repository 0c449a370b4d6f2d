import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '@stay/contract';
import { renderTestPspPage } from '../../../src/platform/payments/test-psp-page';
import type { TestPspPaymentRow } from '../../../src/platform/payments/test-psp-repository';

const payment = (language: string, status = 'open'): TestPspPaymentRow => ({
  id: 'tst_1',
  amount_cents: 795,
  description: 'Order 12',
  method: 'ideal',
  status,
  redirect_url: 'https://stay.example/guest/services/orders/12?payment=3',
  webhook_url: 'https://stay.example/api/payment/webhook',
  idempotency_key: 'key',
  refunded_cents: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  language,
});

const render = (language: string, status?: string) => renderTestPspPage(payment(language, status), { action: '/psp/test/tst_1', stylesheet: '/psp/test/assets/test-psp.css' });

describe("the test PSP's page", () => {
  const expected = {
    en: { banner: 'Test payment — no money is moved', pay: 'Pay €7.95', paid: 'This test payment was paid.', back: 'Back to the app' },
    nl: { banner: 'Testbetaling — er wordt geen geld overgemaakt', pay: '€ 7,95 betalen', paid: 'Deze testbetaling is betaald.', back: 'Terug naar de app' },
    de: { banner: 'Testzahlung — es wird kein Geld überwiesen', pay: '7,95 € bezahlen', paid: 'Diese Testzahlung wurde bezahlt.', back: 'Zurück zur App' },
    fr: { banner: 'Paiement test — aucun argent n’est débité', pay: 'Payer 7,95 €', paid: 'Ce paiement test a été payé.', back: 'Retour à l’application' },
  } as const;

  it.each(APP_LANGUAGES)('speaks the payer’s language (%s): texts, amount and the page language', (language) => {
    const open = render(language).replace(/\u00a0|\u202f/g, ' ');
    expect(open).toContain(`<html lang="${language}">`);
    expect(open).toContain(expected[language].banner);
    expect(open).toContain(expected[language].pay);
    const paid = render(language, 'paid');
    expect(paid).toContain(expected[language].paid);
    expect(paid).toContain(expected[language].back);
  });

  it('falls back to English for a language it does not know', () => {
    expect(render('xx')).toContain('<html lang="en">');
  });
});
