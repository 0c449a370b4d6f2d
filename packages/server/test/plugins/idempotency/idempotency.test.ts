import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { complaintDetailSchema, type StaffRole } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';
import { createTestClock, DAY_MS } from '../../support/stay-app';

const CREATE_COMPLAINT = '/api/employee/complaint/create';
const COUNTED = '/api/guest/idempotency-test/counted';
const FAILING_ONCE = '/api/guest/idempotency-test/failing-once';

/** A write the test controls: it counts its runs and, while `hold` is set, waits until the test lets it finish. */
function createCountedWrite() {
  let runs = 0;
  let hold: { started: () => void; release: Promise<void> } | undefined;
  return {
    get runs() {
      return runs;
    },
    /** The next run waits for `release()`; `started` resolves once it is running. */
    holdNextRun() {
      let release!: () => void;
      let started!: () => void;
      const isStarted = new Promise<void>((resolve) => (started = resolve));
      hold = { started, release: new Promise<void>((resolve) => (release = resolve)) };
      return { isStarted, release };
    },
    async run(body: unknown) {
      runs += 1;
      const held = hold;
      hold = undefined;
      if (held) {
        held.started();
        await held.release;
      }
      return { run: runs, body, padding: 'x'.repeat(2000) };
    },
  };
}

describeEachDialect('idempotency keys', (ctx) => {
  const clock = createTestClock();
  let app: FastifyInstance;
  let staff: Record<StaffRole, TestStaff>;
  let guest: TestGuest;
  let reservationId: string;
  const counted = createCountedWrite();
  let failures = 0;

  beforeAll(async () => {
    app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, now: clock.now });
    app.route({ method: 'POST', url: COUNTED, config: { auth: 'guest' }, handler: async (request) => counted.run(request.body) });
    app.route({
      method: 'POST',
      url: FAILING_ONCE,
      config: { auth: 'guest' },
      handler: async () => {
        failures += 1;
        if (failures === 1) throw new Error('the database went away');
        return { attempt: failures };
      },
    });
    await app.ready();
    const location = await ctx.factories.location();
    staff = await ctx.factories.staffOfEveryRole(location.id);
    const stay = await ctx.factories.stay({ locationId: location.id, suites: ['Dune Suite'] });
    reservationId = stay.reservation.id;
    guest = stay.guest;
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => clock.reset());

  const send = (token: string, url: string, payload: object, key: string | undefined, extra: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      ...extra,
      headers: { accesstoken: token, ...(key === undefined ? {} : { 'idempotency-key': key }), ...(extra.headers as Record<string, string> | undefined) },
    });
  const complaintsAbout = async (subject: string) =>
    (await ctx.db.selectFrom('complaints').select('subject').where('subject', '=', subject).execute()).length;

  describe('a complaint filed twice with one key', () => {
    it('is filed once; the resend answers the first reply, marked as replayed', async () => {
      const key = randomUUID();
      const body = { subject: 'Filed once on a shaky connection', reservation: reservationId };
      const first = await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key);
      expect(first.statusCode, first.body).toBe(200);
      const resend = await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key);
      expect(resend.statusCode).toBe(200);
      expect(resend.headers['idempotent-replayed']).toBe('true');
      expect(complaintDetailSchema.parse(resend.json()).nmbr).toBe(complaintDetailSchema.parse(first.json()).nmbr);
      expect(await complaintsAbout(body.subject)).toBe(1);
    });

    it('without a key, is filed each time', async () => {
      const body = { subject: 'Filed without a key', reservation: reservationId };
      expect((await send(staff.GUIDE.token, CREATE_COMPLAINT, body, undefined)).statusCode).toBe(200);
      expect((await send(staff.GUIDE.token, CREATE_COMPLAINT, body, undefined)).statusCode).toBe(200);
      expect(await complaintsAbout(body.subject)).toBe(2);
    });

    it('answers IDEMPOTENCY_KEY_REUSED for the same key with another body, and files nothing more', async () => {
      const key = randomUUID();
      const first = { subject: 'The first subject', reservation: reservationId };
      expect((await send(staff.GUIDE.token, CREATE_COMPLAINT, first, key)).statusCode).toBe(200);
      const other = await send(staff.GUIDE.token, CREATE_COMPLAINT, { ...first, subject: 'Another subject' }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json()).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) });
      expect(await complaintsAbout('Another subject')).toBe(0);
      expect(await complaintsAbout(first.subject)).toBe(1);
    });

    it('keeps keys per caller: another staff member sending the same key files their own', async () => {
      const key = randomUUID();
      const body = { subject: 'Same key, two colleagues', reservation: reservationId };
      expect((await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key)).statusCode).toBe(200);
      const colleague = await send(staff.CUBER.token, CREATE_COMPLAINT, body, key);
      expect(colleague.statusCode).toBe(200);
      expect(colleague.headers['idempotent-replayed']).toBeUndefined();
      expect(await complaintsAbout(body.subject)).toBe(2);
    });

    it('repeats a refusal as it was: the resend of a complaint about an unknown reservation answers the same 404', async () => {
      const key = randomUUID();
      const body = { subject: 'About nobody', reservation: '999999999' };
      const first = await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key);
      expect(first.statusCode).toBe(404);
      const resend = await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key);
      expect(resend.headers['idempotent-replayed']).toBe('true');
      expect({ status: resend.statusCode, body: resend.json() }).toEqual({ status: first.statusCode, body: first.json() });
    });
  });

  it('refuses a malformed key as INVALID_INPUT before anything runs', async () => {
    const before = counted.runs;
    for (const key of ['short', 'has spaces in it but is long enough', 'x'.repeat(129)]) {
      const response = await send(guest.token, COUNTED, { n: 1 }, key);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
    expect(counted.runs).toBe(before);
  });

  it('answers REQUEST_IN_PROGRESS to a resend while the first still runs, and the first reply once it is done', async () => {
    const key = randomUUID();
    const before = counted.runs;
    const { isStarted, release } = counted.holdNextRun();
    const first = send(guest.token, COUNTED, { n: 2 }, key);
    await isStarted;
    const during = await send(guest.token, COUNTED, { n: 2 }, key);
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    release();
    const firstReply = await first;
    const after = await send(guest.token, COUNTED, { n: 2 }, key);
    expect(after.json()).toEqual(firstReply.json());
    expect(counted.runs).toBe(before + 1);
  });

  it('runs one of many identical requests sent at once', async () => {
    const key = randomUUID();
    const before = counted.runs;
    const replies = await Promise.all(Array.from({ length: 6 }, () => send(guest.token, COUNTED, { n: 3 }, key)));
    expect(counted.runs).toBe(before + 1);
    const answered = replies.filter((reply) => reply.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const reply of answered) expect(reply.json()).toEqual(answered[0]!.json());
    for (const reply of replies.filter((candidate) => candidate.statusCode !== 200)) {
      expect(reply.json()).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    }
  });

  it('keeps the reply as serialized, so a resend asking for another encoding gets it readable', async () => {
    const key = randomUUID();
    const first = await send(guest.token, COUNTED, { n: 4 }, key, { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    const resend = await send(guest.token, COUNTED, { n: 4 }, key, { headers: { 'accept-encoding': 'identity' } });
    expect(resend.headers['idempotent-replayed']).toBe('true');
    expect(resend.headers['content-encoding']).toBeUndefined();
    expect(resend.json()).toMatchObject({ body: { n: 4 } });
  });

  it('frees the key of a request that failed on the server, so the resend runs again', async () => {
    const key = randomUUID();
    expect((await send(guest.token, FAILING_ONCE, {}, key)).statusCode).toBe(500);
    const resend = await send(guest.token, FAILING_ONCE, {}, key);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ attempt: 2 });
  });

  it('forgets replies after a day: the resend then runs again', async () => {
    const key = randomUUID();
    const before = counted.runs;
    await send(guest.token, COUNTED, { n: 5 }, key);
    clock.advance(DAY_MS - 60 * 60 * 1000);
    expect((await send(guest.token, COUNTED, { n: 5 }, key)).headers['idempotent-replayed']).toBe('true');
    clock.advance(2 * 60 * 60 * 1000);
    const later = await send(guest.token, COUNTED, { n: 5 }, key);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(counted.runs).toBe(before + 2);
  });

  it('takes over the claim of a request whose instance died, once it has gone stale', async () => {
    const key = randomUUID();
    const before = counted.runs;
    const { isStarted, release } = counted.holdNextRun();
    // The first request stays unfinished until the end: it stands for an instance that died mid-request.
    const first = send(guest.token, COUNTED, { n: 6 }, key);
    await isStarted;
    expect((await send(guest.token, COUNTED, { n: 6 }, key)).json()).toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
    clock.advance(11 * 60 * 1000);
    const takenOver = await send(guest.token, COUNTED, { n: 6 }, key);
    expect(takenOver.statusCode).toBe(200);
    expect(counted.runs).toBe(before + 2);
    release();
    await first;
  });

  it('is checked after the token: a request refused for its token leaves the key free', async () => {
    const key = randomUUID();
    const body = { subject: 'After a refused token', reservation: reservationId };
    expect((await send('not-a-token', CREATE_COMPLAINT, body, key)).statusCode).toBe(401);
    expect((await send(staff.GUIDE.token, CREATE_COMPLAINT, body, key)).statusCode).toBe(200);
    expect(await complaintsAbout(body.subject)).toBe(1);
  });

  it('leaves reads alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/guest/profile', headers: { accesstoken: guest.token, 'idempotency-key': 'short' } });
    expect(response.statusCode).toBe(200);
  });
});
