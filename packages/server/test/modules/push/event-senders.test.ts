import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation, TestStaff } from '../../support/factories';
import { startLocalPushService, type LocalPushService } from '../../support/local-push-service';
import { createPushInbox, localWebPushConfig } from '../../support/push-inbox';

const ADMIN = '/api/employee/announcement-admin';
const SETTINGS = '/api/employee/notification-settings';

/**
 * The senders other modules call after their change is committed, through their own endpoints: a guest choosing a
 * guide (RESERVATION to that guide) and management publishing an announcement (APP_URL to the staying guests).
 */
describeEachDialect('push senders of reservation and announcement events', (ctx) => {
  let app: FastifyInstance | undefined;
  let service: LocalPushService | undefined;
  const inbox = createPushInbox(
    () => app!,
    () => service!,
  );
  const call = (token: string, options: InjectOptions) => app!.inject({ ...options, headers: { ...(options.headers ?? {}), accesstoken: token } });

  let anouk: TestStaff;
  let bram: TestStaff;
  let management: TestStaff;
  let anna: { guest: TestGuest; reservation: TestReservation };
  let ben: { guest: TestGuest; reservation: TestReservation };
  let departed: TestGuest;
  let elsewhere: TestGuest;

  beforeAll(async () => {
    service = await startLocalPushService();
    app = await buildApp({ config: { ...ctx.config, ...localWebPushConfig(ctx.config) }, db: ctx.db, logger: false });
    await app.ready();

    const make = ctx.factories;
    const locationId = (await make.location()).id;
    const otherLocationId = (await make.location({ name: 'Elsewhere' })).id;
    anouk = await make.staff({ role: 'GUIDE', locationId, firstname: 'Anouk' });
    bram = await make.staff({ role: 'GUIDE', locationId, firstname: 'Bram' });
    for (const guide of [anouk, bram]) await make.guideProfile(guide.id);
    management = await make.staff({ role: 'MANAGEMENT', locationId });
    anna = await make.stay({ locationId, guest: { firstname: 'Anna', surname: 'de Vries' } });
    ben = await make.stay({ locationId, guest: { firstname: 'Ben', surname: 'Jansen' } });
    ({ guest: departed } = await make.stay({ locationId, start: { days: -5, time: '15:00' }, end: { days: -1, time: '10:00' } }));
    ({ guest: elsewhere } = await make.stay({ locationId: otherLocationId }));

    for (const [token, name] of [
      [anouk.token, 'anouk'],
      [bram.token, 'bram'],
      [management.token, 'management'],
      [anna.guest.token, 'anna'],
      [ben.guest.token, 'ben'],
      [departed.token, 'departed'],
      [elsewhere.token, 'elsewhere'],
    ] as const) {
      await inbox.subscribe(token, name);
    }
  });
  afterAll(async () => {
    await app?.close();
    await service?.close();
  });
  beforeEach(() => inbox.clear());

  describe('RESERVATION: a guest chooses a guide', () => {
    const choose = async (guest: TestGuest, guide: TestStaff) => {
      const response = await call(guest.token, { method: 'POST', url: `/api/guest/choose-guide/${guide.id}` });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('tells the chosen guide, keyed by the reservation number so it opens that booking; nobody else', async () => {
      await choose(anna.guest, anouk);
      const received = await inbox.received();
      expect([...received.keys()]).toEqual(['anouk']);
      expect(received.get('anouk')).toEqual([
        {
          notification: {
            _id: expect.any(String),
            kind: 'reservation',
            title: 'New guest',
            body: `Anna de Vries chose you as their guide (booking ${anna.reservation.number})`,
            objecttype: 'RESERVATION',
            objectkey: anna.reservation.number,
            chatnmbr: null,
          },
          url: null,
          badge: expect.any(Number),
        },
      ]);
      const recorded = await ctx.db
        .selectFrom('notification_outbox')
        .select(['recipient_kind', 'recipient_id', 'objecttype', 'objectkey'])
        .where('objecttype', '=', 'RESERVATION')
        .where('objectkey', '=', anna.reservation.number)
        .execute();
      expect(recorded).toEqual([{ recipient_kind: 'employee', recipient_id: anouk.id, objecttype: 'RESERVATION', objectkey: anna.reservation.number }]);
    });

    it('sends nothing when the guest chooses the guide they already have, and tells only the new guide on a switch', async () => {
      await choose(anna.guest, anouk);
      expect((await inbox.received()).size).toBe(0);
      await choose(anna.guest, bram);
      const received = await inbox.received();
      expect([...received.keys()]).toEqual(['bram']);
      expect(received.get('bram')?.[0]?.notification).toMatchObject({ objecttype: 'RESERVATION', objectkey: anna.reservation.number });
    });

    it("writes to each guide in their account's language", async () => {
      const speak = (staffId: string, language: string) => ctx.db.updateTable('accounts').set({ language }).where('employee_id', '=', staffId).execute();
      await speak(anouk.id, 'de');
      await speak(bram.id, 'fr');
      try {
        await choose(anna.guest, anouk);
        expect((await inbox.received()).get('anouk')?.[0]?.notification).toMatchObject({
          title: 'Neuer Gast',
          body: `Anna de Vries hat dich als Guide gewählt (Buchung ${anna.reservation.number})`,
        });
        await choose(anna.guest, bram);
        expect((await inbox.received()).get('bram')?.[0]?.notification).toMatchObject({
          title: 'Nouveau client',
          body: `Anna de Vries vous a choisi comme guide (réservation ${anna.reservation.number})`,
        });
      } finally {
        await speak(anouk.id, 'en');
        await speak(bram.id, 'en');
      }
    });

    it('sends no push to a guide who switched RESERVATION off, yet records it in the outbox', async () => {
      expect((await call(bram.token, { method: 'POST', url: SETTINGS, payload: { types: { RESERVATION: false } } })).statusCode).toBe(200);
      try {
        await choose(ben.guest, bram);
        expect((await inbox.received()).size).toBe(0);
        const recorded = await ctx.db
          .selectFrom('notification_outbox')
          .select(['recipient_id', 'sent_at'])
          .where('objecttype', '=', 'RESERVATION')
          .where('objectkey', '=', ben.reservation.number)
          .execute();
        expect(recorded).toEqual([{ recipient_id: bram.id, sent_at: null }]);
      } finally {
        await call(bram.token, { method: 'POST', url: SETTINGS, payload: { types: { RESERVATION: true } } });
      }
    });
  });

  describe('APP_URL: management publishes an announcement', () => {
    const create = async (lettername: string, letternameNl?: string) => {
      const response = await call(management.token, {
        method: 'POST',
        url: ADMIN,
        payload: { lettername, ...(letternameNl ? { letternameNl } : {}), letterkind: '', chapters: [{ paragraphchapter: 'Hello', paragraph: '<p>Welcome</p>' }] },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { nmbr: number }).nmbr;
    };
    const publish = async (nmbr: number, action: 'publish' | 'unpublish' = 'publish') => {
      const response = await call(management.token, { method: 'POST', url: `${ADMIN}/${nmbr}/${action}` });
      expect(response.statusCode, response.body).toBe(200);
    };

    it("sends the location's staying guests an APP_URL push that opens their home page; not departed guests, other locations or staff", async () => {
      const nmbr = await create('Pool hours', 'Openingstijden zwembad');
      expect((await inbox.received()).size).toBe(0);
      await publish(nmbr);
      const received = await inbox.received();
      expect([...received.keys()].sort()).toEqual(['anna', 'ben']);
      expect(received.get('anna')).toEqual([
        {
          notification: {
            _id: expect.any(String),
            kind: 'announcement',
            title: 'Pool hours · Openingstijden zwembad',
            body: 'New announcement',
            objecttype: 'APP_URL',
            objectkey: String(nmbr),
            chatnmbr: null,
          },
          url: '/guest/home',
          badge: expect.any(Number),
        },
      ]);
    });

    it("writes each guest's notification in their account's language", async () => {
      const speak = (personId: string, language: string) => ctx.db.updateTable('accounts').set({ language }).where('person_id', '=', personId).execute();
      await speak(anna.guest.id, 'de');
      await speak(ben.guest.id, 'fr');
      try {
        await publish(await create('Bakery'));
        const received = await inbox.received();
        expect(received.get('anna')?.[0]?.notification).toMatchObject({ title: 'Bakery', body: 'Neue Mitteilung' });
        expect(received.get('ben')?.[0]?.notification).toMatchObject({ title: 'Bakery', body: 'Nouvelle annonce' });
      } finally {
        await speak(anna.guest.id, 'en');
        await speak(ben.guest.id, 'en');
      }
    });

    it('sends nothing when the announcement was already published, or on unpublishing', async () => {
      const nmbr = await create('House rules');
      await publish(nmbr);
      expect((await inbox.received()).get('anna')?.map(({ notification }) => notification.title)).toEqual(['House rules']);
      await inbox.clear();
      await publish(nmbr);
      await publish(nmbr, 'unpublish');
      expect((await inbox.received()).size).toBe(0);
    });
  });
});
