import { NOTIFICATION_OBJECT_TYPES, type NotificationObjectType, type NotificationSettings } from '@stay/contract';
import { useNotificationSettingsTranslation } from '../i18n';
import { IonToggle } from './ion-toggle';

interface NotificationTypeTogglesProps {
  settings: NotificationSettings;
  onChange(type: NotificationObjectType, isOn: boolean): void;
}

/** One switch per notification type, each with what it is about. */
export function NotificationTypeToggles({ settings, onChange }: NotificationTypeTogglesProps) {
  const { t } = useNotificationSettingsTranslation();
  return (
    <ul className="notification-settings__types">
      {NOTIFICATION_OBJECT_TYPES.map((type) => {
        const hintId = `notification-type-hint-${type}`;
        return (
          <li key={type} className="notification-settings__type">
            <IonToggle
              checked={settings.types[type]}
              onIonChange={(event) => onChange(type, event.detail.checked)}
              justify="space-between"
              aria-describedby={hintId}
            >
              <span className="notification-settings__label">{t(`types.${type}.label`)}</span>
            </IonToggle>
            <p id={hintId} className="notification-settings__hint">
              {t(`types.${type}.hint`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
