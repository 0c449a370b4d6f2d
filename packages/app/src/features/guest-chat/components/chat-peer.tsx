import type { Chat } from '@stay/contract';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import { fullName } from '@/lib/text/names';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

/** Who the guest talks to: their guide (from the reservation), else support. */
export function ChatPeer({ chat }: { chat: Chat }) {
  const { t } = useChatTranslation();
  const guideMember = chat.members.find((member) => member.employee && member.employee === chat.reservation?.guide?._id);
  const guideName = guideMember ? fullName(guideMember.personalinfo) : chat.reservation?.guide?.firstname;
  const name = guideName || t('guest.support');
  const suite = chat.reservation?.accommodations[0]?.name;
  return (
    <Card className="chat-peer" aria-label={t('guest.peerLabel')}>
      <Avatar name={name} />
      <div>
        <p className="chat-peer__name">{name}</p>
        <p className="chat-peer__role">{guideName ? t('guest.yourGuide') : t('guest.supportTeam')}{suite ? ` · ${suite}` : ''}</p>
      </div>
    </Card>
  );
}
