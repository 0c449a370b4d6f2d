import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { IonButton, IonIcon } from '@ionic/react';
import { textInLanguage, type ManagedAnnouncement } from '@stay/contract';
import { addOutline, chevronForwardOutline, megaphoneOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { textsOfField } from '@/components/content-language/shown-language';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useManagedAnnouncements, useRefreshManagedAnnouncements } from '@/domains/announcement-admin/use-announcement-admin';
import { useLocationContentLanguage } from '@/domains/location/use-location';
import { paths } from '@/lib/navigation/paths';
import { kindKey } from '../components/announcement-labels';
import { useAnnouncementsAdminTranslation } from '../i18n';
import '../announcements-admin.css';

function AnnouncementRow({ announcement }: { announcement: ManagedAnnouncement }) {
  const { t, i18n } = useAnnouncementsAdminTranslation();
  const { contentLanguage } = useLocationContentLanguage();
  // Staff read the title as a guest of their language would.
  const title = textInLanguage(textsOfField(announcement, 'lettername'), appLanguageOrEnglish(i18n.language), contentLanguage);
  const count = announcement.acceptanceCount;
  return (
    <li>
      <Link to={paths.managementAnnouncement(announcement.nmbr)} className="announcements-admin__row">
        <span className="announcements-admin__row-main">
          <span className="announcements-admin__row-title">{title}</span>
          <span className="announcements-admin__row-meta">
            {announcement.published ? <Pill tone="success">{t('published')}</Pill> : <Pill>{t('draft')}</Pill>}
            <Pill tone={announcement.letterkind === 'policy' ? 'warning' : 'info'}>{t(`kinds.${kindKey(announcement.letterkind)}`)}</Pill>
            {announcement.page && <Pill tone="violet">{t(`pages.${announcement.page}`)}</Pill>}
            <span>{t('version', { version: announcement.version })}</span>
            <span>{announcement.letterkind === 'policy' ? t('acceptedCount', { count }) : t('readCount', { count })}</span>
          </span>
        </span>
        <IonIcon icon={chevronForwardOutline} aria-hidden="true" className="announcements-admin__row-chevron" />
      </Link>
    </li>
  );
}

/** /management/announcements: the location's announcements, drafts and published, with their acceptance counts. */
export function AnnouncementsAdminPage() {
  const { t } = useAnnouncementsAdminTranslation();
  const list = useManagedAnnouncements();
  const refresh = useRefreshManagedAnnouncements();

  let content;
  if (list.isPending) {
    content = (
      <SkeletonGroup className="announcements-admin__list" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="64px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (list.isError) {
    content = (
      <LoadFailed title={t('failed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
    );
  } else if (list.data.length === 0) {
    content = (
      <EmptyState icon={megaphoneOutline} title={t('empty')}>
        <p>{t('emptyBody')}</p>
      </EmptyState>
    );
  } else {
    content = (
      <Card as="div">
        <ul className="announcements-admin__list">
          {list.data.map((announcement) => (
            <AnnouncementRow key={announcement.nmbr} announcement={announcement} />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <AppPage
      title={t('title')}
      fixed={
        <PullToRefresh onRefresh={refresh} spinner="dots" />
      }
    >
      <div className="announcements-admin">
        <div className="announcements-admin__toolbar">
          <IonButton routerLink={paths.managementAnnouncement('new')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('add')}
          </IonButton>
        </div>
        {content}
      </div>
    </AppPage>
  );
}
