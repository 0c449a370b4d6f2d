import { useIonAlert, useIonToast } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '@/lib/services/services-context';
import { localizeError } from './error-text';
import { alertOptionsFor, toastOptionsFor } from './overlay-options';

/** Shows what the HTTP client reports as Ionic toasts and alerts, in the person's language. Mount once at the root. */
export function ErrorPresenter() {
  const { errors, session } = useServices();
  const [presentToast] = useIonToast();
  const [presentAlert] = useIonAlert();
  const { t } = useTranslation('errors');
  const okLabel = t('common.ok');

  useEffect(
    () =>
      errors.subscribe((reported) => {
        const error = localizeError(t, reported, session.emergencyPhone().label);
        if (error.kind === 'toast') void presentToast(toastOptionsFor(error));
        else void presentAlert(alertOptionsFor(error, okLabel));
      }),
    [errors, session, presentToast, presentAlert, okLabel, t],
  );
  return null;
}
