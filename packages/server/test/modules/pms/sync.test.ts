import { afterAll, beforeAll, expect, it } from 'vitest';
import { managementPmsApi, staffReservationApi, type PmsReservationBodyInput, type StaffReservationPage } from '@stay/contract';
import type { FastifyRequest } from 'fastify';
import { authenticatePms } from '../../../src/modules/pms/api-keys/authenticate';
import { describeEachDialect } from '../../support';
import { createPmsClient, type PmsClient } from '../../support/pms-client';
import { connectSignedIn, type Client } from '../../support/realtime-client';
import type { TestStaff } from '../../support/factories';

/** Each dialect's suite listens on its own port of this helper's range. */
const PORTS = { sqlite: 18410, postgres: 18411 } as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describeEachDialect('the PMS reservation sync API over HTTP', (ctx) => {
  let base: string;
  let pms: PmsClient;
  let management: TestStaff;
  let guide: TestStaff;
  let elsewhereManagement: TestStaff;
  let locationId: string;
  let socket: Client;
  let lodge: { id: string; name: string };
  let cabin: { id: string; name: string };

  const booking = (overrides: Partial<PmsReservationBodyInput> = {}): PmsReservationBodyInput => ({
    status: 'confirmed',
    arrival: inDays(10),
    departure: inDays(14),
    suite: 'lodge 12',
    mainGuest: { firstname: 'Anna', surname: 'de Vries', email: 'Anna@Example.com', phone: '+31 6 12345678', language: 'nl' },
    guests: [{ firstname: 'Jan', surname: 'de Vries', language: 'nl' }],
    ...overrides,
  });

  const createKey = async (staff: TestStaff, name = 'Our PMS') => {
    const response = await ctx.app.inject({ method: 'POST', url: managementPmsApi.createKey.path, headers: { accesstoken: staff.token }, payload: { name } });
    expect(response.statusCode).toBe(200);
    return response.json<{ apiKey: { id: string; hint: string }; key: string }>();
  };

  const upcoming = async (staff: TestStaff) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${staffReservationApi.upComing.path}?limit=50`, headers: { accesstoken: staff.token } });
    expect(response.statusCode).toBe(200);
    return response.json<StaffReservationPage>().items;
  };

  beforeAll(async () => {
    const location = await ctx.factories.location();
    locationId = location.id;
    await ctx.factories.settings();
    lodge = await ctx.factories.suite({ locationId, name: 'Lodge 12' });
    cabin = await ctx.factories.suite({ locationId, name: 'Cabin 3' });
    const staff = await ctx.factories.staffOfEveryRole(locationId);
    management = staff.MANAGEMENT;
    guide = staff.GUIDE;
    const elsewhere = await ctx.factories.location({ name: 'Elsewhere' });
    await ctx.factories.suite({ locationId: elsewhere.id, name: 'Lodge 99' });
    elsewhereManagement = (await ctx.factories.staffOfEveryRole(elsewhere.id)).MANAGEMENT;
    await ctx.app.listen({ host: '127.0.0.1', port: PORTS[ctx.dialect] });
    base = `http://127.0.0.1:${PORTS[ctx.dialect]}`;
    pms = createPmsClient(base, (await createKey(management)).key);
    socket = await connectSignedIn(base.replace('http', 'ws'), management);
  });

  afterAll(() => {
    socket?.socket.close();
  });

  it('creates a reservation, shows it in the staff list at once, tells staff over realtime and sends it again unchanged', async () => {
    const created = await pms.send('PMS-1001', booking());
    expect(created.status).toBe(200);
    expect(created.body.outcome).toBe('created');
    const reservation = created.body.reservation;
    expect(reservation).toMatchObject({
      externalId: 'PMS-1001',
      status: 'confirmed',
      arrival: inDays(10),
      departure: inDays(14),
      suite: { id: lodge.id, name: 'Lodge 12' },
      mainGuest: { firstname: 'Anna', surname: 'de Vries', email: 'anna@example.com', phone: '+31 6 12345678', language: 'nl' },
      guests: [{ firstname: 'Jan', surname: 'de Vries', email: null, phone: null, language: 'nl' }],
    });
    expect(reservation.reservationNumber).toMatch(/^PMS-/);
    await socket.waitFor((event) => event.type === 'reservation.updated' && event.nmbr === reservation.reservationNumber);

    const listed = (await upcoming(guide)).find((item) => item.nmbr === reservation.reservationNumber);
    expect(listed).toMatchObject({ suite: { _id: lodge.id, name: 'Lodge 12' }, mainGuest: { firstname: 'Anna', surname: 'de Vries' }, isProvisional: false });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/employee/reservation/${reservation.reservationNumber}`, headers: { accesstoken: guide.token } });
    // The relation lets its guests order; the booking email lets the main guest activate it.
    expect(detail.json()).toMatchObject({ relation: { erpUID: `PMS-${locationId}` }, mainGuest: { email: 'anna@example.com' } });

    const again = await pms.send('PMS-1001', booking());
    expect(again.body.outcome).toBe('unchanged');
    expect(again.body.reservation).toEqual(reservation);
    expect((await pms.list()).body.items.filter((item) => item.externalId === 'PMS-1001')).toHaveLength(1);
  });

  it('moves the stay, changes the suite and the guests by the same PMS id', async () => {
    await pms.send('PMS-1002', booking());
    const moved = await pms.send('PMS-1002', booking({ arrival: inDays(11), departure: inDays(15), suite: 'Cabin 3', status: 'provisional', guests: [] }));
    expect(moved.body.outcome).toBe('updated');
    expect(moved.body.reservation).toMatchObject({ arrival: inDays(11), departure: inDays(15), suite: { id: cabin.id }, status: 'provisional', guests: [] });
    const listed = (await upcoming(management)).find((item) => item.nmbr === moved.body.reservation.reservationNumber);
    expect(listed).toMatchObject({ suite: { _id: cabin.id }, isProvisional: true });
    await socket.waitFor((event) => event.type === 'reservation.updated' && event.nmbr === moved.body.reservation.reservationNumber);
  });

  it('cancels: the reservation keeps its number, loses its controls, and a second cancel changes nothing', async () => {
    const { body } = await pms.send('PMS-1003', booking());
    const cancelled = await pms.cancel('PMS-1003');
    expect(cancelled.body).toMatchObject({ outcome: 'updated', reservation: { status: 'cancelled', reservationNumber: body.reservation.reservationNumber } });
    const row = await ctx.db.selectFrom('reservations').select(['status', 'controls_are_active']).where('reservation_number', '=', body.reservation.reservationNumber).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 0, controls_are_active: 0 });
    expect((await upcoming(guide)).map((item) => item.nmbr)).not.toContain(body.reservation.reservationNumber);
    expect((await pms.cancel('PMS-1003')).body.outcome).toBe('unchanged');
    expect((await pms.get('PMS-1003')).body.status).toBe('cancelled');
    expect((await pms.cancel('PMS-unknown')).status).toBe(404);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const count = async () => (await ctx.db.selectFrom('reservations').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = Number(await count());
    const cases: [PmsReservationBodyInput, string, string][] = [
      [booking({ suite: 'Nowhere 1' }), 'PMS_SUITE_UNKNOWN', 'body.suite'],
      [booking({ suite: 'Lodge 99' }), 'PMS_SUITE_UNKNOWN', 'body.suite'],
      [booking({ departure: inDays(5) }), 'INVALID_INPUT', 'departure'],
      [booking({ arrival: '2026-02-30' }), 'INVALID_INPUT', 'arrival'],
      [{ ...booking(), mainGuest: { firstname: 'A', surname: 'B', language: 'es' as 'en' } }, 'INVALID_INPUT', 'language'],
      [{ ...booking(), mainGuest: { firstname: 'A', surname: 'B', email: 'not-an-email' } }, 'INVALID_INPUT', 'email'],
    ];
    for (const [body, code, field] of cases) {
      const answer = await pms.send('PMS-bad', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ code });
      expect((answer.body as unknown as { message: string }).message).toContain(field);
    }
    expect(Number(await count())).toBe(before);
    expect((await pms.get('PMS-bad')).status).toBe(404);
  });

  it('refuses calls without a key, with an unknown or revoked key, and keeps each location to its own reservations', async () => {
    const anonymous = await fetch(`${base}/api/pms/reservation`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    const unknown = createPmsClient(base, 'stay_pms_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await unknown.list()).body).toMatchObject({ code: 'API_KEY_INVALID' });
    const session = await fetch(`${base}/api/pms/reservation`, { headers: { accesstoken: management.token } });
    expect(session.status).toBe(401);

    const elsewhere = createPmsClient(base, (await createKey(elsewhereManagement)).key);
    expect((await elsewhere.get('PMS-1001')).status).toBe(404);
    expect((await elsewhere.list()).body.items).toEqual([]);
    const theirs = await elsewhere.send('PMS-1001', booking({ suite: 'Lodge 99' }));
    expect(theirs.body.outcome).toBe('created');
    expect((await pms.get('PMS-1001')).body.suite.name).toBe('Lodge 12');

    const revocable = await createKey(management, 'Old PMS');
    const old = createPmsClient(base, revocable.key);
    expect((await old.list()).status).toBe(200);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `${managementPmsApi.listKeys.path}/${revocable.apiKey.id}`, headers: { accesstoken: management.token } });
    expect(revoked.json()).toMatchObject({ revokedAt: expect.any(String) });
    expect((await old.list()).body).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('lists page by page by externalId', async () => {
    const first = await pms.list({ limit: 2 });
    expect(first.body.items.map((item) => item.externalId)).toEqual(['PMS-1001', 'PMS-1002']);
    const second = await pms.list({ limit: 2, after: first.body.nextAfter ?? '' });
    expect(second.body.items.map((item) => item.externalId)).toEqual(['PMS-1003']);
    expect(second.body.nextAfter).toBeNull();
  });

  it('lets management alone keep the keys, each location its own, stored only as a hash', async () => {
    const { key, apiKey } = await createKey(management, 'Listed');
    const listed = await ctx.app.inject({ method: 'GET', url: managementPmsApi.listKeys.path, headers: { accesstoken: management.token } });
    const keys = listed.json<{ id: string; name: string; hint: string; lastUsedAt: string | null }[]>();
    expect(keys.find((entry) => entry.id === apiKey.id)).toMatchObject({ name: 'Listed', hint: `${key.slice(0, 13)}…`, lastUsedAt: null });
    expect(keys.some((entry) => entry.name === 'Our PMS' && entry.lastUsedAt !== null)).toBe(true);
    expect(JSON.stringify(await ctx.db.selectFrom('pms_api_keys').selectAll().execute())).not.toContain(key);

    for (const url of [managementPmsApi.listKeys.path]) {
      const asGuide = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: guide.token } });
      expect(asGuide.statusCode).toBe(403);
    }
    const createdByGuide = await ctx.app.inject({ method: 'POST', url: managementPmsApi.createKey.path, headers: { accesstoken: guide.token }, payload: { name: 'x' } });
    expect(createdByGuide.statusCode).toBe(403);
    const otherLocations = await ctx.app.inject({ method: 'GET', url: managementPmsApi.listKeys.path, headers: { accesstoken: elsewhereManagement.token } });
    expect(otherLocations.json<{ id: string }[]>().some((entry) => entry.id === apiKey.id)).toBe(false);
    const revokedElsewhere = await ctx.app.inject({ method: 'DELETE', url: `${managementPmsApi.listKeys.path}/${apiKey.id}`, headers: { accesstoken: elsewhereManagement.token } });
    expect(revokedElsewhere.json()).toMatchObject({ code: 'PMS_API_KEY_NOT_FOUND' });
    const emptyName = await ctx.app.inject({ method: 'POST', url: managementPmsApi.createKey.path, headers: { accesstoken: management.token }, payload: { name: ' ' } });
    expect(emptyName.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('is published in the OpenAPI document with bearer authentication and examples', async () => {
    const document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: { content: Record<string, { example?: unknown }> } }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const upsert = document.paths['/api/pms/reservation/{externalId}']?.post;
    expect(upsert?.security).toEqual([{ pmsApiKey: [] }]);
    expect(upsert?.requestBody?.content['application/json']?.example).toMatchObject({ arrival: '2026-07-10', suite: 'Lodge 12' });
    expect(document.components.securitySchemes.pmsApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/pms/reservation', '/api/pms/reservation/{externalId}/cancel']));
  });

  it('limits each key to its requests per minute, counted apart from other keys', async () => {
    const requestWith = (key: string) => ({ headers: { authorization: `Bearer ${key}` } }) as FastifyRequest;
    const busy = (await createKey(management, 'Busy PMS')).key;
    const calm = (await createKey(management, 'Calm PMS')).key;
    const now = new Date();
    await authenticatePms(ctx.db, requestWith(busy), now, 2);
    await authenticatePms(ctx.db, requestWith(busy), now, 2);
    await expect(authenticatePms(ctx.db, requestWith(busy), now, 2)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await expect(authenticatePms(ctx.db, requestWith(calm), now, 2)).resolves.toMatchObject({ locationId });
    // The next minute counts afresh.
    await expect(authenticatePms(ctx.db, requestWith(busy), new Date(now.getTime() + 61_000), 2)).resolves.toMatchObject({ locationId });
  });
});
