import { expect, it } from 'vitest';
import { rentalSchema, rentalStateReplySchema } from '@stay/contract';
import { createRentalsForPlacedOrder, describeEachDialect } from '@stay/server/test-support';
import { DEMO_BIKE_STATION, DEMO_GUEST, DEMO_LOCATION, DEMO_RESERVATION_ID } from '../src/demo-data';
import { seedDemoData } from './seed-demo-data';

const BASE = `/api/guest/reservation/current/bikerental/${DEMO_RESERVATION_ID}`;

describeEachDialect(
  'demo bike station',
  (ctx) => {
    it("parks the demo guest's e-bike at the demo station, where the rental can be ended", async () => {
      const now = new Date();
      const [rental] = await createRentalsForPlacedOrder(
        ctx.db,
        {
          reservationId: DEMO_RESERVATION_ID,
          locationId: DEMO_LOCATION.id,
          deliveries: [
            {
              deliveryNmbr: 700_001,
              productkey: 'e-bike',
              productname: 'E-bike',
              quantity: 1,
              day: now.toISOString().slice(0, 10),
              startDateTime: new Date(now.getTime() - 3_600_000).toISOString(),
              endDateTime: new Date(now.getTime() + 8 * 3_600_000).toISOString(),
            },
          ],
        },
        now,
      );
      const { accesstoken } = await ctx.login(DEMO_GUEST.email);
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        ctx.app.inject({ method, url, headers: { accesstoken }, ...(payload ? { payload } : {}) });

      const state = rentalStateReplySchema.parse((await call('GET', `${BASE}/state`)).json());
      expect(state.station).toEqual(DEMO_BIKE_STATION);
      expect(state.rentals.find((candidate) => candidate._id === rental?._id)).toMatchObject({ state: 'active', atStation: true, lock: 'locked' });

      const unlocked = await call('POST', `${BASE}/cmd/unlock`, { rentalId: rental?._id });
      expect(rentalSchema.parse(unlocked.json()).lock).toBe('unlocked');
      const ended = await call('POST', `${BASE}/endRental/${rental?._id}`);
      expect(ended.statusCode, ended.body).toBe(200);
      expect(rentalSchema.parse(ended.json())).toMatchObject({ state: 'ended', lock: 'locked' });
    });
  },
  { seed: seedDemoData },
);
