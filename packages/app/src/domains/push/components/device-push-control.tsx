import { IonButton, IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Pill, type PillTone } from '@/components/ui/pill';
import type { DevicePushState, PushPlatform } from '@/lib/push/push-subscription';
import { usePushTranslation } from '../push-i18n';
import { useDevicePush } from '../use-device-push';
import './device-push-control.css';

const TONES: Record<DevicePushState, PillTone> = { on: 'success', off: 'neutral', blocked: 'danger', unsupported: 'neutral' };

interface DevicePushControlProps {
  className?: string;
  /** The browser's push parts (tests pass their own). */
  platform?: PushPlatform;
}

/** Whether this device shows push notifications (on, off, blocked), with the button that turns them on. */
export function DevicePushControl({ className, platform }: DevicePushControlProps) {
  const { t } = usePushTranslation();
  const { state, isTurningOn, turnOn } = useDevicePush(platform);
  const titleId = useId();
  return (
    <Card className={`device-push${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-testid="device-push">
      <div className="device-push__head">
        <h2 id={titleId}>{t('device.title')}</h2>
        {state && <Pill tone={TONES[state]}>{t(`device.stateLabel.${state}`)}</Pill>}
      </div>
      <p className="device-push__state" role="status">
        {state ? t(`device.state.${state}`) : t('device.checking')}
      </p>
      {state === 'off' && (
        <IonButton onClick={() => void turnOn()} disabled={isTurningOn}>
          <IonIcon slot="start" icon={notificationsOutline} aria-hidden="true" />
          {isTurningOn ? t('device.turningOn') : t('device.turnOn')}
        </IonButton>
      )}
    </Card>
  );
}
