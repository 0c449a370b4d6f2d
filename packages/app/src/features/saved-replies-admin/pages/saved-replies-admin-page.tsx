import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import type { SavedReply } from '@stay/contract';
import { addOutline, chatboxEllipsesOutline, createOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useRemoveSavedReply } from '@/domains/saved-reply/mutations';
import { useSavedReplies } from '@/domains/saved-reply/queries';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useSession } from '@/lib/session/use-session';
import { LanguageMarkers } from '../components/language-markers';
import { SavedReplyModal } from '../components/saved-reply-modal';
import { useSavedRepliesAdminTranslation } from '../i18n';
import '../saved-replies-admin.css';

type Editing = { reply: SavedReply | null; isShared: boolean };

function ReplyCard({ reply, onEdit, onRemove }: { reply: SavedReply; onEdit(): void; onRemove(): void }) {
  const { t } = useSavedRepliesAdminTranslation();
  return (
    <li>
      <Card className="saved-replies__reply">
        <div className="saved-replies__reply-head">
          <h3>
            {reply.title}
            {reply.shortcut && <span className="saved-replies__shortcut"> /{reply.shortcut}</span>}
          </h3>
          {reply.canEdit && (
            <span className="saved-replies__reply-actions">
              <IonButton fill="clear" size="small" onClick={onEdit} aria-label={t('edit', { title: reply.title })} title={t('edit', { title: reply.title })}>
                <IonIcon slot="icon-only" icon={createOutline} aria-hidden="true" />
              </IonButton>
              <IonButton fill="clear" size="small" color="danger" onClick={onRemove} aria-label={t('remove', { title: reply.title })} title={t('remove', { title: reply.title })}>
                <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
              </IonButton>
            </span>
          )}
        </div>
        <p className="saved-replies__text">{reply.text.en}</p>
        <LanguageMarkers reply={reply} />
      </Card>
    </li>
  );
}

/**
 * /{area}/saved-replies: the staff member's own saved replies and the location's shared ones, each with the languages
 * it is written in (missing ones marked). Everyone keeps their own; management adds, edits and deletes the shared ones.
 */
export function SavedRepliesAdminPage() {
  const { t } = useSavedRepliesAdminTranslation();
  const replies = useSavedReplies();
  const remove = useRemoveSavedReply();
  const session = useSession();
  const isManagement = session?.auth.role === 'MANAGEMENT';
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const [editing, setEditing] = useState<Editing | null>(null);
  const all = replies.data ?? [];
  const shared = all.filter((reply) => reply.scope === 'shared');
  const own = all.filter((reply) => reply.scope === 'own');

  function confirmRemove(reply: SavedReply) {
    void presentAlert({
      header: t('confirmRemove.header'),
      message: t('confirmRemove.message', { title: reply.title }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('confirmRemove.confirm'), role: 'destructive', handler: () => remove.mutate(reply._id, { onSuccess: () => showSuccess(t('toast.removed')) }) },
      ],
    });
  }

  const section = (kind: 'shared' | 'own', list: SavedReply[]) => (
    <section className="saved-replies__section" aria-labelledby={`saved-replies-${kind}`}>
      <div className="saved-replies__section-head">
        <div>
          <h2 id={`saved-replies-${kind}`}>{t(`${kind}.title`)}</h2>
          <p className="saved-replies__hint">{t(`${kind}.hint`)}</p>
        </div>
        {(kind === 'own' || isManagement) && (
          <IonButton fill="outline" size="small" onClick={() => setEditing({ reply: null, isShared: kind === 'shared' })}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('add')}
          </IonButton>
        )}
      </div>
      {list.length === 0 ? (
        <p className="saved-replies__empty">{t(kind === 'shared' ? 'emptyShared' : 'emptyOwn')}</p>
      ) : (
        <ul className="saved-replies__list">
          {list.map((reply) => (
            <ReplyCard key={reply._id} reply={reply} onEdit={() => setEditing({ reply, isShared: reply.scope === 'shared' })} onRemove={() => confirmRemove(reply)} />
          ))}
        </ul>
      )}
    </section>
  );

  let content;
  if (replies.isPending) {
    content = (
      <SkeletonGroup as="div" className="saved-replies__list" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="96px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (replies.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void replies.refetch()} />;
  } else {
    content = (
      <>
        {section('shared', shared)}
        {section('own', own)}
      </>
    );
  }

  return (
    <AppPage
      title={t('title')}
      end={
        <IonButton onClick={() => setEditing({ reply: null, isShared: false })} aria-label={t('add')}>
          <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
          <span className="saved-replies__add-text">{t('add')}</span>
        </IonButton>
      }
      fixed={<PullToRefresh onRefresh={() => replies.refetch()} spinner="dots" />}
    >
      <div className="saved-replies">
        <InfoNote icon={chatboxEllipsesOutline}>{t('intro')}</InfoNote>
        {content}
      </div>
      {editing && (
        <SavedReplyModal
          key={editing.reply?._id ?? `new-${String(editing.isShared)}`}
          reply={editing.reply}
          canShare={isManagement}
          isSharedByDefault={editing.isShared}
          onClose={() => setEditing(null)}
        />
      )}
    </AppPage>
  );
}
