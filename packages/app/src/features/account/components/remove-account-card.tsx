import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { useRemoveAccount } from '@/domains/account/use-remove-account';
import { useLoading } from '@/lib/loading/use-loading';
import { useAccountTranslation } from '../i18n';
import { useContactAlert } from '../use-contact-alert';

/** Remove account: confirm first; on failure the contact alert with Cancel and Call; on success the app forgets everything. */
export function RemoveAccountCard() {
  const { t } = useAccountTranslation();
  const [presentAlert] = useIonAlert();
  const showContactAlert = useContactAlert();
  const withLoading = useLoading();
  const remove = useRemoveAccount();

  async function removeAccount() {
    try {
      await withLoading(() => remove.mutateAsync(), t('profile.remove.removing'));
    } catch {
      void showContactAlert(t('profile.remove.failedHeader'));
    }
  }

  function confirm() {
    void presentAlert({
      header: t('profile.remove.confirmHeader'),
      message: t('profile.remove.confirmMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('profile.remove.confirm'), role: 'destructive', handler: () => void removeAccount() },
      ],
    });
  }

  return (
    <Card className="account-card account-card--danger" aria-labelledby="account-remove-title">
      <h2 id="account-remove-title" className="account-card__title">
        {t('profile.remove.title')}
      </h2>
      <p className="account-card__note">{t('profile.remove.explain')}</p>
      <IonButton color="danger" fill="outline" disabled={remove.isPending} onClick={confirm}>
        <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
        {t('profile.remove.button')}
      </IonButton>
    </Card>
  );
}
