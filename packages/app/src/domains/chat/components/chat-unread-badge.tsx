import { useChatTranslation } from '../chat-i18n';
import { badgeCount } from '@/lib/text/badge-count';
import { useUnreadCount } from '@/lib/realtime/realtime-context';
import './chat.css';
import './chat-count-badge.css';

/**
 * The unread total as a badge (tab, menu or toolbar); nothing when there is nothing unread. Live: it follows the
 * socket's `chat.unread` events.
 */
export function ChatUnreadBadge({ className }: { className?: string }) {
  const { t } = useChatTranslation();
  const unread = useUnreadCount();
  if (!unread) return null;
  return (
    <span className={`chat-count-badge${className ? ` ${className}` : ''}`} role="status" aria-label={t('unread.label', { count: unread })} data-testid="chat-unread-badge">
      {badgeCount(unread)}
    </span>
  );
}
