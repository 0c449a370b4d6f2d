import { IonButton } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LOGIN_PATH } from '@/lib/navigation/paths';
import { useStatusPagesTranslation } from '../i18n';

/** Any path the route table does not know. /login forwards a signed-in person to their landing page. */
export function NotFoundPage() {
  const { t } = useStatusPagesTranslation();
  return (
    <AppPage title={t('notFound.title')}>
      <EmptyState size="page" titleAs="h2" icon={compassOutline} title={t('notFound.heading')}>
        <p>{t('notFound.body')}</p>
        <IonButton routerLink={LOGIN_PATH} routerDirection="root">
          {t('notFound.back')}
        </IonButton>
      </EmptyState>
    </AppPage>
  );
}
