import { IonButton, IonIcon } from '@ionic/react';
import { canWriteNote, isGuestChatObject, mentionsFor, type ChatAction } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  alarmOutline,
  bedOutline,
  chatbubblesOutline,
  createOutline,
  ellipsisVertical,
  exitOutline,
  flagOutline,
  peopleOutline,
  personOutline,
  searchOutline,
} from 'ionicons/icons';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { ChatComposer, type ComposerDraft, type MentionCandidateView } from '@/domains/chat/components/chat-composer';
import { ChatThreadFooter, ChatThreadRefresher, ChatThreadView } from '@/domains/chat/components/chat-thread-view';
import { ActionMenu, type MenuAction } from '@/components/sheet-dialog/action-menu';
import { ReminderItem } from '@/domains/chat/components/reminder-item';
import { SuggestionCard } from '@/domains/chat/components/suggestion-card';
import { InfoCard } from '@/components/info-card';
import { useChatActionLabel } from '@/domains/chat/staff/chat-action-label';
import { guardInputFor, useChatActionRunner, visibleChatActions } from '@/domains/chat/staff/chat-actions';
import { paths, staffAreaOf } from '@/lib/navigation/paths';
import { markChatRead } from '@/domains/chat/cache/chat-cache';
import { createChatFormat } from '@/lib/time/format';
import { fullName } from '@/lib/text/names';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatIcon } from '@/domains/chat/components/chat-icons';
import { chatKeys } from '@/domains/chat/cache/chat-keys';
import { chatStorageScope } from '@/domains/chat/cache/chat-storage';
import { useChatNotificationToasts } from '@/domains/chat/live/use-chat-notifications';
import { useChatThread } from '@/domains/chat/thread/use-chat-thread';
import { WeblinkShareButton } from '@/domains/weblink/components/weblink-share-button';
import { useSavedReplyQuickTexts } from '@/domains/saved-reply/use-saved-reply-quick-texts';
import { unreadTitle } from '@/lib/hooks/unread-title';
import { HttpError } from '@/lib/http/http-error';
import { useRealtimeEvents, useUnreadCount } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import { useChatSuggestion } from '@/domains/chat/staff/use-chat-suggestion';
import { suggestionDraftOf } from '@/domains/chat/staff/suggestion-draft';
import { useMentionCandidates } from '@/domains/chat/staff/use-mention-candidates';
import { parseChatReference, useStaffChat } from '@/domains/chat/staff/use-staff-chat';
import { useStaffThreadSource } from '@/domains/chat/thread/staff-thread-source';
import { ChatInfo } from '../components/chat-info';
import { ActionHolderMenu, PriorityMenu } from '../components/chat-settings-menus';
import { RenameDialog } from '../components/rename-dialog';
import { canChangeChat, canLeaveForWorkgroup } from '@/domains/chat/staff/chat-management';
import { useConfirmChatAction } from '@/domains/chat/staff/confirm-chat-action';
import { useWorkgroupLeave } from '@/domains/chat/staff/use-chat-changes';
import { MembersModal } from '../components/members-modal';
import { ReminderModal } from '../components/reminder-modal';
import '../chat-detail.css';
import { useErrorText } from '@/lib/errors/use-error-text';
import { LIST_BESIDE_DETAIL_QUERY, useMediaQuery } from '@/lib/hooks/use-media-query';
import { ChatContextSheet } from '../components/chat-context-sheet';
import { useChatContextTranslation } from '../chat-context-i18n';
import { useWeblinkAudience } from '../use-weblink-audience';
import { useWorkgroupName } from '@/lib/i18n/use-workgroup-name';

const JOIN_FALLBACK: ChatAction = { name: 'Join', icon: 'enter-outline', color: 'primary', action: 'join', showCondition: 'join' };

/**
 * /guide/chats/{chat number or id}, /support/chats/{id}, /management/chats/{id}: one chat for staff. Messages with
 * history paging, sending with @mentions, the guarded actions, members, reminders and suggestions; `chatSuggestion`
 * opens it with that suggestion shown.
 */
