import { NOTIFICATION_OBJECT_TYPES, type NotificationObjectType, type NotificationSettings } from '@stay/contract';
import { useNotificationSettingsTranslation } from '../i18n';

interface NotificationTypeTogglesProps {
  settings: NotificationSettings;
  onChange(type: NotificationObjectType, isOn: boolean): void;
}

/** One switch per notification type (a native checkbox with the switch role), each with what it is about. */
export function NotificationTypeToggles({ settings, onChange }: NotificationTypeTogglesProps) {
  const { t } = useNotificationSettingsTranslation();
  return (
    <ul className="notification-settings__types">
      {NOTIFICATION_OBJECT_TYPES.map((type) => {
        const hintId = `notification-type-hint-${type}`;
        return (
          <li key={type} className="notification-settings__type">
            <label className="notification-settings__switch">
              <span className="notification-settings__label">{t(`types.${type}.label`)}</span>
              <input
                type="checkbox"
                role="switch"
                checked={settings.types[type]}
                onChange={(event) => onChange(type, event.currentTarget.checked)}
                aria-describedby={hintId}
              />
            </label>
            <p id={hintId} className="notification-settings__hint">
              {t(`types.${type}.hint`)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
