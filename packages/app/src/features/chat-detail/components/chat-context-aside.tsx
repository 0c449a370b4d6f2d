import { IonContent, IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { isGuestChatObject } from '@stay/contract';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { parseChatReference, useStaffChat } from '@/domains/chat/staff/use-staff-chat';
import { staffAreaOf } from '@/lib/navigation/paths';
import { useChatContextTranslation } from '../chat-context-i18n';
import { ChatContextPanel } from './chat-context-panel';

/**
 * The booking panel as a column of its own beside the chat on a wide screen; nothing for a chat without a
 * reservation. It reads the same chat as the detail (one query, shared).
 */
export function ChatContextAside() {
  const { t } = useChatContextTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const reference = useMemo(() => parseChatReference(params.chat ?? params.id), [params.chat, params.id]);
  const { chat } = useStaffChat(reference);
  if (!chat || !isGuestChatObject(chat.object1) || !chat.reservation) return null;
  return (
    <aside className="ion-page chat-context-aside" aria-labelledby="chat-context-aside-title">
      <IonHeader>
        <IonToolbar color="primary">
          <IonTitle>
            <h2 id="chat-context-aside-title" className="page-title">
              {t('context.title')}
            </h2>
          </IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">
        <ChatContextPanel chat={{ ...chat, reservation: chat.reservation }} area={staffAreaOf(pathname)} />
      </IonContent>
    </aside>
  );
}
