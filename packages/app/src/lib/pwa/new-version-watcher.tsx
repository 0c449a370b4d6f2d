import { useIonAlert } from '@ionic/react';
import { RELOAD_AFTER_UPDATE_ALERT_MS } from '@stay/contract';
import { useEffect } from 'react';
import { useLatest } from '@/lib/hooks/use-latest';
import { paths } from '@/lib/navigation/paths';
import { useServices } from '@/lib/services/services-context';
import { CURRENT_BUILD_ID, DEV_BUILD_ID, VERSION_FILE_PATH } from './build-id';
import { usePwaTranslation } from './pwa-i18n';
import { updateServiceWorker } from './service-worker';
import { fetchServedBuildId, watchForNewVersion } from './version-check';

interface NewVersionWatcherProps {
  /** The running bundle's build id; `dev` never asks to update. */
  buildId?: string;
  /** Reloads the page (tests pass a spy). */
  reload?: () => void;
}

/**
 * While the page is visible, checks every 60000 ms whether a newer build is served. When one is: the alert
 * that a new version is available and is being installed, the service worker fetches the new build, the app
 * goes to /login and reloads after 500 ms.
 */
export function NewVersionWatcher({ buildId = CURRENT_BUILD_ID, reload = () => window.location.reload() }: NewVersionWatcherProps) {
  const { navigation } = useServices();
  const [presentAlert] = useIonAlert();
  const { t } = usePwaTranslation();
  const onNewVersion = useLatest(() => {
    void presentAlert({ header: t('newVersion.header'), message: t('newVersion.message'), backdropDismiss: false });
    void updateServiceWorker();
    navigation.navigate(paths.login, { replace: true });
    setTimeout(reload, RELOAD_AFTER_UPDATE_ALERT_MS);
  });

  useEffect(() => {
    if (buildId === DEV_BUILD_ID) return undefined;
    return watchForNewVersion({
      currentBuildId: buildId,
      fetchServedBuildId: () => fetchServedBuildId((input, init) => globalThis.fetch(input, init), VERSION_FILE_PATH),
      isVisible: () => document.visibilityState === 'visible',
      onVisibilityChange(listener) {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
      onNewVersion: () => onNewVersion.current(),
    });
  }, [buildId, onNewVersion]);

  return null;
}
