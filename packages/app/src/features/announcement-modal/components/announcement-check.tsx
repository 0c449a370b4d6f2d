import type { Announcement, AnnouncementPage } from '@stay/contract';
import { Suspense, lazy, useEffect, useState } from 'react';
import { announcementCheckStorageKey, takeAnnouncementCheck } from '@/domains/announcement/announcement-check';
import { useFetchUnseenAnnouncements } from '@/domains/announcement/use-announcements';
import { useTranslation } from 'react-i18next';

/** The modal loads only when there is something to show: most page visits have nothing new. */
const AnnouncementModal = lazy(async () => ({ default: (await import('./announcement-modal')).AnnouncementModal }));

/** localStorage, or nothing where the browser refuses it (every check then goes through). */
function checkStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

interface AnnouncementCheckProps {
  /** The guest page: home checks the global announcements (and home's own), the others add their own. */
  page: AnnouncementPage;
  /** The page is on screen (Ionic keeps left pages mounted). */
  isActive: boolean;
}

/**
 * Checks, when its page comes on screen and at most once per minute per page key, whether the guest has announcements
 * still to see, and shows them one after another in the announcement modal, numbered ("2 of 3"); closing it closes them
 * all, so a new arrival is not walked through a row of dialogs.
 */
export function AnnouncementCheck({ page, isActive }: AnnouncementCheckProps) {
  // Only the language: the modal's texts load with the modal.
  const { i18n } = useTranslation();
  const fetchUnseen = useFetchUnseenAnnouncements();
  // What the last check found (`count`: they are numbered "2 of 3") and what of it is still to show.
  const [found, setFound] = useState<{ queue: Announcement[]; count: number }>({ queue: [], count: 0 });
  const language = i18n.language;

  useEffect(() => {
    if (!isActive) return;
    const storageKey = announcementCheckStorageKey(page === 'home' ? 'global' : page);
    if (!takeAnnouncementCheck(checkStorage(), storageKey, Date.now())) return;
    fetchUnseen(page, language).then(
      (unseen) => setFound((current) => (current.queue.length > 0 ? current : { queue: unseen, count: unseen.length })),
      // A failed check shows nothing; the next page visit asks again.
      () => undefined,
    );
  }, [isActive, page, language, fetchUnseen]);

  const { queue, count } = found;
  const [current] = queue;
  if (!current || !isActive) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal
        key={current.nmbr}
        announcement={current}
        onFinished={() => setFound((rest) => ({ ...rest, queue: rest.queue.slice(1) }))}
        sequence={
          count > 1
            ? {
                position: count - queue.length + 1,
                count,
                // The ones not opened stay unseen: the next check (a minute on at the earliest) offers them again.
                onClosed: () => setFound({ queue: [], count: 0 }),
              }
            : undefined
        }
      />
    </Suspense>
  );
}
