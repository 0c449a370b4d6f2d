/**
 * Web links of each location in categories (faq, gem — local tips — and other): staff read and share them into
 * chats (each share logged with its chat message), editors keep them, guests read the faq and gem links in their
 * language. Owns `weblink_categories`, `weblinks` and `weblink_shares`.
 */
import type { AppModule } from '../../http/app-module';
import { registerWeblinkRoutes } from './routes';
import { createWeblinkService } from './service';

export const weblinkModule: AppModule = {
  name: 'weblink',
  register(app, { db }) {
    registerWeblinkRoutes(app, createWeblinkService({ db }));
  },
};

export { findCategories as findWeblinkCategories, findWeblinks, insertCategory as insertWeblinkCategory, insertWeblink } from './repository';
