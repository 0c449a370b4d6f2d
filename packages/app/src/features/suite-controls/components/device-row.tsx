import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { Device } from '@stay/contract';
import { refreshOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useSuiteControlsTranslation } from '../i18n';
import { ageOf, type HonestState } from '../honest-state';
import { useRefreshDevice } from '@/domains/suite/use-refresh-device';
import { Phrases, phrasesOf } from '@/components/ui/phrases';
import { Tile } from '@/components/ui/tile';

export type StateTone = 'good' | 'attention' | 'danger' | 'muted';

interface DeviceRowProps {
  device: Device;
  state: HonestState;
  now: Date;
  /** The state in words: "Locked", "On · 60%", "State unknown". */
  stateText: string;
  tone: StateTone;
  /** A command of this device is on its way. */
  isSending: boolean;
  /** Outside the controls window nothing can be sent or refreshed. */
  isDisabled: boolean;
  icon: string;
  children: ReactNode;
}

/** One device: its name, its honest state and age, a refresh button, and its controls. */
export function DeviceRow({ device, state, now, stateText, tone, isSending, isDisabled, icon, children }: DeviceRowProps) {
  const { t, i18n } = useSuiteControlsTranslation();
  const refresh = useRefreshDevice(device._id);
  const isBusy = isSending || refresh.isPending;
  const hint = hintOf(state.status);
  const labelId = `device-${device._id}-name`;

  return (
    <li className={`device device--${tone}`} aria-labelledby={labelId} aria-busy={isBusy}>
      <div className="device__head">
        <Tile icon={icon} size="sm" />
        <div className="device__text">
          <p id={labelId} className="device__name">
            {device.name}
          </p>
          <p className="device__state" data-testid={`state-${device._id}`}>
            <span className={`device__dot device__dot--${tone}`} aria-hidden="true" />
            <Phrases items={phrasesOf(stateText)} />
          </p>
          {state.status !== 'outside' && (
            <p className="device__age">
              {state.updatedAt ? t('suiteControls.updated', { age: ageOf(state.updatedAt, now, i18n.language) }) : t('suiteControls.neverReported')}
            </p>
          )}
        </div>
        <IonButton
          fill="clear"
          size="small"
          className="device__refresh"
          disabled={isDisabled || isBusy}
          aria-label={t('suiteControls.actions.refresh', { name: device.name })}
          onClick={() => refresh.mutate()}
        >
          {refresh.isPending ? <IonSpinner aria-hidden="true" /> : <IonIcon slot="icon-only" icon={refreshOutline} aria-hidden="true" />}
        </IonButton>
      </div>
      {hint && <p className="device__hint">{t(`suiteControls.hints.${hint}`)}</p>}
      <div className="device__controls">{children}</div>
      <p className="device__progress" aria-live="polite">
        {isSending ? t('suiteControls.sending') : refresh.isPending ? t('suiteControls.asking') : ''}
      </p>
    </li>
  );
}

function hintOf(status: HonestState['status']): 'jammed' | 'unknown' | 'unavailable' | null {
  if (status === 'jammed' || status === 'unknown' || status === 'unavailable') return status;
  return null;
}
