import { IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline, refreshOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LOGIN_PATH, OFFLINE_PATH, type OfflineState } from '@/lib/navigation/paths';
import { useStatusPagesTranslation } from '../i18n';

/** §8: status 0 or 504 lands here. "Try again" reloads what is on screen and returns to where the person was. */
export function OfflinePage() {
  const { t } = useStatusPagesTranslation();
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
      <EmptyState size="page" titleAs="h2" icon={cloudOfflineOutline} title={t('offline.heading')}>
        <p>{t('offline.body')}</p>
        <IonButton onClick={tryAgain}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('offline.retry')}
        </IonButton>
      </EmptyState>
    </AppPage>
  );
}
