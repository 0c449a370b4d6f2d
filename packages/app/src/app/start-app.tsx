import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ionicSettings } from './ionic-settings';
import { storeAccountLanguage } from '@/lib/i18n/account-language';
import { createI18n } from '@/lib/i18n/i18n';
import { applyDocumentLanguage, initialLanguage } from '@/lib/i18n/language-preference';
import { openedNotifications } from '@/lib/push/opened-notifications';
import { createAppServices, type AppServices } from '@/lib/services/create-app-services';
import type { RunningApp } from './first-view/first-view-controller';

// The base styles come with the entry (main.tsx), which the light /login shares.
import '@ionic/react/css/padding.css';
import '@ionic/react/css/flex-utils.css';

/** Starts the whole app in `root`, on the address the browser shows. */
export function startApp(root: HTMLElement): RunningApp {
  setupIonicReact(ionicSettings());

  // A tapped push notification may have opened the app: read it before the router reads the address.
  openedNotifications.collect(window);

  // Login resets orders, loads the chat, registers this device for push and stores the device's language on the
  // account; logout unregisters push first (the heavier hooks loaded on demand, so /login does not carry their code).
  const services: AppServices = createAppServices({
    signingOutHooks: [() => import('@/lib/push/push-subscription').then(({ unregisterPushBeforeSignOut }) => unregisterPushBeforeSignOut(services.http))],
    signedInHooks: [
      () => import('@/domains/order/reset-orders').then(({ resetOrdersAfterSignIn }) => resetOrdersAfterSignIn(services.queryClient)),
      (auth) => import('@/domains/chat/live/load-chat').then(({ loadChatAfterSignIn }) => loadChatAfterSignIn(services, auth)),
      () => import('@/lib/push/push-subscription').then(({ registerPushAfterSignIn }) => registerPushAfterSignIn(services.http)),
      // The language chosen on this device (on the sign-in page, say) becomes the account's, for mails and push.
      (auth) => storeAccountLanguage(services.http, auth.role, initialLanguage(window.localStorage)),
    ],
  });

  const language = initialLanguage(window.localStorage);
  applyDocumentLanguage(language);

  createRoot(root).render(
    <StrictMode>
      <App services={services} i18n={createI18n(language)} />
    </StrictMode>,
  );
  return { logout: () => services.auth.logout() };
}
