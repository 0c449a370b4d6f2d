import { useIonAlert } from '@ionic/react';
import { useCallback } from 'react';
import { useEmergencyPhone } from '@/lib/session/use-session';
import { useAccountTranslation } from './i18n';

/**
 * The failure alerts of unlinking and removing: the header, 'Please contact the provider at' the support phone, and
 * the buttons Cancel and Call (which dials the phone).
 */
export function useContactAlert() {
  const { t } = useAccountTranslation();
  const phone = useEmergencyPhone();
  const [presentAlert] = useIonAlert();
  return useCallback(
    (header: string) =>
      presentAlert({
        header,
        message: `${t('contact.prompt')} ${phone.label}`,
        buttons: [
          { text: t('common.cancel'), role: 'cancel' },
          {
            text: t('contact.call'),
            handler: () => {
              window.location.assign(phone.href);
            },
          },
        ],
      }),
    [presentAlert, phone, t],
  );
}
