import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type ReservationFeed } from '@stay/contract';
import { addOutline, calendarOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useRemoveReservationFeed, useRunReservationFeed } from '@/domains/reservation-feed/mutations';
import { useReservationFeeds } from '@/domains/reservation-feed/queries';
import { useReservationStatus } from '@/domains/staff-reservation/hooks';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { AddFeedModal } from '../components/add-feed-modal';
import { FeedCard } from '../components/feed-card';
import { useFeedsAdminTranslation } from '../i18n';
import '../feeds-admin.css';

/**
 * /management/feeds: the iCal feeds reservations are imported from, one suite each, with what their last run did.
 * Management adds a feed (suite, address, channel), runs one now (its counts shown at once) and removes one.
 */
export function FeedsAdminPage() {
  const { t } = useFeedsAdminTranslation();
  const feeds = useReservationFeeds();
  const status = useReservationStatus();
  const runFeed = useRunReservationFeed();
  const removeFeed = useRemoveReservationFeed();
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const [isAdding, setAdding] = useState(false);
  const timeZone = status.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const runningId = runFeed.isPending ? runFeed.variables : null;

  function run(feed: ReservationFeed) {
    runFeed.mutate(feed.id, {
      onSuccess: (after) => {
        const counts = after.lastRun?.counts;
        if (after.lastRun?.status === 'ok' && counts) showSuccess(t('toast.ran', counts));
      },
    });
  }

  function confirmRemove(feed: ReservationFeed) {
    void presentAlert({
      header: t('confirmRemove.header'),
      message: t('confirmRemove.message', { suite: feed.suiteName }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('confirmRemove.confirm'), role: 'destructive', handler: () => removeFeed.mutate(feed.id, { onSuccess: () => showSuccess(t('toast.removed')) }) },
      ],
    });
  }

  let content;
  if (feeds.isPending) {
    content = (
      <SkeletonGroup as="div" className="feeds__list" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="160px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (feeds.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void feeds.refetch()} />;
  } else if (feeds.data.feeds.length === 0) {
    content = (
      <EmptyState icon={calendarOutline} title={t('empty.title')}>
        <p>{t('empty.body')}</p>
        <IonButton onClick={() => setAdding(true)}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          {t('add')}
        </IonButton>
      </EmptyState>
    );
  } else {
    content = (
      <ul className="feeds__list">
        {feeds.data.feeds.map((feed) => (
          <FeedCard key={feed.id} feed={feed} timeZone={timeZone} isRunning={runningId === feed.id} onRun={() => run(feed)} onRemove={() => confirmRemove(feed)} />
        ))}
      </ul>
    );
  }

  return (
    <AppPage
      title={t('title')}
      end={
        <IonButton onClick={() => setAdding(true)} aria-label={t('add')} disabled={!feeds.data}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          <span className="feeds__add-text">{t('add')}</span>
        </IonButton>
      }
      fixed={<PullToRefresh onRefresh={() => feeds.refetch()} spinner="dots" />}
    >
      <div className="feeds">
        <InfoNote icon={calendarOutline}>{t('intro')}</InfoNote>
        {content}
      </div>
      {isAdding && feeds.data && <AddFeedModal suites={feeds.data.suites} onClose={() => setAdding(false)} />}
    </AppPage>
  );
}
