import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Device, LockValue } from '@stay/contract';
import { keyOutline, lockClosedOutline, lockOpenOutline } from 'ionicons/icons';
import type { TFunction } from 'i18next';
import { useSuiteControlsTranslation } from '../i18n';
import { useDeviceCommand } from '../use-device-command';
import { honestStateOf } from '../honest-state';
import { DeviceRow, type StateTone } from './device-row';

type LockDevice = Extract<Device, { type: 'LOCK' }>;

export function LockControl({ device, now, isDisabled }: { device: LockDevice; now: Date; isDisabled: boolean }) {
  const { t } = useSuiteControlsTranslation();
  const control = useDeviceCommand(device);
  const state = honestStateOf(device, now);
  const value = state.status === 'ok' ? (state.value as LockValue) : null;
  const { text, tone } = describeLock(state.status, value, t);
  const canSend = !isDisabled && state.status !== 'unavailable' && !control.isPending;
  const pending = control.isPending ? control.variables?.command : undefined;

  return (
    <DeviceRow device={device} state={state} now={now} stateText={text} tone={tone} isSending={control.isPending} isDisabled={isDisabled} icon={keyOutline}>
      <IonButton
        fill={value === 'LOCKED' ? 'outline' : 'solid'}
        disabled={!canSend}
        aria-label={t('suiteControls.actions.lock', { name: device.name })}
        onClick={() => control.send({ command: 'LOCK' })}
      >
        {pending === 'LOCK' ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={lockClosedOutline} aria-hidden="true" />}
        {t('suiteControls.lock.lock')}
      </IonButton>
      <IonButton
        fill={value === 'UNLOCKED' ? 'outline' : 'solid'}
        disabled={!canSend}
        aria-label={t('suiteControls.actions.unlock', { name: device.name })}
        onClick={() => control.send({ command: 'UNLOCK' })}
      >
        {pending === 'UNLOCK' ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={lockOpenOutline} aria-hidden="true" />}
        {t('suiteControls.lock.unlock')}
      </IonButton>
    </DeviceRow>
  );
}

function describeLock(status: string, value: LockValue | null, t: TFunction<'suiteControls'>): { text: string; tone: StateTone } {
  if (value === 'LOCKED') return { text: t('suiteControls.lock.locked'), tone: 'good' };
  if (value === 'UNLOCKED') return { text: t('suiteControls.lock.unlocked'), tone: 'attention' };
  if (status === 'jammed') return { text: t('suiteControls.states.jammed'), tone: 'danger' };
  if (status === 'unavailable') return { text: t('suiteControls.states.unavailable'), tone: 'muted' };
  if (status === 'outside') return { text: t('suiteControls.states.outside'), tone: 'muted' };
  return { text: t('suiteControls.states.unknown'), tone: 'muted' };
}
