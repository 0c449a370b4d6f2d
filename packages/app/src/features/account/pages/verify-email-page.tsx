import { IonButton, IonSpinner } from '@ionic/react';
import { landingPathFor } from '@stay/contract';
import { alertCircleOutline, checkmarkCircleOutline, mailOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/ui/empty-state';
import { useVerifyEmail } from '@/domains/account/use-email-verification';
import { paths } from '@/lib/navigation/paths';
import { sessionViewOf } from '@/lib/session/session-view';
import { useSession } from '@/lib/session/use-session';
import { useAccountTranslation } from '../i18n';
import { profilePathFor } from '../profile-path';
import '../account.css';

/** /verify-email?token=…: the mailed link. Verifies once on opening and says how it went. */
export function VerifyEmailPage() {
  const { t } = useAccountTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const verify = useVerifyEmail();
  const session = useSession();
  const view = sessionViewOf(session);
  // The token is single use: React's development double effect must not spend it twice.
  const sentFor = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const onward = view ? (
    <div className="account__actions">
      <IonButton routerLink={landingPathFor(view)} routerDirection="root">
        {t('verify.continue')}
      </IonButton>
      <IonButton fill="outline" routerLink={profilePathFor(view.role)}>
        {t('verify.toProfile')}
      </IonButton>
    </div>
  ) : (
    <IonButton routerLink={paths.login} routerDirection="root">
      {t('verify.signIn')}
    </IonButton>
  );

  return (
    <AppPage title={t('verify.title')}>
      <div className="account">
        {!token ? (
          <EmptyState icon={alertCircleOutline} title={t('verify.missingTitle')} titleAs="h2" size="page" tone="danger" role="alert">
            <p>{t('verify.missingBody')}</p>
            {onward}
          </EmptyState>
        ) : verify.isSuccess ? (
          <EmptyState icon={checkmarkCircleOutline} title={t('verify.verifiedTitle')} titleAs="h2" size="page" role="status">
            <p>{t('verify.verifiedBody')}</p>
            {onward}
          </EmptyState>
        ) : verify.isError ? (
          <EmptyState icon={alertCircleOutline} title={t('verify.failedTitle')} titleAs="h2" size="page" tone="danger" role="alert">
            <p>{t('verify.failedBody')}</p>
            {onward}
          </EmptyState>
        ) : (
          <EmptyState icon={mailOutline} title={t('verify.verifying')} titleAs="h2" size="page" role="status">
            <IonSpinner aria-hidden="true" />
          </EmptyState>
        )}
      </div>
    </AppPage>
  );
}
