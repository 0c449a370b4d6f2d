import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  rentalBeaconReplySchema,
  rentalDamageReportSchema,
  rentalGpsReplySchema,
  rentalSchema,
  rentalStateReplySchema,
  rentalTemplateSchema,
  reservationSchema,
  type Rental,
  type StaffRole,
} from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import type { RentalPartnerSimulator } from '../../../src/platform/rental-partner/simulator';
import { saveSetting } from '../../../src/modules/settings/repository';
import { createRentalsForPlacedOrder } from '../../../src/modules/rental/index';

const BASE = '/api/guest/reservation/current/bikerental';
const STATION = { lat: 52.2431, lng: 4.4335, radiusMeters: 25 };
const HOUR = 3_600_000;
/** A real 1 × 1 PNG: images are decoded and stored re-encoded. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body with the given text and file parts, as the app sends a damage report. */
function multipart(parts: Array<{ name: string; value: string } | { name: string; filename: string; content: Buffer; type: string }>) {
  const boundary = `----rental${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`));
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDialect('bike rentals', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;
  let staff: Record<StaffRole, TestStaff>;
  let owner: { reservation: TestReservation; guest: TestGuest };
  let other: { reservation: TestReservation; guest: TestGuest };
  let simulator: RentalPartnerSimulator;
  let seq = 0;

  const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    kit.call(token, { method, url, ...(payload === undefined ? {} : { payload }) });
  const fleet = () => ({ locationId, station: STATION });

  /** The rentals the owner's current reservation shows. */
  const shownRentals = async (token: string) => reservationSchema.parse((await call(token, 'GET', '/api/guest/reservation/current')).json()).rentals;

  /** New rentals for a reservation through the order placement entry point (window: an hour ago till 8 hours on). */
  async function placeBikes(reservationId: string, input: { quantity?: number; startOffset?: number; endOffset?: number } = {}): Promise<Rental[]> {
    const now = kit.clock.now();
    seq += 1;
    return createRentalsForPlacedOrder(
      ctx.db,
      {
        reservationId,
        locationId,
        deliveries: [
          {
            deliveryNmbr: 900_000 + seq,
            productkey: 'EBIKE',
            productname: 'E-bike',
            quantity: input.quantity ?? 1,
            day: now.toISOString().slice(0, 10),
            startDateTime: new Date(now.getTime() + (input.startOffset ?? -HOUR)).toISOString(),
            endDateTime: new Date(now.getTime() + (input.endOffset ?? 8 * HOUR)).toISOString(),
          },
        ],
      },
      now,
    );
  }

  async function stateOf(guest: TestGuest, reservationId: string) {
    const response = await call(guest.token, 'GET', `${BASE}/${reservationId}/state`);
    expect(response.statusCode, response.body).toBe(200);
    return rentalStateReplySchema.parse(response.json());
  }

  beforeAll(async () => {
    const make = ctx.factories;
    await make.settings();
    const location = await make.location();
    locationId = location.id;
    await saveSetting(ctx.db, `location:${locationId}`, 'permissions', { 'rental-partner': { stationCoordinates: STATION } });
    staff = await make.staffOfEveryRole(locationId);
    owner = await make.stay({ locationId, suites: ['Bike Suite'] });
    other = await make.stay({ locationId, suites: ['Other Suite'] });
    simulator = kit.app.platform.rentalPartner.simulator;
  });

  beforeEach(() => {
    simulator.setOffline(false);
    kit.clock.reset();
  });

  describe('placing an order', () => {
    it('creates one rental per bike, once, and the reservation shows them', async () => {
      const now = kit.clock.now();
      const order = {
        reservationId: owner.reservation.id,
        locationId,
        deliveries: [
          {
            deliveryNmbr: 800_001,
            productkey: 'MTB',
            productname: 'Mountain bike',
            quantity: 2,
            day: now.toISOString().slice(0, 10),
            startDateTime: new Date(now.getTime() + 20 * HOUR).toISOString(),
            endDateTime: new Date(now.getTime() + 30 * HOUR).toISOString(),
          },
        ],
      };
      const created = await createRentalsForPlacedOrder(ctx.db, order, now);
      expect(created).toHaveLength(2);
      expect(created.every((rental) => rental.state === 'reserved' && rental.bikeId === null && rental.lock === 'unknown')).toBe(true);
      // Placing again (a retry) adds nothing.
      expect(await createRentalsForPlacedOrder(ctx.db, order, now)).toHaveLength(0);
      const stored = await shownRentals(owner.guest.token);
      expect(stored.filter((rental) => rental.productkey === 'MTB')).toHaveLength(2);

      const response = await call(owner.guest.token, 'GET', '/api/guest/reservation/current');
      expect(response.statusCode, response.body).toBe(200);
      const reservation = reservationSchema.parse(response.json());
      expect(reservation.rentals.filter((rental) => rental.productname === 'Mountain bike').map((rental) => rental.state)).toEqual(['reserved', 'reserved']);
    });
  });

  describe('state and commands', () => {
    it('assigns a bike at the station and reports its live state', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const state = await stateOf(owner.guest, owner.reservation.id);
      const live = state.rentals.find((candidate) => candidate._id === rental?._id);
      expect(live).toMatchObject({ state: 'active', lock: 'locked', atStation: true, damageReported: false, reservationId: owner.reservation.id });
      expect(live?.bikeId).toMatch(/^EBIKE-\d+$/);
      expect(live?.battery).toBeGreaterThan(0);
      expect(state.station).toEqual(STATION);
      expect(state.stationBeaconId).toBe(`station-${locationId}`);
      // Reservation rentals show the partner's last report.
      const shown = (await shownRentals(owner.guest.token)).find((candidate) => candidate._id === rental?._id);
      expect(shown?.bikeId).toBe(live?.bikeId);
      expect(shown?.atStation).toBe(true);
    });

    it('unlocks and locks the bike', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const unlocked = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: rental?._id });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      const bike = rentalSchema.parse(unlocked.json());
      expect(bike.lock).toBe('unlocked');
      expect(simulator.peek(locationId, bike.bikeId as string)?.lock).toBe('unlocked');
      const locked = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/lock`, { rentalId: rental?._id });
      expect(rentalSchema.parse(locked.json()).lock).toBe('locked');
      expect(simulator.peek(locationId, bike.bikeId as string)?.lock).toBe('locked');
    });

    it('refuses commands outside the rental window and unknown commands', async () => {
      const [later] = await placeBikes(owner.reservation.id, { startOffset: 24 * HOUR, endOffset: 30 * HOUR });
      const early = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: later?._id });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('RENTAL_NOT_ACTIVE');
      const [past] = await placeBikes(owner.reservation.id, { startOffset: -10 * HOUR, endOffset: -HOUR });
      const late = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/checkGPS`, { rentalId: past?._id });
      expect(late.statusCode).toBe(409);
      const unknown = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/explode`, { rentalId: past?._id });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('INVALID_INPUT');
    });
  });

  describe('at the station', () => {
    it('checks the bike by GPS', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const first = rentalGpsReplySchema.parse((await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/checkGPS`, { rentalId: rental?._id })).json());
      expect(first.atStation).toBe(true);
      expect(first.distanceMeters).toBeLessThanOrEqual(STATION.radiusMeters);
      simulator.rideAway(fleet(), first.rental.bikeId as string, 300);
      const away = rentalGpsReplySchema.parse((await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/checkGPS`, { rentalId: rental?._id })).json());
      expect(away.atStation).toBe(false);
      expect(away.rental.atStation).toBe(false);
      expect(away.distanceMeters).toBeGreaterThan(295);
      expect(away.distanceMeters).toBeLessThan(305);
    });

    it('refuses to end a rental away from the station, then ends it there, once', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const { rentals } = await stateOf(owner.guest, owner.reservation.id);
      const bikeId = rentals.find((candidate) => candidate._id === rental?._id)?.bikeId as string;
      await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: rental?._id });
      simulator.rideAway(fleet(), bikeId, 400);

      const refused = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('RENTAL_NOT_AT_STATION');
      expect(refused.json().message).toMatch(/4\d\d m from the station/);
      const still = (await shownRentals(owner.guest.token)).find((candidate) => candidate._id === rental?._id);
      expect(still?.state).toBe('active');
      expect(simulator.peek(locationId, bikeId)?.lock).toBe('unlocked');

      simulator.rideBack(fleet(), bikeId);
      const [first, second] = await Promise.all([
        call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`),
        call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const ended = rentalSchema.parse((first.statusCode === 200 ? first : second).json());
      expect(ended).toMatchObject({ state: 'ended', lock: 'locked', atStation: true });
      expect(ended.endedDateTime).not.toBeNull();
      expect(simulator.peek(locationId, bikeId)?.lock).toBe('locked');

      const again = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`);
      expect(again.json().code).toBe('RENTAL_NOT_ACTIVE');
      const unlockAfter = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: rental?._id });
      expect(unlockAfter.json().code).toBe('RENTAL_NOT_ACTIVE');
    });

    it('without a GPS fix, ends only after the phone saw the station beacon', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const state = await stateOf(owner.guest, owner.reservation.id);
      const bikeId = state.rentals.find((candidate) => candidate._id === rental?._id)?.bikeId as string;
      simulator.moveBike(locationId, bikeId, null);
      const refused = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`);
      expect(refused.json().code).toBe('RENTAL_NOT_AT_STATION');

      const bikeBeacon = rentalBeaconReplySchema.parse(
        (await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/beacon`, { rentalId: rental?._id, beaconId: `beacon-${bikeId}` })).json(),
      );
      expect(bikeBeacon.beacon).toBe('bike');
      const stranger = rentalBeaconReplySchema.parse(
        (await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/beacon`, { rentalId: rental?._id, beaconId: 'somebody-else' })).json(),
      );
      expect(stranger.beacon).toBe('unknown');
      expect((await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`)).statusCode).toBe(409);

      const seen = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/beacon`, { rentalId: rental?._id, beaconId: state.stationBeaconId as string });
      expect(rentalBeaconReplySchema.parse(seen.json()).beacon).toBe('station');
      // A sighting goes stale.
      kit.clock.advance(3 * 60 * 1000);
      expect((await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`)).json().code).toBe('RENTAL_NOT_AT_STATION');
      await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/beacon`, { rentalId: rental?._id, beaconId: state.stationBeaconId as string });
      const ended = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/endRental/${rental?._id}`);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(rentalSchema.parse(ended.json()).state).toBe('ended');
    });
  });

  describe('damage reports', () => {
    it('stores the text and the photo and marks the rental', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const upload = multipart([
        { name: 'text', value: 'The front light is broken' },
        { name: 'photo', filename: 'light.png', content: PNG, type: 'image/png' },
      ]);
      const response = await kit.call(owner.guest.token, { method: 'POST', url: `${BASE}/${owner.reservation.id}/reportDamage/${rental?._id}`, ...upload });
      expect(response.statusCode, response.body).toBe(200);
      const report = rentalDamageReportSchema.parse(response.json());
      expect(report).toMatchObject({ rentalId: rental?._id, text: 'The front light is broken', photoMimetype: 'image/png' });
      expect(report.photo).toMatch(/^[0-9a-f]{32}\.png$/);
      expect(existsSync(path.join(ctx.config.dataDir, 'rental-damage', rental?._id as string, report.photo as string))).toBe(true);
      const shown = (await shownRentals(owner.guest.token)).find((candidate) => candidate._id === rental?._id);
      expect(shown?.damageReported).toBe(true);
    });

    it('takes a report without a photo, and refuses one without text, with a non-image or as JSON', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const url = `${BASE}/${owner.reservation.id}/reportDamage/${rental?._id}`;
      const textOnly = await kit.call(owner.guest.token, { method: 'POST', url, ...multipart([{ name: 'text', value: 'Flat tyre' }]) });
      expect(textOnly.statusCode, textOnly.body).toBe(200);
      expect(rentalDamageReportSchema.parse(textOnly.json()).photo).toBeNull();

      const noText = await kit.call(owner.guest.token, { method: 'POST', url, ...multipart([{ name: 'photo', filename: 'a.png', content: PNG, type: 'image/png' }]) });
      expect(noText.statusCode).toBe(400);
      expect(noText.json().code).toBe('INVALID_INPUT');
      expect(existsSync(path.join(ctx.config.dataDir, 'rental-damage', rental?._id as string))).toBe(true);

      const script = await kit.call(owner.guest.token, {
        method: 'POST',
        url,
        ...multipart([
          { name: 'text', value: 'See file' },
          { name: 'photo', filename: 'x.png', content: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
        ]),
      });
      expect(script.statusCode).toBe(415);
      expect(script.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

      const json = await call(owner.guest.token, 'POST', url, { text: 'Flat tyre' });
      expect(json.statusCode).toBe(415);
    });
  });

  describe('who may call', () => {
    const calls = (reservationId: string, rentalId: string) => [
      { method: 'GET' as const, url: `${BASE}/${reservationId}/state` },
      { method: 'POST' as const, url: `${BASE}/${reservationId}/cmd/unlock`, payload: { rentalId } },
      { method: 'POST' as const, url: `${BASE}/${reservationId}/checkGPS`, payload: { rentalId } },
      { method: 'POST' as const, url: `${BASE}/${reservationId}/beacon`, payload: { rentalId, beaconId: `station-${locationId}` } },
      { method: 'POST' as const, url: `${BASE}/${reservationId}/endRental/${rentalId}` },
    ];

    it("refuses another guest on the reservation's calls and changes nothing", async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      for (const request of calls(owner.reservation.id, rental?._id as string)) {
        const response = await call(other.guest.token, request.method, request.url, request.payload);
        expect(response.statusCode, request.url).toBe(404);
        expect(response.json().code).toBe('RESERVATION_NOT_FOUND');
      }
      const damage = await kit.call(other.guest.token, {
        method: 'POST',
        url: `${BASE}/${owner.reservation.id}/reportDamage/${rental?._id}`,
        ...multipart([{ name: 'text', value: 'Not mine' }]),
      });
      expect(damage.statusCode).toBe(404);
      const untouched = (await shownRentals(owner.guest.token)).find((candidate) => candidate._id === rental?._id);
      expect(untouched).toMatchObject({ bikeId: null, lock: 'unknown', damageReported: false, state: 'active' });
    });

    it("refuses another guest's rental through their own reservation", async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      for (const request of calls(other.reservation.id, rental?._id as string).slice(1)) {
        const response = await call(other.guest.token, request.method, request.url, request.payload);
        expect(response.statusCode, request.url).toBe(404);
        expect(response.json().code).toBe('RENTAL_NOT_FOUND');
      }
      const otherState = await stateOf(other.guest, other.reservation.id);
      expect(otherState.rentals.some((candidate) => candidate._id === rental?._id)).toBe(false);
    });

    it('serves an extra guest of the reservation as well', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const extra = await ctx.factories.guest({ reservationId: owner.reservation.id, isMain: false });
      const unlocked = await call(extra.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: rental?._id });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect((await stateOf(extra, owner.reservation.id)).rentals.some((candidate) => candidate._id === rental?._id)).toBe(true);
    });

    it("refuses a guest of another location, on the owner's reservation and through their own", async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const elsewhere = await ctx.factories.location({ name: 'Other park' });
      const far = await ctx.factories.stay({ locationId: elsewhere.id, suites: ['Far Suite'] });
      for (const request of calls(owner.reservation.id, rental?._id as string)) {
        expect((await call(far.guest.token, request.method, request.url, request.payload)).json().code).toBe('RESERVATION_NOT_FOUND');
      }
      for (const request of calls(far.reservation.id, rental?._id as string).slice(1)) {
        expect((await call(far.guest.token, request.method, request.url, request.payload)).json().code).toBe('RENTAL_NOT_FOUND');
      }
      const farState = await stateOf(far.guest, far.reservation.id);
      expect(farState).toEqual({ rentals: [], station: null, stationBeaconId: null });
    });

    it('refuses staff of every role and callers without a token', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      const all = [...calls(owner.reservation.id, rental?._id as string), { method: 'POST' as const, url: `${BASE}/template/terms`, payload: {} }];
      for (const member of Object.values(staff)) {
        for (const request of all) {
          const response = await call(member.token, request.method, request.url, request.payload);
          expect(response.statusCode, `${member.role} ${request.url}`).toBe(403);
          expect(response.json().code).toBe('UNAUTHORIZED');
        }
      }
      for (const request of all) expect((await call(undefined, request.method, request.url, request.payload)).statusCode).toBe(401);
    });
  });

  describe('the partner', () => {
    it('answers RENTAL_PARTNER_UNAVAILABLE while it is offline', async () => {
      const [rental] = await placeBikes(owner.reservation.id);
      simulator.setOffline(true);
      for (const request of [
        { method: 'GET' as const, url: `${BASE}/${owner.reservation.id}/state` },
        { method: 'POST' as const, url: `${BASE}/${owner.reservation.id}/cmd/unlock`, payload: { rentalId: rental?._id } },
        { method: 'POST' as const, url: `${BASE}/${owner.reservation.id}/endRental/${rental?._id}` },
        { method: 'POST' as const, url: `${BASE}/template/terms` },
      ]) {
        const response = await call(owner.guest.token, request.method, request.url, request.payload);
        expect(response.statusCode, request.url).toBe(502);
        expect(response.json().code).toBe('RENTAL_PARTNER_UNAVAILABLE');
      }
      simulator.setOffline(false);
      const unlocked = await call(owner.guest.token, 'POST', `${BASE}/${owner.reservation.id}/cmd/unlock`, { rentalId: rental?._id });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
    });

    it('serves its texts in English, Dutch, German and French', async () => {
      const english = rentalTemplateSchema.parse((await call(owner.guest.token, 'POST', `${BASE}/template/terms`)).json());
      expect(english).toMatchObject({ template: 'terms', language: 'en', title: 'Rental terms' });
      const dutch = rentalTemplateSchema.parse((await call(owner.guest.token, 'POST', `${BASE}/template/endRental`, { language: 'nl' })).json());
      expect(dutch).toMatchObject({ template: 'endRental', language: 'nl', title: 'Je huur beëindigen' });
      const german = rentalTemplateSchema.parse((await call(owner.guest.token, 'POST', `${BASE}/template/unlock`, { language: 'de' })).json());
      expect(german).toMatchObject({ template: 'unlock', language: 'de', title: 'Dein Fahrrad entsperren' });
      const french = rentalTemplateSchema.parse((await call(owner.guest.token, 'POST', `${BASE}/template/damage`, { language: 'fr' })).json());
      expect(french).toMatchObject({ template: 'damage', language: 'fr', title: 'Signaler un dommage' });
      expect((await call(owner.guest.token, 'POST', `${BASE}/template/secrets`)).statusCode).toBe(400);
    });
  });
});
