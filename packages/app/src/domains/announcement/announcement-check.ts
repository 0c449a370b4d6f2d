import { ANNOUNCEMENT_CHECK_INTERVAL_MS, type AnnouncementPage } from '@stay/contract';

/** Where the last check time of a page is kept: the page key, or 'global' for the checks without one. */
export function announcementCheckStorageKey(page: AnnouncementPage | 'global'): string {
  return `announcement-check:${page}`;
}

/**
 * Whether a page may check for new announcements now: at most once per ANNOUNCEMENT_CHECK_INTERVAL_MS per page key.
 * Records the check when it is due. Storage that cannot be read or written lets every check through.
 */
export function takeAnnouncementCheck(storage: Pick<Storage, 'getItem' | 'setItem'>, storageKey: string, nowMs: number): boolean {
  try {
    const last = Number(storage.getItem(storageKey));
    if (Number.isFinite(last) && last > 0 && nowMs - last < ANNOUNCEMENT_CHECK_INTERVAL_MS && nowMs >= last) return false;
    storage.setItem(storageKey, String(nowMs));
  } catch {
    // Private modes may refuse storage: checking once more is harmless.
  }
  return true;
}
