import { afterAll, beforeAll, expect, it } from 'vitest';
import { managementWebhookApi, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookDelivery } from '@stay/contract';
import { queueWebhookEvent, startWebhookDeliveryJob } from '../../../src/modules/pms';
import type { WebhookDeliveryJob } from '../../../src/modules/pms/webhooks/delivery-job';
import { isValidSignature } from '../../../src/modules/pms/webhooks/signature';
import { allowEveryAddress, createOutgoingGuard } from '../../../src/platform/network/outgoing-request';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { startWebhookReceiver } from '../../support/webhook-receiver';

const PORTS = { sqlite: 18420, postgres: 18421 } as const;
const MINUTE_MS = 60_000;

describeEachDialect('outgoing webhooks', (ctx) => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let management: TestStaff;
  let guide: TestStaff;
  let elsewhereManagement: TestStaff;
  let locationId: string;
  let job: WebhookDeliveryJob;
  let webhook: { id: string; url: string };
  let secret: string;

  const call = (staff: TestStaff, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { accesstoken: staff.token }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const deliveries = async () => (await call(management, 'GET', `/api/employee/webhook/${webhook.id}/delivery`)).json<WebhookDelivery[]>();

  beforeAll(async () => {
    locationId = (await ctx.factories.location()).id;
    await ctx.factories.settings();
    const staff = await ctx.factories.staffOfEveryRole(locationId);
    management = staff.MANAGEMENT;
    guide = staff.GUIDE;
    elsewhereManagement = (await ctx.factories.staffOfEveryRole((await ctx.factories.location({ name: 'Elsewhere' })).id)).MANAGEMENT;
    // The first two attempts fail (a 503, then a 500); the third is accepted.
    receiver = await startWebhookReceiver(PORTS[ctx.dialect], [503, 500]);
    // The test app refuses loopback URLs, as production does; the receiver is registered directly, as it would be on a public address.
    const refused = await call(management, 'POST', managementWebhookApi.create.path, { url: receiver.url });
    expect(refused.json()).toMatchObject({ code: 'WEBHOOK_URL_REFUSED', message: expect.stringContaining('body.url') });
    const created = await call(management, 'POST', managementWebhookApi.create.path, { url: 'https://93.184.215.14/hooks' });
    expect(created.statusCode).toBe(200);
    ({ webhook, secret } = created.json<{ webhook: { id: string; url: string }; secret: string }>());
    await ctx.db.updateTable('webhooks').set({ url: receiver.url }).where('id', '=', webhook.id).execute();
    job = startWebhookDeliveryJob({ db: ctx.db, log: ctx.app.log, guard: createOutgoingGuard({ isAllowedAddress: allowEveryAddress }), intervalMs: 3_600_000 });
  });

  afterAll(async () => {
    await job?.stop();
    await receiver?.close();
  });

  it('signs each delivery and retries with growing waits until the receiver accepts it', async () => {
    const { reservation } = await ctx.factories.stay({ locationId, suites: ['Lodge 1'] });
    const start = new Date();
    await ctx.db.transaction().execute((trx) => queueWebhookEvent(trx, locationId, 'guest.checked_in', { reservationId: reservation.id, checkedInAt: start.toISOString() }, start));

    expect(await job.runOnce(start)).toEqual(['retry']);
    expect(await deliveries()).toMatchObject([{ event: 'guest.checked_in', state: 'pending', attempts: 1, lastStatus: 503 }]);
    // Not due yet: the first retry waits 30 s.
    expect(await job.runOnce(new Date(start.getTime() + 10_000))).toEqual([]);
    expect(await job.runOnce(new Date(start.getTime() + 31_000))).toEqual(['retry']);
    const [second] = await deliveries();
    // The second retry waits a minute after the second attempt.
    expect(Date.parse(second?.nextAttemptAt ?? '') - (start.getTime() + 31_000)).toBe(MINUTE_MS);
    expect(await job.runOnce(new Date(start.getTime() + 31_000 + MINUTE_MS))).toEqual(['delivered']);
    expect(await deliveries()).toMatchObject([{ state: 'delivered', attempts: 3, lastStatus: 200, nextAttemptAt: null }]);
    expect(await job.runOnce(new Date(start.getTime() + 3_600_000))).toEqual([]);

    expect(receiver.received.map((request) => request.status)).toEqual([503, 500, 200]);
    for (const request of receiver.received) {
      expect(isValidSignature(secret, request.body, String(request.headers[WEBHOOK_SIGNATURE_HEADER]))).toBe(true);
      expect(isValidSignature('another secret', request.body, String(request.headers[WEBHOOK_SIGNATURE_HEADER]))).toBe(false);
      expect(request.headers[WEBHOOK_EVENT_HEADER]).toBe('guest.checked_in');
    }
    expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({
      type: 'guest.checked_in',
      locationId,
      reservation: { id: reservation.id, reservationNumber: reservation.number, externalId: null },
      data: { checkedInAt: start.toISOString() },
    });
  });

  it('sends a complaint filed by staff, and never the same delivery from two instances at once', async () => {
    const { reservation } = await ctx.factories.stay({ locationId, suites: ['Lodge 2'] });
    const filed = await call(guide, 'POST', '/api/employee/complaint/create', { reservation: reservation.id, subject: 'Leaking tap', kind: 'MAINTENANCE' });
    expect(filed.statusCode, filed.body).toBe(200);
    const secondInstance = startWebhookDeliveryJob({ db: ctx.db, log: ctx.app.log, guard: createOutgoingGuard({ isAllowedAddress: allowEveryAddress }), intervalMs: 3_600_000 });
    const at = new Date(Date.now() + 1000);
    const outcomes = (await Promise.all([job.runOnce(at), secondInstance.runOnce(at)])).flat();
    await secondInstance.stop();
    expect(outcomes).toEqual(['delivered']);
    const last = receiver.received.at(-1);
    expect(JSON.parse(last?.body ?? '')).toMatchObject({ type: 'complaint.filed', reservation: { id: reservation.id }, data: { subject: 'Leaking tap' } });
  });

  it('lets only management of the location see and remove its webhooks, and refuses URLs off the policy', async () => {
    expect((await call(guide, 'GET', managementWebhookApi.list.path)).statusCode).toBe(403);
    expect((await call(guide, 'POST', managementWebhookApi.create.path, { url: 'https://93.184.215.14/x' })).statusCode).toBe(403);
    expect((await call(elsewhereManagement, 'GET', managementWebhookApi.list.path)).json()).toEqual([]);
    expect((await call(elsewhereManagement, 'GET', `/api/employee/webhook/${webhook.id}/delivery`)).json()).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
    expect((await call(elsewhereManagement, 'DELETE', `/api/employee/webhook/${webhook.id}`)).json()).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' });
    for (const url of ['ftp://93.184.215.14/x', 'http://10.0.0.8/hook', 'http://[::1]:8080/', 'not a url', 'https://user:pw@93.184.215.14/']) {
      expect((await call(management, 'POST', managementWebhookApi.create.path, { url })).json(), url).toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
    }
    expect((await call(management, 'GET', managementWebhookApi.list.path)).json()).toEqual([{ id: webhook.id, url: receiver.url, createdAt: expect.any(String) }]);
    expect((await call(management, 'DELETE', `/api/employee/webhook/${webhook.id}`)).statusCode).toBe(200);
    expect((await call(management, 'GET', managementWebhookApi.list.path)).json()).toEqual([]);
    expect(await ctx.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });
});
