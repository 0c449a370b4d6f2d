import { managementPmsApi, managementWebhookApi, type PmsApiKey, type Webhook, type WebhookDelivery } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeOf, type FakeHandler, type RecordedRequest } from '@/test/fake-fetch';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import type { Language } from '@/lib/i18n/languages';

const KEY: PmsApiKey = { id: 'key-1', name: 'Channel manager', hint: 'stay_pms_Ab3x…', createdAt: '2026-05-01T08:00:00.000Z', lastUsedAt: '2026-05-02T09:30:00.000Z', revokedAt: null };
const OLD_KEY: PmsApiKey = { ...KEY, id: 'key-0', name: 'Old PMS', hint: 'stay_pms_Zz9q…', lastUsedAt: null, revokedAt: '2026-04-01T08:00:00.000Z' };
const WEBHOOK: Webhook = { id: 'hook-1', url: 'https://pms.example/hooks/stay', createdAt: '2026-05-01T08:00:00.000Z' };
const DELIVERIES: WebhookDelivery[] = [
  { id: 'd-2', event: 'complaint.filed', createdAt: '2026-05-02T10:00:00.000Z', attempts: 2, state: 'pending', nextAttemptAt: '2026-05-02T10:01:30.000Z', lastAttemptAt: '2026-05-02T10:00:30.000Z', lastStatus: 503, lastError: 'the receiver answered 503' },
  { id: 'd-1', event: 'order.placed', createdAt: '2026-05-02T09:00:00.000Z', attempts: 1, state: 'delivered', nextAttemptAt: null, lastAttemptAt: '2026-05-02T09:00:00.000Z', lastStatus: 200, lastError: null },
];

function renderPms(routes: Record<string, FakeHandler> = {}, language?: Language) {
  return renderStaffApp(
    '/management/pms',
    {
      [routeOf(managementPmsApi.listKeys)]: ok([KEY, OLD_KEY]),
      [routeOf(managementWebhookApi.list)]: ok([WEBHOOK]),
      [routeOf(managementWebhookApi.deliveries)]: ok(DELIVERIES),
      ...routes,
    },
    { role: 'MANAGEMENT', language },
  );
}

const section = async (name: string) => (await screen.findByRole('region', { name })) as HTMLElement;
const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;

/** Presses an alert's button once the alert is on screen and waits until it has gone, so the page is readable again. */
async function press(role: string) {
  const outlet = () => document.querySelector('ion-router-outlet');
  await waitFor(() => expect(outlet()).toHaveAttribute('aria-hidden', 'true'));
  const alert = lastAlert();
  const button = alert?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await alert?.dismiss();
  });
  await waitFor(() => expect(outlet()).not.toHaveAttribute('aria-hidden'));
}

describe('management: the PMS connection', () => {
  it('lists the keys with their hint and use, and the webhooks', async () => {
    renderPms();
    const keys = await section('API keys');
    expect(within(keys).getByText('Channel manager')).toBeInTheDocument();
    expect(within(keys).getByText('stay_pms_Ab3x…')).toBeInTheDocument();
    expect(within(keys).getByText(/Last used/)).toBeInTheDocument();
    expect(within(keys).getByText(/Revoked/)).toBeInTheDocument();
    expect(within(keys).getAllByTitle(/^Revoke/)).toHaveLength(1);
    expect(within(await section('Webhooks')).getByText('https://pms.example/hooks/stay')).toBeInTheDocument();
  });

  it('creates a key and shows it once to copy', async () => {
    const sent: RecordedRequest[] = [];
    renderPms({
      [routeOf(managementPmsApi.createKey)]: (request) => {
        sent.push(request);
        return { status: 200, body: { apiKey: { ...KEY, id: 'key-2', name: 'Booking engine', lastUsedAt: null }, key: 'stay_pms_secret-value-0123456789' } };
      },
    });
    fireEvent.click(within(await section('API keys')).getByText('New API key'));
    const name = await screen.findByLabelText('Name');
    fireEvent.click(screen.getByText('Create key', { selector: 'ion-button' }));
    expect(await screen.findByText('Give the key a name.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'Booking engine' } });
    fireEvent.click(screen.getByText('Create key', { selector: 'ion-button' }));
    expect(await screen.findByTestId('revealed-secret')).toHaveTextContent('stay_pms_secret-value-0123456789');
    expect(screen.getByText(/shown only this once/)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ name: 'Booking engine' });
  });

  it('revokes a key only after confirming', async () => {
    const revoked: string[] = [];
    renderPms({
      [routeOf(managementPmsApi.revokeKey)]: (request) => {
        revoked.push(request.path);
        return { status: 200, body: { ...KEY, revokedAt: '2026-05-03T08:00:00.000Z' } };
      },
    });
    fireEvent.click(within(await section('API keys')).getByTitle('Revoke Channel manager'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Revoke this key?'));
    await press('cancel');
    expect(revoked).toEqual([]);
    fireEvent.click(within(await section('API keys')).getByTitle('Revoke Channel manager'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Revoke this key?'));
    await press('destructive');
    await waitFor(() => expect(revoked).toEqual(['/api/employee/pms/api-key/key-1']));
  });

  it('shows a refused webhook address beside the form, and the delivery log', async () => {
    renderPms({ [routeOf(managementWebhookApi.create)]: fail(400, 'WEBHOOK_URL_REFUSED') });
    fireEvent.click(within(await section('Webhooks')).getByText('New webhook'));
    fireEvent.change(await screen.findByLabelText('Address'), { target: { value: 'http://10.0.0.8/hook' } });
    fireEvent.click(screen.getByText('Add webhook', { selector: 'ion-button' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('can be reached from the internet');
    fireEvent.click(screen.getByText('Cancel', { selector: 'ion-button' }));

    fireEvent.click(within(await section('Webhooks')).getByText('Deliveries'));
    expect(await screen.findByText('complaint.filed')).toBeInTheDocument();
    expect(screen.getByText('Waiting to retry')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText(/Answered 503/)).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    renderPms({}, 'nl');
    expect(await section('API-sleutels')).toBeInTheDocument();
    expect(screen.getByText('Nieuwe webhook')).toBeInTheDocument();
  });
});
