import { useEffect } from 'react';
import { useUnreadCount } from '@/lib/realtime/realtime-context';
import { showAppBadge } from './app-badge';

/** Keeps the app icon's badge at the live unread total (cleared when signed out or nothing is unread). */
export function AppBadgeSync() {
  const unread = useUnreadCount();
  useEffect(() => {
    void showAppBadge(unread);
  }, [unread]);
  return null;
}
