/** The demo door of the built-in demo area. Owns no table. */
import type { AppModule } from '../../http/app-module';
import { registerGuestDemoRoutes } from './guest-routes';
import { createDemoService } from './service';

export const demoModule: AppModule = {
  name: 'demo',
  register: (app, { db }) => registerGuestDemoRoutes(app, createDemoService({ db })),
};
