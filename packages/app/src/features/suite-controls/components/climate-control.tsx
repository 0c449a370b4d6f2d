import { IonButton, IonIcon } from '@ionic/react';
import { TEMPERATURE_RANGE, clampToTemperatureRange, type ClimateValue, type Device, type TemperatureRange } from '@stay/contract';
import { addOutline, powerOutline, removeOutline, thermometerOutline } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import { useSuiteControlsTranslation } from '../i18n';
import { useDeviceCommand } from '../use-device-command';
import { honestStateOf } from '../honest-state';
import { DeviceRow, type StateTone } from './device-row';

type ClimateDevice = Extract<Device, { type: 'CLIMATE' }>;

interface ClimateControlProps {
  device: ClimateDevice;
  now: Date;
  isDisabled: boolean;
  /** The range the location lets guests set; the device's own range where the server names none. */
  range?: TemperatureRange | undefined;
}

export function ClimateControl({ device, now, isDisabled, range }: ClimateControlProps) {
  const limits = range ?? TEMPERATURE_RANGE;
  const { t, i18n } = useSuiteControlsTranslation();
  const control = useDeviceCommand(device);
  const state = honestStateOf(device, now);
  const value = state.status === 'ok' ? (state.value as ClimateValue) : null;
  const canSend = !isDisabled && state.status !== 'unavailable' && !control.isPending;
  const degrees = (celsius: number) =>
    t('suiteControls.climate.degrees', { value: new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(celsius) });

  let text: string;
  let tone: StateTone = 'good';
  if (value) {
    text = value.on ? t('suiteControls.climate.on', { target: degrees(value.targetTemperature) }) : t('suiteControls.climate.off');
    if (value.currentTemperature !== null) text += ` · ${t('suiteControls.climate.measured', { value: degrees(value.currentTemperature) })}`;
  } else {
    ({ text, tone } = mutedState(state.status, t));
  }

  const setTarget = (target: number) => control.send({ command: 'SET_TEMPERATURE', value: clampToTemperatureRange(target, limits) });

  return (
    <DeviceRow device={device} state={state} now={now} stateText={text} tone={tone} isSending={control.isPending} isDisabled={isDisabled} icon={thermometerOutline}>
      <div className="device__stepper">
        <IonButton
          fill="outline"
          disabled={!canSend || !value || value.targetTemperature <= limits.min}
          aria-label={t('suiteControls.actions.cooler', { name: device.name })}
          onClick={() => value && setTarget(value.targetTemperature - TEMPERATURE_RANGE.step)}
        >
          <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
        </IonButton>
        <span className="device__setpoint" aria-hidden="true">
          {value ? degrees(value.targetTemperature) : '–'}
        </span>
        <IonButton
          fill="outline"
          disabled={!canSend || !value || value.targetTemperature >= limits.max}
          aria-label={t('suiteControls.actions.warmer', { name: device.name })}
          onClick={() => value && setTarget(value.targetTemperature + TEMPERATURE_RANGE.step)}
        >
          <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
        </IonButton>
      </div>
      {range && <span className="device__range">{t('suiteControls.climate.range', { min: degrees(range.min), max: degrees(range.max) })}</span>}
      <PowerButtons on={value?.on} canSend={canSend} name={device.name} onPower={(on) => control.send({ command: 'SET_POWER', on })} />
    </DeviceRow>
  );
}

/** One button when the state is known (the opposite action), both when it is not. */
export function PowerButtons({ on, canSend, name, onPower }: { on: boolean | undefined; canSend: boolean; name: string; onPower: (on: boolean) => void }) {
  const { t } = useSuiteControlsTranslation();
  const choices = on === undefined ? [true, false] : [!on];
  return (
    <span className="device__power">
      {choices.map((target) => (
        <IonButton
          key={String(target)}
          fill="solid"
          disabled={!canSend}
          aria-label={t(target ? 'suiteControls.actions.turnOn' : 'suiteControls.actions.turnOff', { name })}
          onClick={() => onPower(target)}
        >
          <IonIcon slot="start" icon={powerOutline} aria-hidden="true" />
          {target ? t('suiteControls.turnOn') : t('suiteControls.turnOff')}
        </IonButton>
      ))}
    </span>
  );
}

export function mutedState(status: string, t: TFunction<'suiteControls'>): { text: string; tone: StateTone } {
  if (status === 'jammed') return { text: t('suiteControls.states.jammed'), tone: 'danger' };
  if (status === 'unavailable') return { text: t('suiteControls.states.unavailable'), tone: 'muted' };
  if (status === 'outside') return { text: t('suiteControls.states.outside'), tone: 'muted' };
  return { text: t('suiteControls.states.unknown'), tone: 'muted' };
}
