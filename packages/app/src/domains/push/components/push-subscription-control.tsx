import { IonButton, IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Pill, type PillTone } from '@/components/ui/pill';
import type { PushSubscriptionState, PushPlatform } from '@/lib/push/push-subscription';
import { usePushTranslation } from '../push-i18n';
import { usePushSubscription } from '../use-push-subscription';
import './push-subscription-control.css';

const TONES: Record<PushSubscriptionState, PillTone> = { on: 'success', off: 'neutral', blocked: 'danger', unsupported: 'neutral' };

interface PushSubscriptionControlProps {
  className?: string;
  /** The browser's push parts (tests pass their own). */
  platform?: PushPlatform;
}

/** Whether this browser shows push notifications (on, off, blocked), with the button that turns them on. */
export function PushSubscriptionControl({ className, platform }: PushSubscriptionControlProps) {
  const { t } = usePushTranslation();
  const { state, isTurningOn, failure, turnOn } = usePushSubscription(platform);
  const titleId = useId();
  return (
    <Card className={`push-subscription${className ? ` ${className}` : ''}`} aria-labelledby={titleId} data-testid="push-subscription">
      <div className="push-subscription__head">
        <h2 id={titleId}>{t('subscription.title')}</h2>
        {state && <Pill tone={TONES[state]}>{t(`subscription.stateLabel.${state}`)}</Pill>}
      </div>
      <p className="push-subscription__state" role="status">
        {state ? t(`subscription.state.${state}`) : t('subscription.checking')}
      </p>
      {failure && (
        <p className="push-subscription__failure" role="alert">
          {t(`subscription.failure.${failure}`)}
        </p>
      )}
      {state === 'off' && (
        <IonButton onClick={() => void turnOn()} disabled={isTurningOn}>
          <IonIcon slot="start" icon={notificationsOutline} aria-hidden="true" />
          {isTurningOn ? t('subscription.turningOn') : t('subscription.turnOn')}
        </IonButton>
      )}
    </Card>
  );
}
