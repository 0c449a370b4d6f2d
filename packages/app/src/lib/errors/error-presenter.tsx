import { useIonAlert, useIonToast } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services/services-context';
import { alertOptionsFor, toastOptionsFor } from './overlay-options';

/** Shows what the HTTP client reports as Ionic toasts and alerts. Mount once at the root. */
export function ErrorPresenter() {
  const { errors } = useServices();
  const [presentToast] = useIonToast();
  const [presentAlert] = useIonAlert();
  const { t } = useTranslation();
  const okLabel = t('common.ok');

  useEffect(
    () =>
      errors.subscribe((error) => {
        if (error.kind === 'toast') void presentToast(toastOptionsFor(error));
        else void presentAlert(alertOptionsFor(error, okLabel));
      }),
    [errors, presentToast, presentAlert, okLabel],
  );
  return null;
}
