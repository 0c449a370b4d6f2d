/** Guests rate their stay, its guide or the app; staff read the ratings, leaderboards and the sales challenge. Owns `ratings`. */
import type { AppModule } from '../../http/app-module';
import { registerGuestRatingRoutes } from './guest-routes';
import { createRatingService } from './service';
import { registerStaffRatingRoutes } from './staff-routes';
import { createStaffRatingService } from './staff-service';

export const ratingModule: AppModule = {
  name: 'rating',
  register(app, { db }) {
    registerGuestRatingRoutes(app, createRatingService({ db }));
    registerStaffRatingRoutes(app, createStaffRatingService({ db }));
  },
};

export { upsertRating } from './repository';
export { ratingsBulkTable } from './bulk-tables';
