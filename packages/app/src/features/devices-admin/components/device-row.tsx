import { IonButton, IonIcon } from '@ionic/react';
import { textInLanguage, type DeviceCommand, type ManagedDevice } from '@stay/contract';
import { trashOutline } from 'ionicons/icons';
import { Pill, type PillTone } from '@/components/ui/pill';
import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { stateTextOf } from '../device-state-text';
import { useDevicesAdminTranslation } from '../i18n';

/** The commands a device can be tried with, by type. */
const TESTS: Record<ManagedDevice['type'], ReadonlyArray<{ label: 'lock' | 'unlock' | 'warm' | 'off' | 'on'; command: DeviceCommand }>> = {
  LOCK: [
    { label: 'lock', command: { command: 'LOCK' } },
    { label: 'unlock', command: { command: 'UNLOCK' } },
  ],
  CLIMATE: [
    { label: 'warm', command: { command: 'SET_TEMPERATURE', value: 21 } },
    { label: 'off', command: { command: 'SET_POWER', on: false } },
  ],
  LIGHT: [
    { label: 'on', command: { command: 'SET_POWER', on: true } },
    { label: 'off', command: { command: 'SET_POWER', on: false } },
  ],
};

const STATUS_TONES: Record<ManagedDevice['state']['status'], PillTone> = { ok: 'success', jammed: 'danger', unknown: 'neutral', unavailable: 'warning' };

interface DeviceRowProps {
  device: ManagedDevice;
  isTesting: boolean;
  onTest(command: DeviceCommand): void;
  onRemove(): void;
}

/** One device of a suite: its name, type and where it is reached, its last state, a few test commands and remove. */
export function DeviceRow({ device, isTesting, onTest, onRemove }: DeviceRowProps) {
  const { t, i18n } = useDevicesAdminTranslation();
  const name = textInLanguage(device.name, appLanguageOrEnglish(i18n.language));
  const state = stateTextOf(device.type, device.state);
  const where = [t(`connectors.${device.connector}`), device.externalId, device.endpoint ? t('endpoint', { endpoint: device.endpoint }) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="devices-admin__device">
      <div className="devices-admin__device-main">
        <div className="devices-admin__device-head">
          <h4>{name}</h4>
          <Pill tone="info">{t(`types.${device.type}`)}</Pill>
          <Pill tone={STATUS_TONES[device.state.status]}>{t(state.key, state.values)}</Pill>
        </div>
        <p className="devices-admin__where">{where}</p>
      </div>
      <div className="devices-admin__device-actions" role="group" aria-label={t('test.label')}>
        {TESTS[device.type].map(({ label, command }) => (
          <IonButton
            key={label}
            fill="outline"
            size="small"
            disabled={isTesting}
            aria-label={t('test.action', { command: t(`test.${label}`), name })}
            title={t('test.action', { command: t(`test.${label}`), name })}
            onClick={() => onTest(command)}
          >
            {t(`test.${label}`)}
          </IonButton>
        ))}
        <IonButton fill="clear" size="small" color="danger" onClick={onRemove} aria-label={t('remove', { name })} title={t('remove', { name })}>
          <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
        </IonButton>
      </div>
    </li>
  );
}
