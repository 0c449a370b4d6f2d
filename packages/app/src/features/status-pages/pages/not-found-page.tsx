import { IonButton, IonIcon } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { LOGIN_PATH } from '@/lib/navigation/paths';

/** Any path the route table does not know. /login forwards a signed-in person to their landing page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('notFound.title')}>
      <section className="status">
        <IonIcon className="status__icon" icon={compassOutline} aria-hidden="true" />
        <h2>{t('notFound.heading')}</h2>
        <p>{t('notFound.body')}</p>
        <IonButton routerLink={LOGIN_PATH} routerDirection="root">
          {t('notFound.back')}
        </IonButton>
      </section>
    </AppPage>
  );
}
