import { IonButton, IonIcon } from '@ionic/react';
import { describeError, isGuestChatObject, mentionsFor, type ChatAction } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { alarmOutline, arrowBackOutline, chatbubblesOutline, ellipsisVertical, peopleOutline, searchOutline } from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { ChatComposer, type MentionCandidateView } from '@/components/chat/chat-composer';
import { ConnectionBanner } from '@/components/chat/connection-banner';
import { MessageThread } from '@/components/chat/message-thread';
import { ActionMenu, type MenuAction } from '@/components/chat/sheet-dialog';
import { ReminderItem } from '@/components/chat/reminder-item';
import { SuggestionCard } from '@/components/chat/suggestion-card';
import { InfoCard } from '@/components/info-card';
import { guardInputFor, staffBaseOf, useChatActionRunner, visibleChatActions } from '@/lib/chat/chat-actions';
import { markChatRead } from '@/lib/chat/chat-cache';
import { createChatFormat, fullName } from '@/lib/chat/chat-format';
import { CHAT_LOADING, useChatTranslation } from '@/lib/chat/chat-i18n';
import { chatIcon } from '@/lib/chat/chat-icons';
import { chatKeys } from '@/lib/chat/chat-keys';
import { chatStorageScope } from '@/lib/chat/chat-storage';
import { useChatNotificationToasts } from '@/lib/chat/use-chat-notifications';
import { useChatOutbox } from '@/lib/chat/use-chat-outbox';
import { usePageActive } from '@/lib/chat/use-chat-refresh';
import { useMessageThread } from '@/lib/chat/use-message-thread';
import { useOnline } from '@/lib/chat/use-online';
import { useUnreadTitle } from '@/lib/chat/use-unread-title';
import { HttpError } from '@/lib/http/http-error';
import { useRealtimeEvents, useUnreadCount } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import { useChatSuggestion } from '../api/use-chat-suggestion';
import { useMentionCandidates } from '../api/use-mention-candidates';
import { parseChatReference, useStaffChat } from '../api/use-staff-chat';
import { useStaffThreadSource } from '../api/staff-thread-source';
import { ChatInfo } from '../components/chat-info';
import { MembersModal } from '../components/members-modal';
import { ReminderModal } from '../components/reminder-modal';
import '../chat-detail.css';
import { IonFooter, IonRefresher, IonRefresherContent } from '@/components/ionic-parts';

const JOIN_FALLBACK: ChatAction = { name: 'Join', icon: 'enter-outline', color: 'primary', action: 'join', showCondition: 'join', loadingMessage: CHAT_LOADING.join };

/**
 * /guide/chats/{chat number or id}, /support/chats/{id}, /management/chats/{id}: one chat for staff. Messages with
 * history paging, sending with @mentions, the §5-guarded actions, members, reminders and suggestions; `chatSuggestion`
 * opens it with that suggestion shown.
 */
