import { IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline, refreshOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { LOGIN_PATH, OFFLINE_PATH, type OfflineState } from '@/lib/navigation/paths';

/** §8: status 0 or 504 lands here. "Try again" reloads what is on screen and returns to where the person was. */
export function OfflinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useLocation().state as Partial<OfflineState> | null;
  const from = state?.from && state.from !== OFFLINE_PATH ? state.from : LOGIN_PATH;

  function tryAgain() {
    void queryClient.invalidateQueries();
    navigate(from, { replace: true });
  }

  return (
    <AppPage title={t('offline.title')}>
      <section className="status">
        <IonIcon className="status__icon" icon={cloudOfflineOutline} aria-hidden="true" />
        <h2>{t('offline.heading')}</h2>
        <p>{t('offline.body')}</p>
        <IonButton onClick={tryAgain}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('offline.retry')}
        </IonButton>
      </section>
    </AppPage>
  );
}
