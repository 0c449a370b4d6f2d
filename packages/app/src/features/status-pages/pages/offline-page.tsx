import { IonButton, IonIcon } from '@ionic/react';
import { cloudOfflineOutline, refreshOutline } from 'ionicons/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/ui/empty-state';
import { useHttp } from '@/lib/http/use-http';
import { LOGIN_PATH, OFFLINE_PATH, type OfflineState } from '@/lib/navigation/paths';
import { useStatusPagesTranslation } from '../i18n';
import { useServerReturn } from '../use-server-return';

/**
 * Status 0 or 504 lands here. As soon as the server answers again (checked with growing pauses, and at once
 * when the browser is back online) the person returns to where they were; "Try again" does the same at once.
 */
export function OfflinePage() {
  const { t } = useStatusPagesTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const http = useHttp();
  const location = useLocation();
  const isActive = location.pathname === OFFLINE_PATH;
  const state = location.state as Partial<OfflineState> | null;
  const from = state?.from && state.from !== OFFLINE_PATH ? state.from : LOGIN_PATH;

  function goBack() {
    void queryClient.invalidateQueries();
    navigate(from, { replace: true });
  }

  useServerReturn(isActive, () => http.isReachable(), goBack);

  return (
    <AppPage title={t('offline.title')}>
      <EmptyState size="page" titleAs="h2" icon={cloudOfflineOutline} title={t('offline.heading')}>
        <p>{t('offline.body')}</p>
        <p>{t('offline.watching')}</p>
        <IonButton onClick={goBack}>
          <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          {t('offline.retry')}
        </IonButton>
      </EmptyState>
    </AppPage>
  );
}