export function ChatDetailPage() {
  const { t, i18n } = useChatTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const base = staffBaseOf(pathname);
  const session = useSession();
  const ownId = session?.auth.employee?._id;
  const role = session?.auth.role ?? 'UNKOWN';
  const scope = chatStorageScope(session);
  const isActive = usePageActive();
  const isOnline = useOnline();
  const unread = useUnreadCount();
  const queryClient = useQueryClient();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const reference = useMemo(() => parseChatReference(params.chat ?? params.id), [params.chat, params.id]);
  const { nmbr, chat, isPending, error } = useStaffChat(reference);
  const suggestionId = search.get('chatSuggestion');
  const suggestion = useChatSuggestion(suggestionId);
  const runAction = useChatActionRunner();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isMembersOpen, setMembersOpen] = useState(false);
  const [isReminderOpen, setReminderOpen] = useState(false);

  const { source, upload, attachmentPath } = useStaffThreadSource(nmbr, chat);
  const onRead = () => nmbr !== undefined && markChatRead(queryClient, nmbr);
  const thread = useMessageThread(source, { ownId, isActive, onRead });
  const isMember = !!chat?.membership.isMember;
  const outbox = useChatOutbox({ kind: 'staff', nmbr: nmbr ?? 0 }, ownId, nmbr !== undefined && isMember);
  const isGuestChat = isGuestChatObject(chat?.object1);
  const mentionQuery = useMentionCandidates(scope, isMember ? nmbr : undefined);
  const mentionCandidates = useMemo<MentionCandidateView[]>(
    () =>
      mentionsFor(role, isGuestChat, mentionQuery.data ?? [])
        .filter((candidate) => candidate.employee !== ownId)
        .map((candidate) => ({
          id: candidate.employee,
          handle: candidate.personalinfo.firstname,
          name: fullName(candidate.personalinfo),
          detail: candidate.personalinfo.workgroup ?? undefined,
        })),
    [mentionQuery.data, role, isGuestChat, ownId],
  );

  useUnreadTitle(t('list.title'), unread, isActive);
  useChatNotificationToasts(isActive, base);
  useRealtimeEvents((event) => {
    if ((event.type === 'chat.updated' || event.type === 'chat.reminder') && event.chatnmbr === nmbr) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.staffChat(event.chatnmbr), exact: true });
    }
  });

  const actions = chat ? visibleChatActions(session?.settings?.chatActions ?? [], guardInputFor(chat, session)) : [];
  const joinAction = actions.find((action) => action.action === 'join') ?? (chat && visibleChatActions([JOIN_FALLBACK], guardInputFor(chat, session))[0]);
  const openSuggestions = (chat?.suggestions ?? []).filter((item) => item.status === null && item._id !== suggestionId);
  const myReminders = (chat?.reminders ?? []).filter((reminder) => reminder.employee === ownId);
  const title = chat
    ? isGuestChat
      ? (chat.reservation?.accommodations[0]?.name ?? t('item.chat'))
      : chat.chatname || t('item.chat')
    : t('detail.title');
  const errorMessage =
    reference.kind === 'none'
      ? t('detail.notFound')
      : error instanceof HttpError && error.code !== 'OFFLINE'
        ? describeError(error.code).message
        : error
          ? t('detail.loadFailed')
          : null;

  const menu: MenuAction[] = chat
    ? [
        ...actions.map((action) => ({
          key: action.action,
          label: action.name,
          icon: chatIcon(action.icon),
          color: action.color,
          onSelect: () => void runAction(chat, action),
        })),
        ...(isMember ? [{ key: 'reminder', label: t('reminder.title'), icon: alarmOutline, onSelect: () => setReminderOpen(true) }] : []),
        { key: 'members', label: t('detail.members'), icon: peopleOutline, onSelect: () => setMembersOpen(true) },
      ]
    : [];

  const composer =
    chat && isMember ? (
      <ChatComposer onSend={outbox.send} onUpload={upload} mentionCandidates={mentionCandidates} isDisabled={chat.chatstatus === 'C'} />
    ) : chat && joinAction ? (
      <div className="chat-join">
        <p>{t('detail.joinToReply')}</p>
        <IonButton onClick={() => void runAction(chat, joinAction)}>{joinAction.name}</IonButton>
      </div>
    ) : chat ? (
      <p className="chat-join chat-join--readonly">{t('detail.readOnly')}</p>
    ) : undefined;
  const footer = composer && (
    <IonFooter>
      <ConnectionBanner placement="footer" />
      {composer}
    </IonFooter>
  );

  return (
    <AppPage
      title={title}
      start={
        <IonButton routerLink={`/${base}/chats`} routerDirection="back" aria-label={t('common.back')}>
          <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
        </IonButton>
      }
      end={
        chat && (
          <>
            <IonButton onClick={() => setMembersOpen(true)} aria-label={t('detail.membersCount', { count: chat.members.length })}>
              <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
              {chat.members.length}
            </IonButton>
            <IonButton onClick={() => setMenuOpen(true)} aria-label={t('detail.more')}>
              <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
            </IonButton>
          </>
        )
      }
      fixed={
        <IonRefresher
          slot="fixed"
          onIonRefresh={(event) => {
            void Promise.all([
              thread.fetchNewer(),
              nmbr !== undefined ? queryClient.invalidateQueries({ queryKey: chatKeys.staffChat(nmbr), exact: true }) : undefined,
            ]).finally(() => void event.detail.complete());
          }}
        >
          <IonRefresherContent refreshingSpinner="dots" />
        </IonRefresher>
      }
      footer={footer}
    >
      <div className="chat-detail">
        {errorMessage && (
          <InfoCard icon={searchOutline} title={t('detail.notFoundTitle')}>
            <p>{errorMessage}</p>
          </InfoCard>
        )}
        {chat && <ChatInfo chat={chat} format={format} actions={actions} onAction={(action) => void runAction(chat, action)} />}
        {suggestion.data && (
          <SuggestionCard suggestion={suggestion.data} isHighlighted />
        )}
        {openSuggestions.map((item) => (
          <SuggestionCard key={item._id} suggestion={item} />
        ))}
        {chat && isMember && (
          <section className="chat-reminders-panel" aria-label={t('extras.reminders')}>
            {myReminders.length > 0 && (
              <ul className="chat-reminders">
                {myReminders.map((reminder) => (
                  <ReminderItem key={reminder._id} reminder={reminder} when={format.dateTime(reminder.datetime)} canCancel />
                ))}
              </ul>
            )}
            <IonButton size="small" fill="clear" onClick={() => setReminderOpen(true)}>
              <IonIcon slot="start" icon={alarmOutline} aria-hidden="true" />
              {t('reminder.title')}
            </IonButton>
          </section>
        )}
        {!errorMessage && (
          <MessageThread
            messages={thread.messages}
            pending={outbox.entries}
            ownId={ownId}
            isLoading={isPending || thread.isLoading}
            isError={thread.isError}
            onRetryLoad={thread.retry}
            hasOlder={thread.hasOlder}
            isLoadingOlder={thread.isLoadingOlder}
            onLoadOlder={thread.loadOlder}
            attachmentPath={attachmentPath}
            onRetrySend={outbox.retry}
            onDiscard={outbox.discard}
            isOnline={isOnline}
            highlightNmbr={suggestion.data?.chatMessage}
            empty={
              <InfoCard icon={chatbubblesOutline} title={t('detail.emptyTitle')}>
                <p>{t('detail.emptyBody')}</p>
              </InfoCard>
            }
          />
        )}
      </div>
      {chat && (
        <>
          <ActionMenu isOpen={isMenuOpen} onClose={() => setMenuOpen(false)} title={title} actions={menu} />
          <MembersModal chat={chat} isOpen={isMembersOpen} onClose={() => setMembersOpen(false)} ownId={ownId} scope={scope} />
          {isMember && isReminderOpen && <ReminderModal nmbr={chat.nmbr} isOpen onClose={() => setReminderOpen(false)} />}
        </>
      )}
    </AppPage>
  );
}
