/**
 * Announcements and policies of each location: management writes them (chapters of sanitised HTML in English and
 * Dutch) and publishes them; guests read them and accept policies, each acceptance logged with its version, time and
 * reservation. Owns `announcements`, `announcement_chapters` and `announcement_acceptances`.
 */
import type { AppModule } from '../../http/app-module';
import { registerAnnouncementRoutes } from './routes';
import { createAnnouncementService } from './service';

export const announcementModule: AppModule = {
  name: 'announcement',
  register(app, { db, push }) {
    registerAnnouncementRoutes(app, createAnnouncementService({ db, push, log: app.log }));
  },
};

export {
  findAnnouncements,
  insertAcceptance as insertAnnouncementAcceptance,
  insertAnnouncement,
  replaceChapters as replaceAnnouncementChapters,
} from './repository';
