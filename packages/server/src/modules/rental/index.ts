/**
 * Bike rentals from the rental partner: rentals are created when an order with bike deliveries is placed, and the
 * reservation's guests unlock, lock, check and end them and report damage through the partner calls. Owns
 * `rentals` and `rental_damage_reports`. Imports nothing from the reservation or order modules: the guest's
 * current reservation comes from the caller.
 */
import type { AppModule } from '../../http/app-module';
import { registerRentalRoutes } from './routes';

export const rentalModule: AppModule = {
  name: 'rental',
  async register(app, platform) {
    await registerRentalRoutes(app, platform);
  },
};

export { createRentalsForPlacedOrder, rentalsFromJson } from './placement';
export { rentalsJsonOf } from './repository';
