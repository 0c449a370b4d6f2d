import { IonButton, IonIcon } from '@ionic/react';
import { instantAt, wallClockTime, type HousekeepingItem } from '@stay/contract';
import { checkmarkCircleOutline, chatbubbleEllipsesOutline, timeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { Pill, type PillTone } from '@/components/ui/pill';
import { useUpdateHousekeeping } from '@/domains/check-out/use-housekeeping';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { fullName } from '@/lib/text/names';
import { formatTime } from '@/lib/time/format';
import { useHousekeepingTranslation } from '../i18n';

const STATE_TONE: Record<HousekeepingItem['state'], PillTone> = { occupied: 'neutral', 'to-clean': 'warning', ready: 'success' };

interface HousekeepingRowProps {
  item: HousekeepingItem;
  date: string;
  timeZone: string;
}

/** One suite of the day: who leaves and when it is free, who arrives and when it must be ready, notes, and the tick. */
export function HousekeepingRow({ item, date, timeZone }: HousekeepingRowProps) {
  const { t, i18n } = useHousekeepingTranslation();
  const update = useUpdateHousekeeping();
  const showSaved = useSuccessToast();
  const [isExpectedOpen, setExpectedOpen] = useState(false);
  const [expectedTime, setExpectedTime] = useState(() => (item.expectedReadyAt ? wallClockTime(item.expectedReadyAt, timeZone) : ''));
  const time = (instant: string) => formatTime(instant, timeZone, i18n.language);
  const isReady = item.state === 'ready';

  const save = (isReadyNow: boolean, expectedReadyAt: string | null = null) =>
    update.mutate({ suiteId: item.suite._id, date, isReady: isReadyNow, expectedReadyAt }, { onSuccess: () => showSaved(t('housekeeping.saved')) });

  return (
    <li className="housekeeping-row">
      <div className="housekeeping-row__top">
        <h3 className="housekeeping-row__suite">{item.suite.name}</h3>
        <Pill tone={STATE_TONE[item.state]}>{t(`housekeeping.state.${item.state}`)}</Pill>
      </div>
      {item.departure && (
        <p>
          {item.departure.checkedOutAt
            ? t('housekeeping.checkedOut', { time: time(item.departure.checkedOutAt) })
            : t('housekeeping.leaving', { time: time(item.departure.departure), number: item.departure.nmbr })}
        </p>
      )}
      <p>
        {item.arrival
          ? t('housekeeping.arriving', { name: fullName(item.arrival.mainGuest), time: time(item.arrival.startDateTime), number: item.arrival.nmbr })
          : t('housekeeping.noArrival')}
      </p>
      {item.expectedReadyAt && !isReady && <p className="housekeeping-row__expected">{t('housekeeping.expected', { time: time(item.expectedReadyAt) })}</p>}
      {item.notes.length > 0 && (
        <ul className="housekeeping-row__notes">
          {item.notes.map((note) => (
            <li key={note}>
              <IonIcon icon={chatbubbleEllipsesOutline} aria-hidden="true" />
              {note}
            </li>
          ))}
        </ul>
      )}
      <div className="housekeeping-row__actions">
        <IonButton fill={isReady ? 'outline' : 'solid'} disabled={update.isPending} onClick={() => save(!isReady)}>
          <IonIcon slot="start" icon={checkmarkCircleOutline} aria-hidden="true" />
          {isReady ? t('housekeeping.undoReady') : t('housekeeping.markReady')}
        </IonButton>
        {!isReady && (
          <IonButton fill="outline" onClick={() => setExpectedOpen(true)}>
            <IonIcon slot="start" icon={timeOutline} aria-hidden="true" />
            {t('housekeeping.expectedAction')}
          </IonButton>
        )}
      </div>
      <SheetDialog isOpen={isExpectedOpen} onClose={() => setExpectedOpen(false)} title={t('housekeeping.expectedTitle', { suite: item.suite.name })}>
        <form
          className="housekeeping-row__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!expectedTime) return;
            save(false, instantAt(date, expectedTime, timeZone).toISOString());
            setExpectedOpen(false);
          }}
        >
          <label>
            {t('housekeeping.expectedField')}
            <input type="time" required value={expectedTime} onChange={(event) => setExpectedTime(event.target.value)} />
          </label>
          <IonButton type="submit" expand="block">
            {t('housekeeping.save')}
          </IonButton>
        </form>
      </SheetDialog>
    </li>
  );
}
