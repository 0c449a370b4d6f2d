// @isolate: its sheets and alerts depend on Ionic's overlay state, which other files in a shared module graph leave behind.
import type { KnownRole, StaffOrderPayments } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FakeHandler } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import { deliveryPageOf, deliveryWith } from '@/test/staff-delivery-fixtures';
import { statusWith } from '@/test/staff-reservation-fixtures';
import { stubWebSocketPerTest } from '@/test/fake-websocket';
import { parseEuros } from './refund-sheet';

const PAYMENTS = 'GET /api/employee/order/{ordernmbr}/payments';
const REFUND = 'POST /api/employee/order/{ordernmbr}/refund';
const money = (overrides: Partial<StaffOrderPayments> = {}): StaffOrderPayments => ({
  ordernmbr: 7,
  paidAmount: 15.9,
  refundedAmount: 0,
  chargedBackAmount: 0,
  refundableAmount: 15.9,
  ...overrides,
});

function renderDeliveries(role: KnownRole, routes: Record<string, FakeHandler> = {}, language?: 'en' | 'nl') {
  const area = role === 'GUIDE' ? 'guide' : 'support';
  return renderStaffApp(
    `/${area}/deliveries`,
    {
      'GET /api/employee/reservation/status': ok(statusWith()),
      'GET /api/employee/orderdelivery/onDay/{timestamp}': ok(deliveryPageOf([deliveryWith(), deliveryWith({ nmbr: 3, ordernmbr: 8, orderchargedback: true, orderrefunded: true, accommodation: 'Boslodge 3' })])),
      [PAYMENTS]: ok(money()),
      ...routes,
    },
    { role, language },
  );
}

const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
const answerAlert = async (role: 'cancel' | 'destructive') => {
  const button = alert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await alert()?.dismiss(undefined, role);
  });
};

beforeAll(() => import('../pages/staff-deliveries-page'));
stubWebSocketPerTest();

describe('refunding an order from the deliveries screen', () => {
  it('flags a charged-back order, prefills what can be refunded, asks a reason and a confirmation, then refunds', async () => {
    const app = renderDeliveries('CUBER', { [REFUND]: ok(money({ refundedAmount: 5, refundableAmount: 10.9 })) });
    expect(await screen.findByText('Charged back')).toBeInTheDocument();
    expect(screen.getAllByText('Refunded')).toHaveLength(1);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Refund: Refund order 7' }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Refund order 7' });
    expect(await within(sheet).findByText('Can be refunded')).toBeInTheDocument();
    const amount = await within(sheet).findByLabelText('Amount (€)');
    expect(amount).toHaveValue('15.90');
    const submit = sheet.querySelector('ion-button[type="submit"]') as HTMLIonButtonElement;
    expect(submit).toHaveTextContent('Refund');
    // A reason is required, and no more than can be refunded.
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(sheet).getByLabelText('Reason (the guest sees it on their statement)'), { target: { value: 'Breakfast was late' } });
    fireEvent.change(amount, { target: { value: '15,91' } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(amount, { target: { value: '5,00' } });
    expect(submit.disabled).toBe(false);

    // No: nothing is refunded, the sheet comes back as it was.
    fireEvent.submit(sheet.querySelector('form')!);
    await waitFor(() => expect(alert()?.header).toBe('Refund €5.00?'));
    await answerAlert('cancel');
    // The sheet stepped aside for the question and opens again, animated: give it the time a modal takes.
    expect(await screen.findByLabelText('Amount (€)', undefined, { timeout: 5_000 })).toHaveValue('5,00');
    expect(app.server.requests.some((request) => request.endpoint === 'staffPaymentApi.refund')).toBe(false);

    fireEvent.submit(screen.getByRole('dialog', { name: 'Refund order 7' }).querySelector('form')!);
    await waitFor(() => expect(alert()?.header).toBe('Refund €5.00?'));
    await answerAlert('destructive');
    await waitFor(() => expect(app.server.requests.find((request) => request.endpoint === 'staffPaymentApi.refund')?.body).toEqual({ amount: 5, reason: 'Breakfast was late' }));
    // Refunded, the sheet closes. It opened again after the question, animated: a test that ended before then would
    // leave Ionic presenting it into the next test, whose page it would hide (aria-hidden) from the next query.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund order 7' })).toBeNull(), { timeout: 5_000 });
  });

  it('shows a refusal inside the sheet', async () => {
    renderDeliveries('MANAGEMENT', { [REFUND]: fail(409, 'REFUND_TOO_LARGE') });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Refund: Refund order 7' }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Refund order 7' });
    fireEvent.change(await within(sheet).findByLabelText('Reason (the guest sees it on their statement)'), { target: { value: 'Late' } });
    fireEvent.submit(sheet.querySelector('form')!);
    await waitFor(() => expect(alert()?.header).toBe('Refund €15.90?'));
    await answerAlert('destructive');
    expect(await screen.findByText('This refund is more than what is left to refund on this order.')).toBeInTheDocument();
  });

  it('says so when nothing is left to refund, in Dutch too', async () => {
    renderDeliveries('BACKOFFICE', { [PAYMENTS]: ok(money({ chargedBackAmount: 15.9, refundableAmount: 0 })) }, 'nl');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Terugbetalen: Bestelling 7 terugbetalen' }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Bestelling 7 terugbetalen' });
    expect(await within(sheet).findByText('Er valt op deze bestelling niets meer terug te betalen.')).toBeInTheDocument();
    expect(within(sheet).getByText('Teruggeboekt door de bank')).toBeInTheDocument();
    expect(within(sheet).queryByLabelText('Bedrag (€)')).toBeNull();
  });

  it('is not offered to guides', async () => {
    renderDeliveries('GUIDE');
    expect(await screen.findByText('Charged back')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('reads euros with a comma or a point and at most two decimals', () => {
    expect([parseEuros('5'), parseEuros('5,5'), parseEuros(' 5.55 '), parseEuros('5.555'), parseEuros('0'), parseEuros('-1'), parseEuros('abc')]).toEqual([
      5, 5.5, 5.55, undefined, undefined, undefined, undefined,
    ]);
  });
});
