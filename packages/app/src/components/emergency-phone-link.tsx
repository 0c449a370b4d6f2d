import { IonIcon } from '@ionic/react';
import { callOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useEmergencyPhone } from '@/lib/session/use-session';

/** The support contact, from the session's settings or the built-in default. */
export function EmergencyPhoneLink() {
  const { t } = useTranslation();
  const phone = useEmergencyPhone();
  return (
    <p className="emergency-phone">
      <IonIcon icon={callOutline} aria-hidden="true" />
      <span>{t('emergencyPhone.prompt')}</span>
      <a href={phone.href}>{phone.label}</a>
    </p>
  );
}
