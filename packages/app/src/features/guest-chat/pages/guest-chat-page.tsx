import { IonButton, IonIcon } from '@ionic/react';
import { describeError } from '@stay/contract';
import { useQueryClient } from '@tanstack/react-query';
import { arrowBackOutline, chatbubblesOutline, helpBuoyOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { ChatComposer } from '@/components/chat/chat-composer';
import { ConnectionBanner } from '@/components/chat/connection-banner';
import { MessageThread } from '@/components/chat/message-thread';
import { InfoCard } from '@/components/info-card';
import { useChatTranslation } from '@/lib/chat/chat-i18n';
import { chatKeys } from '@/lib/chat/chat-keys';
import { useChatOutbox } from '@/lib/chat/use-chat-outbox';
import { usePageActive } from '@/lib/chat/use-chat-refresh';
import { useMessageThread } from '@/lib/chat/use-message-thread';
import { useOnline } from '@/lib/chat/use-online';
import { useUnreadTitle } from '@/lib/chat/use-unread-title';
import { HttpError } from '@/lib/http/http-error';
import { useRealtimeEvents, useRealtimeHub, useUnreadCount } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import { useAskForHelp } from '../api/use-ask-for-help';
import { useGuestChat } from '../api/use-guest-chat';
import { GUEST_CHAT_REF, useGuestThreadSource } from '../api/guest-thread-source';
import { ChatPeer } from '../components/chat-peer';
import '../guest-chat.css';
import { IonFooter, IonRefresher, IonRefresherContent } from '@/components/ionic-parts';

const GUEST_HOME = '/guest/home';

/**
 * /guest/chat: the guest's conversation with their guide and support. History pages back as you scroll up, new
 * messages arrive live, sending is optimistic and survives being offline, photos are compressed before upload, and
 * "Ask for help" alerts support.
 */
export function GuestChatPage() {
  const { t } = useChatTranslation();
  const session = useSession();
  const ownId = session?.auth.guest?._id;
  const isActive = usePageActive();
  const isOnline = useOnline();
  const queryClient = useQueryClient();
  const hub = useRealtimeHub();
  const unread = useUnreadCount();
  const chat = useGuestChat();
  const askForHelp = useAskForHelp();
  const { source, upload, attachmentPath } = useGuestThreadSource(chat.data?.nmbr);
  const thread = useMessageThread(source, { ownId, isActive, onRead: () => hub.setUnread(0) });
  const outbox = useChatOutbox(GUEST_CHAT_REF, ownId);

  useUnreadTitle(t('guest.title'), unread, isActive);
  useRealtimeEvents((event) => {
    if (event.type === 'chat.updated' && event.chatnmbr === chat.data?.nmbr) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.guestChat, exact: true });
    }
  });

  const guide = chat.data?.reservation?.guide?.firstname;
  const chatError = chat.error instanceof HttpError && chat.error.code !== 'OFFLINE' ? describeError(chat.error.code).message : null;

  return (
    <AppPage
      title={t('guest.title')}
      start={
        <IonButton routerLink={GUEST_HOME} routerDirection="back" aria-label={t('common.back')}>
          <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
        </IonButton>
      }
      end={
        <IonButton onClick={() => askForHelp.mutate()} disabled={askForHelp.isPending}>
          <IonIcon slot="start" icon={helpBuoyOutline} aria-hidden="true" />
          {t('guest.askHelp')}
        </IonButton>
      }
      fixed={
        <IonRefresher
          slot="fixed"
          onIonRefresh={(event) => {
            void Promise.all([thread.fetchNewer(), chat.refetch()]).finally(() => void event.detail.complete());
          }}
        >
          <IonRefresherContent refreshingSpinner="dots" />
        </IonRefresher>
      }
      footer={
        <IonFooter>
          <ConnectionBanner placement="footer" />
          <ChatComposer onSend={outbox.send} onUpload={upload} isDisabled={!ownId} />
        </IonFooter>
      }
    >
      <div className="guest-chat">
        {chat.data && <ChatPeer chat={chat.data} />}
        {chatError && (
          <p className="guest-chat__error" role="alert">
            {chatError}
          </p>
        )}
        <MessageThread
          messages={thread.messages}
          pending={outbox.entries}
          ownId={ownId}
          isLoading={thread.isLoading}
          isError={thread.isError}
          onRetryLoad={thread.retry}
          hasOlder={thread.hasOlder}
          isLoadingOlder={thread.isLoadingOlder}
          onLoadOlder={thread.loadOlder}
          attachmentPath={attachmentPath}
          onRetrySend={outbox.retry}
          onDiscard={outbox.discard}
          isOnline={isOnline}
          empty={
            <InfoCard icon={chatbubblesOutline} title={t('guest.emptyTitle')}>
              <p>{guide ? t('guest.emptyBodyGuide', { guide }) : t('guest.emptyBody')}</p>
            </InfoCard>
          }
        />
      </div>
    </AppPage>
  );
}
