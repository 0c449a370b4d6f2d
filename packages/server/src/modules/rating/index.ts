/** Guests rate their stay, its guide or the app. Owns `ratings`. */
import type { AppModule } from '../../http/app-module';
import { registerGuestRatingRoutes } from './guest-routes';
import { createRatingService } from './service';

export const ratingModule: AppModule = {
  name: 'rating',
  register: (app, { db }) => registerGuestRatingRoutes(app, createRatingService({ db })),
};
