import { IonIcon } from '@ionic/react';
import type { Announcement } from '@stay/contract';
import { chevronForwardOutline, documentTextOutline, megaphoneOutline, shieldCheckmarkOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { Tile } from '@/components/ui/tile';
import { useGuestAnnouncements, useRefreshAnnouncements } from '@/domains/announcement/use-announcements';
import { paths } from '@/lib/navigation/paths';
import { AnnouncementModal } from '../components/announcement-modal';
import { useAnnouncementModalTranslation } from '../i18n';
import '../announcement-modal.css';

/** /guest/announcements: every announcement of the park, to read again (a policy still to accept can be accepted here). */
export function GuestAnnouncementsPage() {
  const { t, i18n } = useAnnouncementModalTranslation();
  const announcements = useGuestAnnouncements(i18n.language);
  const refresh = useRefreshAnnouncements();
  const [open, setOpen] = useState<Announcement | null>(null);

  let content;
  if (announcements.isPending) {
    content = (
      <SkeletonGroup as="div" className="guest-announcements" label={t('page.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} width="100%" height="64px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (announcements.isError) {
    content = (
      <LoadFailed title={t('page.errorTitle')} body={t('page.errorBody')} retryLabel={t('page.retry')} onRetry={() => void announcements.refetch()} error={announcements.error} />
    );
  } else if (announcements.data.length === 0) {
    content = (
      <EmptyState icon={megaphoneOutline} title={t('page.emptyTitle')} role="status">
        <p>{t('page.emptyBody')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <div className="guest-announcements">
        <p className="guest-announcements__intro">{t('page.intro')}</p>
        <ul className="guest-announcements__list">
          {announcements.data.map((announcement) => (
            <li key={announcement.nmbr}>
              <button type="button" className="ui-card guest-announcements__item" onClick={() => setOpen(announcement)}>
                <Tile icon={announcement.letterkind === 'policy' ? shieldCheckmarkOutline : documentTextOutline} size="sm" />
                <span className="guest-announcements__text">
                  <span className="guest-announcements__title">{announcement.lettername}</span>
                  <span className="guest-announcements__meta">
                    <Pill tone="neutral">{t(`page.kind.${announcement.letterkind === '' ? 'general' : announcement.letterkind}`)}</Pill>
                    <StatePill announcement={announcement} />
                  </span>
                </span>
                <IonIcon className="guest-announcements__chevron" icon={chevronForwardOutline} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <AppPage
      title={t('page.title')}
      start={
        <BackButton to={paths.guest.more} label={t('page.back')} />
      }
      fixed={
        <PullToRefresh onRefresh={refresh} />
      }
    >
      {content}
      {open && <AnnouncementModal key={open.nmbr} announcement={open} onFinished={() => setOpen(null)} />}
    </AppPage>
  );
}

function StatePill({ announcement }: { announcement: Announcement }) {
  const { t } = useAnnouncementModalTranslation();
  if (announcement.letterkind === 'policy') {
    return announcement.accepted ? <Pill tone="success">{t('page.state.accepted')}</Pill> : <Pill tone="warning">{t('page.state.toAccept')}</Pill>;
  }
  return announcement.accepted ? <Pill tone="neutral">{t('page.state.read')}</Pill> : <Pill tone="accent">{t('page.state.unread')}</Pill>;
}
