import type { EditableGuideProfile } from '@stay/contract';
import { peopleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useGuideProfiles } from '@/domains/guide/guide-profiles';
import { useSession } from '@/lib/session/use-session';
import { fullName } from '@/lib/text/names';
import { GuideProfileEditor } from '../components/guide-profile-editor';
import { GuideProfileRow } from '../components/guide-profile-row';
import { useGuideProfilesTranslation } from '../i18n';
import '../guide-profiles.css';

/**
 * /guide/guide-profile: the guide's own profile as guests see it when choosing a guide, to edit in place.
 * /management/guides: every guide of the location, each opening the same editor.
 */
export function GuideProfilesPage() {
  const { t } = useGuideProfilesTranslation();
  const profiles = useGuideProfiles();
  const isManagement = useSession()?.auth.role === 'MANAGEMENT';
  const [editingId, setEditingId] = useState<string | null>(null);
  const list = profiles.data ?? [];
  const editing = list.find((profile) => profile._id === editingId) ?? null;

  let content;
  if (profiles.isPending) {
    content = (
      <SkeletonGroup as="div" className="guide-profiles__list" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="88px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (profiles.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void profiles.refetch()} />;
  } else if (list.length === 0) {
    content = (
      <EmptyState icon={peopleOutline} title={t('empty.title')}>
        <p>{t('empty.body')}</p>
      </EmptyState>
    );
  } else if (!isManagement) {
    content = <OwnProfile profile={list[0] as EditableGuideProfile} />;
  } else {
    content = (
      <ul className="row-list guide-profiles__list" aria-label={t('titleManagement')}>
        {list.map((profile) => (
          <GuideProfileRow key={profile._id} profile={profile} onOpen={() => setEditingId(profile._id)} />
        ))}
      </ul>
    );
  }

  return (
    <AppPage title={t(isManagement ? 'titleManagement' : 'title')} fixed={<PullToRefresh onRefresh={() => profiles.refetch()} spinner="dots" />}>
      <div className="guide-profiles">
        <InfoNote icon={peopleOutline}>{t(isManagement ? 'introManagement' : 'intro')}</InfoNote>
        {content}
      </div>
      {editing && (
        <SheetDialog isOpen onClose={() => setEditingId(null)} title={t('editTitle', { name: fullName(editing) })}>
          <GuideProfileEditor key={editing._id} profile={editing} onSaved={() => setEditingId(null)} />
        </SheetDialog>
      )}
    </AppPage>
  );
}

function OwnProfile({ profile }: { profile: EditableGuideProfile }) {
  return (
    <Card className="guide-profiles__own">
      <GuideProfileEditor profile={profile} />
    </Card>
  );
}
