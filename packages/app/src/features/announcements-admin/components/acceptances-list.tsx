import { DEFAULT_TIME_ZONE, type AnnouncementKind } from '@stay/contract';
import { useAnnouncementAcceptances } from '@/domains/announcement-admin/use-announcement-admin';
import { Card } from '@/components/ui/card';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/time/format';
import { useAnnouncementsAdminTranslation } from '../i18n';

/** Who accepted (a policy) or read (other kinds) which version, and when; newest first. */
export function AcceptancesList({ nmbr, kind }: { nmbr: number; kind: AnnouncementKind }) {
  const { t, i18n } = useAnnouncementsAdminTranslation();
  const acceptances = useAnnouncementAcceptances(nmbr);
  const isPolicy = kind === 'policy';

  let content;
  if (acceptances.isPending) {
    content = (
      <SkeletonGroup label={t(isPolicy ? 'acceptances.loading' : 'acceptances.loadingRead')}>
        <Skeleton width="100%" height="40px" />
        <Skeleton width="100%" height="40px" />
      </SkeletonGroup>
    );
  } else if (acceptances.isError) {
    content = <p role="alert">{t(isPolicy ? 'acceptances.failed' : 'acceptances.failedRead')}</p>;
  } else if (acceptances.data.length === 0) {
    content = <p className="acceptances__none">{isPolicy ? t('acceptances.none') : t('acceptances.noneRead')}</p>;
  } else {
    content = (
      <ul className="acceptances">
        {acceptances.data.map((acceptance, index) => (
          <li key={`${acceptance.acceptedAt}-${index}`} className="acceptances__row">
            <span className="acceptances__who">
              <strong>{acceptance.guestName ?? t('acceptances.removedGuest')}</strong>
              {acceptance.reservationNumber && <span>{t('acceptances.reservation', { number: acceptance.reservationNumber })}</span>}
            </span>
            <span className="acceptances__when">
              <Pill tone={acceptance.isCurrentVersion ? 'success' : 'neutral'}>
                {t('acceptances.version', { version: acceptance.version })}
                {!acceptance.isCurrentVersion && ` · ${t('acceptances.older')}`}
              </Pill>
              <time dateTime={acceptance.acceptedAt}>{formatDateTime(acceptance.acceptedAt, DEFAULT_TIME_ZONE, i18n.language)}</time>
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card aria-labelledby="announcement-acceptances">
      <h2 id="announcement-acceptances" className="announcement-editor__heading">
        {isPolicy ? t('acceptances.title') : t('acceptances.titleRead')}
      </h2>
      {content}
    </Card>
  );
}
