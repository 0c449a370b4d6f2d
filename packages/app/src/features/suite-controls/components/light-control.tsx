import { IonButton, IonIcon } from '@ionic/react';
import { BRIGHTNESS_RANGE, type Device, type LightValue } from '@stay/contract';
import { addOutline, bulbOutline, removeOutline } from 'ionicons/icons';
import { useSuiteControlsTranslation } from '../i18n';
import { useDeviceCommand } from '../use-device-command';
import { honestStateOf } from '../honest-state';
import { mutedState, PowerButtons } from './climate-control';
import { DeviceRow, type StateTone } from './device-row';

type LightDevice = Extract<Device, { type: 'LIGHT' }>;

const BRIGHTNESS_STEP = 20;
const clamp = (value: number) => Math.min(BRIGHTNESS_RANGE.max, Math.max(BRIGHTNESS_RANGE.min + 10, value));

export function LightControl({ device, now, isDisabled }: { device: LightDevice; now: Date; isDisabled: boolean }) {
  const { t } = useSuiteControlsTranslation();
  const control = useDeviceCommand(device);
  const state = honestStateOf(device, now);
  const value = state.status === 'ok' ? (state.value as LightValue) : null;
  const canSend = !isDisabled && state.status !== 'unavailable' && !control.isPending;

  let text: string;
  let tone: StateTone = 'good';
  if (value) {
    text = value.on ? t('suiteControls.light.on', { brightness: value.brightness }) : t('suiteControls.light.off');
    if (!value.on) tone = 'muted';
  } else {
    ({ text, tone } = mutedState(state.status, t));
  }

  const setBrightness = (brightness: number) => control.send({ command: 'SET_LIGHT', on: true, brightness: clamp(brightness) });
  const canDim = canSend && value !== null && value.on;

  return (
    <DeviceRow device={device} state={state} now={now} stateText={text} tone={tone} isSending={control.isPending} isDisabled={isDisabled} icon={bulbOutline}>
      <div className="device__stepper">
        <IonButton fill="outline" disabled={!canDim || value.brightness <= BRIGHTNESS_RANGE.min + 10} aria-label={t('suiteControls.actions.dimmer', { name: device.name })} onClick={() => value && setBrightness(value.brightness - BRIGHTNESS_STEP)}>
          <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
        </IonButton>
        <span className="device__setpoint" aria-hidden="true">
          {value?.on ? `${value.brightness}%` : '–'}
        </span>
        <IonButton fill="outline" disabled={!canDim || value.brightness >= BRIGHTNESS_RANGE.max} aria-label={t('suiteControls.actions.brighter', { name: device.name })} onClick={() => value && setBrightness(value.brightness + BRIGHTNESS_STEP)}>
          <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
        </IonButton>
      </div>
      <PowerButtons on={value?.on} canSend={canSend} name={device.name} onPower={(on) => control.send({ command: 'SET_LIGHT', on })} />
    </DeviceRow>
  );
}
