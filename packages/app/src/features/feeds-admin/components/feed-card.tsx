import { IonButton, IonIcon } from '@ionic/react';
import { FEED_SKIP_REASONS, type FeedCounts, type ReservationFeed } from '@stay/contract';
import { playOutline, trashOutline } from 'ionicons/icons';
import { Card } from '@/components/ui/card';
import { Pill, type PillTone } from '@/components/ui/pill';
import { formatDateTime } from '@/lib/time/format';
import { useFeedsAdminTranslation } from '../i18n';

const COUNTS: readonly (keyof FeedCounts)[] = ['created', 'updated', 'unchanged', 'cancelled', 'skipped', 'missing', 'errors'];
const STATUS_TONE: Record<'ok' | 'empty' | 'failed', PillTone> = { ok: 'success', empty: 'neutral', failed: 'danger' };

interface FeedCardProps {
  feed: ReservationFeed;
  timeZone: string;
  isRunning: boolean;
  onRun(): void;
  onRemove(): void;
}

/** One feed: its suite, channel and address, and what its last run did (counts, why events were skipped, unreadable ones). */
export function FeedCard({ feed, timeZone, isRunning, onRun, onRemove }: FeedCardProps) {
  const { t, i18n } = useFeedsAdminTranslation();
  const run = feed.lastRun;
  const skipped = run ? FEED_SKIP_REASONS.filter((reason) => run.skippedBy[reason] > 0) : [];
  return (
    <li>
      <Card as="article" className="feeds__feed" aria-labelledby={`feed-${feed.id}`}>
        <div className="feeds__feed-head">
          <div>
            <h3 id={`feed-${feed.id}`}>{feed.suiteName}</h3>
            <p className="feeds__channel">
              {feed.channel ? t(`channels.${feed.channel}`) : t('channelAuto')}
              {!feed.channel && feed.recognisedChannel && ` · ${t('recognisedAs', { channel: t(`channels.${feed.recognisedChannel}`) })}`}
            </p>
          </div>
          <IonButton className="feeds__remove" fill="clear" color="danger" onClick={onRemove} aria-label={t('remove', { suite: feed.suiteName })} title={t('remove', { suite: feed.suiteName })}>
            <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
          </IonButton>
        </div>
        <p className="feeds__url" title={feed.url}>
          {feed.url}
        </p>
        {run ? (
          <div className="feeds__run" aria-live="polite">
            <p className="feeds__run-head">
              <Pill tone={STATUS_TONE[run.status]}>{t(`status.${run.status}`)}</Pill>
              <span>{t('lastRun', { at: formatDateTime(run.at, timeZone, i18n.language) })}</span>
            </p>
            {run.status === 'ok' ? (
              <ul className="feeds__counts">
                {COUNTS.filter((key) => run.counts[key] > 0 || key === 'created').map((key) => (
                  <li key={key} className={key === 'errors' ? 'feeds__count feeds__count--problem' : 'feeds__count'}>
                    <strong>{run.counts[key]}</strong> {t(`counts.${key}`)}
                  </li>
                ))}
              </ul>
            ) : (
              run.error && (
                <p className="feeds__error">
                  {t('failedDetail')} <span lang="en">{run.error}</span>
                </p>
              )
            )}
            {skipped.length > 0 && (
              <p className="feeds__detail">
                {t('skippedList', { list: skipped.map((reason) => `${run.skippedBy[reason]} ${t(`skippedBy.${reason}`)}`).join(', ') })}
              </p>
            )}
            {run.problems.length > 0 && (
              <details className="feeds__problems">
                <summary>
                  {t('problemsTitle')} ({run.counts.errors})
                </summary>
                <p className="feeds__detail">{t('problemsDetail')}</p>
                <ul lang="en">
                  {run.problems.map((problem, index) => (
                    <li key={`${problem.uid ?? ''}-${index}`}>
                      <code>{problem.uid ?? t('withoutUid')}</code>: {problem.reason}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        ) : (
          <p className="feeds__detail">{t('notRun')}</p>
        )}
        <div className="feeds__actions">
          <IonButton fill="outline" onClick={onRun} disabled={isRunning} aria-label={t('runOf', { suite: feed.suiteName })}>
            <IonIcon slot="start" icon={playOutline} aria-hidden="true" />
            {isRunning ? t('running') : t('runNow')}
          </IonButton>
        </div>
      </Card>
    </li>
  );
}
