import { createRentalsForPlacedOrder } from '../../../src/modules/rental';
import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload, type RoleAccessWorld } from '../../http/role-access/world';

/** Role-access and fuzz samples of the rental module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestRentalApi.state': { ownedByGuest: true, request: (world) => ({ params: { reservation_id: world.stay.id } }) },
  'guestRentalApi.command': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id, cmd: 'unlock' }, body: { rentalId: await sharedRental(world) } }),
  },
  'guestRentalApi.checkGps': { ownedByGuest: true, request: async (world) => ({ params: { reservation_id: world.stay.id }, body: { rentalId: await sharedRental(world) } }) },
  'guestRentalApi.beacon': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id }, body: { rentalId: await sharedRental(world), beaconId: 'station-beacon' } }),
  },
  'guestRentalApi.endRental': { ownedByGuest: true, request: async (world) => ({ params: { reservation_id: world.stay.id, rental_id: await sharedRental(world) } }) },
  'guestRentalApi.reportDamage': {
    ownedByGuest: true,
    request: async (world) => ({ params: { reservation_id: world.stay.id, rental_id: await sharedRental(world) }, raw: damageUpload() }),
  },
  'guestRentalApi.template': { request: () => ({ params: { template: 'terms' }, body: { language: 'nl' } }) },
};

const sharedRentals = new WeakMap<RoleAccessWorld, Promise<string>>();
/** One active bike rental of guest A's stay (its window runs from an hour ago), made as placing an order makes it. */
function sharedRental(world: RoleAccessWorld): Promise<string> {
  let rentalId = sharedRentals.get(world);
  if (!rentalId) {
    const now = Date.now();
    const order = {
      reservationId: world.stay.id,
      locationId: world.location.id,
      deliveries: [
        {
          deliveryNmbr: 990_001,
          productkey: 'EBIKE',
          productname: 'E-bike',
          quantity: 1,
          day: new Date(now).toISOString().slice(0, 10),
          startDateTime: new Date(now - 3_600_000).toISOString(),
          endDateTime: new Date(now + 8 * 3_600_000).toISOString(),
        },
      ],
    };
    rentalId = createRentalsForPlacedOrder(world.ctx.db, order, new Date(now)).then(([rental]) => rental?._id ?? 'no-rental');
    sharedRentals.set(world, rentalId);
  }
  return rentalId;
}

/** A damage report as the app sends it: the text, then a small PNG photo. */
function damageUpload(): { payload: Buffer; headers: Record<string, string> } {
  const photo = pngUpload();
  const boundary = /boundary=(.+)$/.exec(photo.headers['content-type'] ?? '')?.[1] as string;
  const text = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nThe bell is broken\r\n`);
  const file = Buffer.from(photo.payload.toString('latin1').replace('name="file"', 'name="photo"'), 'latin1');
  return { payload: Buffer.concat([text, file]), headers: photo.headers };
}
