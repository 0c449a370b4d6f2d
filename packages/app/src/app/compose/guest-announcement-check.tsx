import type { AnnouncementPage } from '@stay/contract';
import { matchPath, useLocation } from 'react-router-dom';
import { AnnouncementCheck } from '@/features/announcement-modal/components/announcement-check';

/**
 * The announcement check of a guest page (home: the global announcements; services, chat and more: theirs too),
 * active while the page's route is on screen.
 */
export function GuestAnnouncementCheck({ path, page }: { path: string; page: AnnouncementPage }) {
  const { pathname } = useLocation();
  return <AnnouncementCheck page={page} isActive={matchPath(path, pathname) !== null} />;
}
