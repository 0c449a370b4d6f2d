import { IonButton, IonIcon } from '@ionic/react';
import type { SelfCheckOut } from '@stay/contract';
import { exitOutline, lockClosedOutline } from 'ionicons/icons';
import { useState } from 'react';
import { InfoCard } from '@/components/info-card';
import { useSelfCheckOut } from '@/domains/check-out/use-self-check-out';
import { useNow } from '@/lib/hooks/use-now';
import { formatTime } from '@/lib/time/format';
import { useSelfCheckOutTranslation } from '../i18n';
import { CheckOutSheet } from './check-out-sheet';
import '../self-check-out.css';

const CLOCK_INTERVAL_MS = 60_000;

/**
 * On the guest home from the morning of the departure day: the departure time and the check-out button; after the
 * check-out, when it was and until when the door opens for forgotten items. Nothing on other days.
 */
export function CheckOutCard({ timeZone }: { timeZone: string }) {
  const status = useSelfCheckOut();
  if (!status.data) return null;
  if (status.data.state === 'open') return <OpenCheckOut status={status.data} timeZone={timeZone} />;
  if (status.data.state === 'checked-out') return <CheckedOut status={status.data} timeZone={timeZone} />;
  return null;
}

function OpenCheckOut({ status, timeZone }: { status: SelfCheckOut; timeZone: string }) {
  const { t, i18n } = useSelfCheckOutTranslation();
  const [isSheetOpen, setSheetOpen] = useState(false);
  return (
    <InfoCard icon={exitOutline} title={t('selfCheckOut.title')}>
      <p className="self-check-out__departure">{t('selfCheckOut.departure', { time: formatTime(status.departure, timeZone, i18n.language) })}</p>
      <p>{t('selfCheckOut.body')}</p>
      <IonButton className="self-check-out__action" onClick={() => setSheetOpen(true)}>
        <IonIcon slot="start" icon={exitOutline} aria-hidden="true" />
        {t('selfCheckOut.action')}
      </IonButton>
      <CheckOutSheet isOpen={isSheetOpen} onClose={() => setSheetOpen(false)} checklist={status.checklist} graceMinutes={status.graceMinutes} />
    </InfoCard>
  );
}

function CheckedOut({ status, timeZone }: { status: SelfCheckOut; timeZone: string }) {
  const { t, i18n } = useSelfCheckOutTranslation();
  const now = useNow(CLOCK_INTERVAL_MS);
  const time = (instant: string) => formatTime(instant, timeZone, i18n.language);
  const graceEnd = status.controlsEndAt;
  const isInGrace = graceEnd !== null && now.getTime() <= Date.parse(graceEnd);
  return (
    <InfoCard icon={lockClosedOutline} title={t('selfCheckOut.checkedOut', { time: time(status.checkedOutAt ?? status.departure) })}>
      <p>{isInGrace && graceEnd ? t('selfCheckOut.forgotten', { time: time(graceEnd) }) : t('selfCheckOut.forgottenEnded')}</p>
    </InfoCard>
  );
}
