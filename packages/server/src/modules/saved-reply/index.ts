/**
 * Saved replies staff insert into chats, one text per language with variables the composer fills: shared ones of a
 * location (curated by management) and every staff member's own. Owns `saved_replies`.
 */
import type { AppModule } from '../../http/app-module';
import { registerSavedReplyRoutes } from './routes';
import { createSavedReplyService } from './service';

export const savedReplyModule: AppModule = {
  name: 'saved-reply',
  register(app, { db }) {
    registerSavedReplyRoutes(app, createSavedReplyService({ db }));
  },
};

export { findSavedReplyIds, insertSavedReply } from './repository';
