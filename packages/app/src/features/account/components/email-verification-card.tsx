import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { checkmarkCircle, mailUnreadOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { useEmailVerification, useSendVerification } from '@/domains/account/use-email-verification';
import { useAccountTranslation } from '../i18n';

/** The account's email, whether it is verified (GET checkVerification), and Send verification while it is not. */
export function EmailVerificationCard({ email }: { email: string }) {
  const { t } = useAccountTranslation();
  const verification = useEmailVerification();
  const send = useSendVerification();
  const message = verification.data?.message;
  const isSent = send.data?.message === 'SENT';

  return (
    <Card className="account-card" aria-labelledby="account-email-title">
      <h2 id="account-email-title" className="account-card__title">
        {t('profile.email.title')}
      </h2>
      <div className="account-email">
        <span className="account-email__address">{email}</span>
        {message === 'VERIFIED' ? (
          <span className="account-chip account-chip--ok">
            <IonIcon icon={checkmarkCircle} aria-hidden="true" />
            {t('profile.email.verified')}
          </span>
        ) : message === 'NOT_VERIFIED' ? (
          <span className="account-chip">{t('profile.email.notVerified')}</span>
        ) : (
          <span className="account-chip" aria-busy={verification.isPending}>
            {t('profile.email.checking')}
          </span>
        )}
      </div>
      {message === 'NOT_VERIFIED' &&
        (isSent ? (
          <p className="account-card__note" role="status">
            {t('profile.email.sent')}
          </p>
        ) : (
          <>
            <p className="account-card__note">{t('profile.email.explain')}</p>
            <IonButton size="small" fill="outline" disabled={send.isPending} onClick={() => send.mutate()}>
              {send.isPending ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={mailUnreadOutline} aria-hidden="true" />}
              {send.isPending ? t('profile.email.sending') : t('profile.email.send')}
            </IonButton>
          </>
        ))}
    </Card>
  );
}
