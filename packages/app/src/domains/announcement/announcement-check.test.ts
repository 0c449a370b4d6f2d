import { ANNOUNCEMENT_CHECK_INTERVAL_MS } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { announcementCheckStorageKey, takeAnnouncementCheck } from './announcement-check';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('takeAnnouncementCheck', () => {
  it('lets a page check at most once per interval, each page key on its own', () => {
    const storage = memoryStorage();
    const home = announcementCheckStorageKey('global');
    const services = announcementCheckStorageKey('services');
    expect(takeAnnouncementCheck(storage, home, 1_000_000)).toBe(true);
    expect(takeAnnouncementCheck(storage, home, 1_000_000 + ANNOUNCEMENT_CHECK_INTERVAL_MS - 1)).toBe(false);
    expect(takeAnnouncementCheck(storage, services, 1_000_001)).toBe(true);
    expect(takeAnnouncementCheck(storage, home, 1_000_000 + ANNOUNCEMENT_CHECK_INTERVAL_MS)).toBe(true);
    expect(home).toBe('announcement-check:global');
  });

  it('checks again when the stored time is garbage or in the future (a clock set back)', () => {
    const storage = memoryStorage();
    storage.setItem('k', 'not a time');
    expect(takeAnnouncementCheck(storage, 'k', 5_000)).toBe(true);
    storage.setItem('k', '9000000');
    expect(takeAnnouncementCheck(storage, 'k', 5_000)).toBe(true);
  });

  it('lets the check through when storage refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(takeAnnouncementCheck(broken, 'k', 1)).toBe(true);
  });
});
