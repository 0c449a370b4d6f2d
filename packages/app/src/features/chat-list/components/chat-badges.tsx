import { IonIcon } from '@ionic/react';
import type { ChatBadges as Badges } from '@stay/contract';
import { peopleOutline, personOutline, swapHorizontalOutline } from 'ionicons/icons';
import { badgeCount } from '@/lib/text/badge-count';
import { useChatTranslation } from '@/domains/chat/chat-i18n';
import '@/domains/chat/components/chat-count-badge.css';

interface Flag {
  key: string;
  icon: string;
  label: string;
}

/** Badges: unread count, mine, workgroup, other workgroup member. */
export function ChatBadges({ badges }: { badges: Badges }) {
  const { t } = useChatTranslation();
  const candidates: (Flag | false)[] = [
    badges.mine && { key: 'mine', icon: personOutline, label: t('item.mine') },
    badges.workgroup && { key: 'workgroup', icon: peopleOutline, label: t('item.workgroup') },
    badges.otherWorkgroupMember && { key: 'other', icon: swapHorizontalOutline, label: t('item.otherWorkgroup') },
  ];
  const flags = candidates.filter((flag): flag is Flag => flag !== false);
  return (
    <div className="chat-badges">
      {flags.map((flag) => (
        <span key={flag.key} className={`chat-flag chat-flag--${flag.key}`}>
          <IonIcon icon={flag.icon} aria-hidden="true" />
          {flag.label}
        </span>
      ))}
    </div>
  );
}

export function UnreadCount({ count }: { count: number }) {
  const { t } = useChatTranslation();
  if (count <= 0) return null;
  return (
    <span className="chat-count-badge chat-item__unread" aria-label={t('unread.label', { count })}>
      {badgeCount(count)}
    </span>
  );
}