export function ChatDetailPage() {
  const { t, i18n } = useChatTranslation();
  const errorText = useErrorText();
  const contextTexts = useChatContextTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname, state: navigationState } = useLocation();
  const navigate = useNavigate();
  const area = staffAreaOf(pathname);
  const session = useSession();
  const ownId = session?.auth.employee?._id;
  const role = session?.auth.role ?? 'UNKOWN';
  const scope = chatStorageScope(session);
  const unread = useUnreadCount();
  const queryClient = useQueryClient();
  const format = useMemo(() => createChatFormat(i18n.language), [i18n.language]);
  const reference = useMemo(() => parseChatReference(params.chat ?? params.id), [params.chat, params.id]);
  const { nmbr, chat, isPending, error } = useStaffChat(reference);
  const suggestionId = search.get('chatSuggestion');
  const suggestion = useChatSuggestion(suggestionId);
  const runAction = useChatActionRunner();
  const labelOf = useChatActionLabel();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isMembersOpen, setMembersOpen] = useState(false);
  const [isReminderOpen, setReminderOpen] = useState(false);
  const [isContextOpen, setContextOpen] = useState(false);
  // On a wide screen the booking has a column of its own beside the chat (StaffChatScreen); here a sheet shows it.
  const isBookingBeside = useMediaQuery(LIST_BESIDE_DETAIL_QUERY);
  const [openSetting, setOpenSetting] = useState<'rename' | 'priority' | 'actionHolder' | null>(null);
  const closeSetting = () => setOpenSetting(null);
  const confirm = useConfirmChatAction();
  const workgroupLeave = useWorkgroupLeave(nmbr ?? 0);
  const [draft, setDraft] = useState<ComposerDraft | null>(() => {
    const text = suggestionDraftOf(navigationState);
    return text ? { id: 1, text } : null;
  });
  const takeSuggestion = (item: { text: string }) => setDraft((previous) => ({ id: (previous?.id ?? 0) + 1, text: item.text }));

  const isMember = !!chat?.membership.isMember;
  const onRead = () => nmbr !== undefined && markChatRead(queryClient, nmbr);
  const thread = useChatThread(useStaffThreadSource(nmbr, chat), { ownId, onRead, canSend: nmbr !== undefined && isMember });
  const { isActive } = thread;
  const isGuestChat = isGuestChatObject(chat?.object1);
  const weblinkAudience = useWeblinkAudience(chat);
  const quickTexts = useSavedReplyQuickTexts(chat, isMember);
  const mentionQuery = useMentionCandidates(scope, isMember ? nmbr : undefined);
  const workgroupName = useWorkgroupName();
  const mentionCandidates = useMemo<MentionCandidateView[]>(
    () =>
      mentionsFor(role, isGuestChat, mentionQuery.data ?? [])
        .filter((candidate) => candidate.employee !== ownId)
        .map((candidate) => ({
          id: candidate.employee,
          handle: candidate.personalinfo.firstname,
          name: fullName(candidate.personalinfo),
          detail: candidate.personalinfo.workgroup ? workgroupName(candidate.personalinfo.workgroup) : undefined,
        })),
    [mentionQuery.data, role, isGuestChat, ownId, workgroupName],
  );

  useChatNotificationToasts(isActive, area);
  useRealtimeEvents((event) => {
    if ((event.type === 'chat.updated' || event.type === 'chat.reminder') && event.chatnmbr === nmbr) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.staffChat(event.chatnmbr), exact: true });
    }
  });

  const actions = chat ? visibleChatActions(session?.settings?.chatActions ?? [], guardInputFor(chat, session)) : [];
  const joinAction = actions.find((action) => action.action === 'join') ?? (chat && visibleChatActions([JOIN_FALLBACK], guardInputFor(chat, session))[0]);
  const openSuggestions = (chat?.suggestions ?? []).filter((item) => item.status === null && item._id !== suggestionId);
  const myReminders = (chat?.reminders ?? []).filter((reminder) => reminder.employee === ownId);
  // A reservation chat can be the start of a complaint about that reservation (the form opens prefilled).
  const fileComplaintHref =
    chat && isGuestChat && chat.reservation ? paths.fileComplaint({ reservation: chat.reservation._id, chat: chat.nmbr }) : null;
  const title = chat
    ? isGuestChat
      ? (chat.reservation?.accommodations[0]?.name ?? t('item.chat'))
      : chat.chatname || t('item.chat')
    : t('detail.title');
  const errorMessage =
    reference.kind === 'none'
      ? t('detail.notFound')
      : error instanceof HttpError && error.code !== 'OFFLINE'
        ? errorText(error.code)
        : error
          ? t('detail.loadFailed')
          : null;

  const canChange = !!chat && canChangeChat(chat, session);
  const ownStaff = session?.auth.employee;
  const own = ownStaff ? { id: ownStaff._id, name: fullName(ownStaff) } : undefined;
  async function leaveForWorkgroup() {
    if (chat && (await confirm('workgroupLeave', title))) workgroupLeave.mutate();
  }
  const settingsMenu: MenuAction[] = chat
    ? [
        ...(canChange && !isGuestChat ? [{ key: 'rename', label: t('detail.rename'), icon: createOutline, onSelect: () => setOpenSetting('rename') }] : []),
        ...(canChange ? [{ key: 'priority', label: t('detail.priority'), icon: flagOutline, onSelect: () => setOpenSetting('priority') }] : []),
        ...(canChange
          ? [{ key: 'actionHolder', label: t('detail.actionHolder'), icon: personOutline, onSelect: () => setOpenSetting('actionHolder') }]
          : []),
        ...(canLeaveForWorkgroup(chat, session)
          ? [{ key: 'workgroupLeave', label: t('detail.workgroupLeave'), icon: exitOutline, color: 'medium', onSelect: () => void leaveForWorkgroup() }]
          : []),
      ]
    : [];

  const menu: MenuAction[] = chat
    ? [
        ...actions.map((action) => ({
          key: action.action,
          label: labelOf(action),
          icon: chatIcon(action.icon),
          color: action.color,
          onSelect: () => void runAction(chat, action),
        })),
        ...settingsMenu,
        ...(isMember ? [{ key: 'reminder', label: t('reminder.title'), icon: alarmOutline, onSelect: () => setReminderOpen(true) }] : []),
        ...(fileComplaintHref
          ? [{ key: 'fileComplaint', label: t('detail.fileComplaint'), icon: flagOutline, onSelect: () => navigate(fileComplaintHref) }]
          : []),
        { key: 'members', label: t('detail.members'), icon: peopleOutline, onSelect: () => setMembersOpen(true) },
      ]
    : [];

  const composer =
    chat && isMember ? (
      <ChatComposer
        onSend={thread.outbox.send}
        onUpload={thread.upload}
        mentionCandidates={mentionCandidates}
        canWriteNote={canWriteNote(role, isGuestChat)}
        isDisabled={chat.chatstatus === 'C'}
        draft={draft}
        tools={<WeblinkShareButton chatnmbr={chat.nmbr} audience={weblinkAudience} isDisabled={chat.chatstatus === 'C'} />}
        quickTexts={quickTexts}
      />
    ) : chat && joinAction ? (
      <div className="chat-join">
        <p>{t('detail.joinToReply')}</p>
        <IonButton onClick={() => void runAction(chat, joinAction)}>{labelOf(joinAction)}</IonButton>
      </div>
    ) : chat ? (
      <p className="chat-join chat-join--readonly">{t('detail.readOnly')}</p>
    ) : undefined;
  const footer = composer && <ChatThreadFooter>{composer}</ChatThreadFooter>;

  return (
    <AppPage
      title={title}
      documentTitle={unreadTitle(title, unread)}
      start={
        <BackButton to={paths.staffChats(area)} label={t('common.back')} />
      }
      end={
        chat && (
          <>
            {isGuestChat && chat.reservation && !isBookingBeside && (
              <IonButton onClick={() => setContextOpen(true)} aria-label={contextTexts.t('context.open')} title={contextTexts.t('context.open')}>
                <IonIcon slot="icon-only" icon={bedOutline} aria-hidden="true" />
              </IonButton>
            )}
            <IonButton onClick={() => setMembersOpen(true)} aria-label={t('detail.membersCount', { count: chat.members.length })}>
              <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
              {chat.members.length}
            </IonButton>
            <IonButton onClick={() => setMenuOpen(true)} aria-label={t('detail.more')} title={t('detail.more')}>
              <IonIcon slot="icon-only" icon={ellipsisVertical} aria-hidden="true" />
            </IonButton>
          </>
        )
      }
      fixed={
        <ChatThreadRefresher
          thread={thread}
          onRefresh={() => (nmbr !== undefined ? queryClient.invalidateQueries({ queryKey: chatKeys.staffChat(nmbr), exact: true }) : undefined)}
        />
      }
      footer={footer}
    >
      <div className="chat-detail">
        {errorMessage && (
          <InfoCard icon={searchOutline} title={t('detail.notFoundTitle')}>
            <p>{errorMessage}</p>
          </InfoCard>
        )}
        {chat && (
          <ChatInfo
            chat={chat}
            format={format}
            actions={actions}
            onAction={(action) => void runAction(chat, action)}
            fileComplaintHref={fileComplaintHref}
            onPriority={canChange ? () => setOpenSetting('priority') : undefined}
            onActionHolder={canChange ? () => setOpenSetting('actionHolder') : undefined}
            bookingHref={isGuestChat && chat.reservation ? paths.staffBooking(area, chat.reservation.nmbr) : null}
          />
        )}
        {suggestion.data && (
          <SuggestionCard suggestion={suggestion.data} isHighlighted onUse={takeSuggestion} />
        )}
        {openSuggestions.map((item) => (
          <SuggestionCard key={item._id} suggestion={item} onUse={takeSuggestion} />
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
          <ChatThreadView
            thread={thread}
            isLoading={isPending}
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
          {isGuestChat && chat.reservation && !isBookingBeside && (
            <ChatContextSheet chat={{ ...chat, reservation: chat.reservation }} area={area} isOpen={isContextOpen} onClose={() => setContextOpen(false)} />
          )}
          <MembersModal chat={chat} isOpen={isMembersOpen} onClose={() => setMembersOpen(false)} ownId={ownId} scope={scope} />
          {isMember && isReminderOpen && <ReminderModal nmbr={chat.nmbr} isOpen onClose={() => setReminderOpen(false)} />}
          {openSetting === 'rename' && <RenameDialog nmbr={chat.nmbr} name={chat.chatname ?? ''} isOpen onClose={closeSetting} />}
          <PriorityMenu chat={chat} isOpen={openSetting === 'priority'} onClose={closeSetting} />
          <ActionHolderMenu chat={chat} isOpen={openSetting === 'actionHolder'} onClose={closeSetting} own={own} />
        </>
      )}
    </AppPage>
  );
}
