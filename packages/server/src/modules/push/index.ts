/**
 * Web Push for guests and staff: the VAPID public key, registering and removing the caller's browser subscriptions
 * (filed under PER-<guest id> / EMP-<staff id> by the platform's push port), and staff's choice per notification type
 * (the port's delivery filter). Owns `notification_opt_outs`; the subscriptions are the platform's.
 */
import type { AppModule } from '../../http/app-module';
import { registerPushRoutes } from './routes';
import { createNotificationSettingsService } from './settings-service';

export const pushModule: AppModule = {
  name: 'push',
  register(app, { db, push }) {
    const settings = createNotificationSettingsService(db);
    push.useDeliveryFilter(settings.wantsPush);
    registerPushRoutes(app, push, settings);
  },
};

export { pushAnnouncementPublished } from './announcement-push';
