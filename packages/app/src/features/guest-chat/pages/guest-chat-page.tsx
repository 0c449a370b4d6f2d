import { IonButton, IonIcon } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { chatbubblesOutline, helpBuoyOutline } from 'ionicons/icons';
import { AppPage } from '@/components/app-page';
import { BackButton } from '@/components/back-button';
import { ChatComposer } from '@/domains/chat/components/chat-composer';
import { ChatThreadFooter, ChatThreadRefresher, ChatThreadView } from '@/domains/chat/components/chat-thread-view';
import { InfoCard } from '@/components/info-card';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { chatKeys } from '@/domains/chat/cache/chat-keys';
import { useChatThread } from '@/domains/chat/thread/use-chat-thread';
import { unreadTitle } from '@/lib/hooks/unread-title';
import { HttpError } from '@/lib/http/http-error';
import { useRealtimeEvents, useRealtimeHub, useUnreadCount } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session/use-session';
import { useAskForHelp } from '@/domains/chat/guest/use-ask-for-help';
import { useGuestChat } from '@/domains/chat/guest/use-guest-chat';
import { useReadByOthers } from '@/domains/chat/guest/use-read-by-others';
import { useGuestThreadSource } from '@/domains/chat/thread/guest-thread-source';
import { ChatPeer } from '../components/chat-peer';
import '../guest-chat.css';
import { useErrorText } from '@/lib/errors/use-error-text';
import { paths } from '@/lib/navigation/paths';

/**
 * /guest/chat: the guest's conversation with their guide and support. History pages back as you scroll up, new
 * messages arrive live, sending is optimistic and survives being offline, photos are compressed before upload, and
 * "Ask for help" alerts support.
 */
export function GuestChatPage() {
  const { t } = useChatTranslation();
  const errorText = useErrorText();
  const session = useSession();
  const ownId = session?.auth.guest?._id;
  const queryClient = useQueryClient();
  const hub = useRealtimeHub();
  const unread = useUnreadCount();
  const chat = useGuestChat();
  const askForHelp = useAskForHelp();
  const thread = useChatThread(useGuestThreadSource(chat.data?.nmbr), { ownId, onRead: () => hub.setUnread(0) });
  const readUpTo = useReadByOthers(chat.data?.nmbr, thread.messages.messages, ownId);

  useRealtimeEvents((event) => {
    if (event.type === 'chat.updated' && event.chatnmbr === chat.data?.nmbr) {
      void queryClient.invalidateQueries({ queryKey: chatKeys.guestChat, exact: true });
    }
  });

  const guide = chat.data?.reservation?.guide?.firstname;
  const chatError = chat.error instanceof HttpError && chat.error.code !== 'OFFLINE' ? errorText(chat.error.code) : null;

  return (
    <AppPage
      title={t('guest.title')}
      documentTitle={unreadTitle(t('guest.title'), unread)}
      start={
        <BackButton to={paths.guest.home} label={t('common.back')} />
      }
      end={
        <IonButton onClick={askForHelp.ask} disabled={askForHelp.isPending}>
          <IonIcon slot="start" icon={helpBuoyOutline} aria-hidden="true" />
          {t('guest.askHelp')}
        </IonButton>
      }
      fixed={<ChatThreadRefresher thread={thread} onRefresh={() => chat.refetch()} />}
      footer={
        <ChatThreadFooter>
          <ChatComposer onSend={thread.outbox.send} onUpload={thread.upload} isDisabled={!ownId} />
        </ChatThreadFooter>
      }
    >
      <div className="guest-chat">
        {chat.data && <ChatPeer chat={chat.data} />}
        {chatError && (
          <p className="guest-chat__error" role="alert">
            {chatError}
          </p>
        )}
        <ChatThreadView
          thread={thread}
          readUpTo={readUpTo}
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
