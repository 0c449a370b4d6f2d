import { useEffect } from 'react';
import { AppBadgeSync } from '@/lib/push/app-badge-sync';
import { PushOpeningBridge } from '@/lib/push/push-opening-bridge';
import { NewVersionWatcher } from './new-version-watcher';
import { registerServiceWorker } from './service-worker';

/**
 * What the installed app does beside its screens, loaded once the page has loaded: registers the service worker,
 * watches for a new version, opens tapped push notifications and keeps the icon's badge at the unread total.
 * Mount inside the router and the realtime provider.
 */
export function PwaRuntime() {
  useEffect(() => {
    registerServiceWorker().catch((error: unknown) => console.warn('Service worker registration failed', error));
  }, []);
  return (
    <>
      <NewVersionWatcher />
      <PushOpeningBridge />
      <AppBadgeSync />
    </>
  );
}
