import { describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge';

describe('the app icon badge', () => {
  it('shows the unread count, and clears it for nothing or unknown', async () => {
    const target = { setAppBadge: vi.fn(async () => undefined), clearAppBadge: vi.fn(async () => undefined) };
    await showAppBadge(4, target);
    await showAppBadge(0, target);
    await showAppBadge(null, target);
    expect(target.setAppBadge).toHaveBeenCalledExactlyOnceWith(4);
    expect(target.clearAppBadge).toHaveBeenCalledTimes(2);
  });

  it('does nothing where the platform has no Badging API or refuses it', async () => {
    await expect(showAppBadge(2, {})).resolves.toBeUndefined();
    await expect(showAppBadge(2, { setAppBadge: () => Promise.reject(new DOMException('not allowed', 'NotAllowedError')) })).resolves.toBeUndefined();
  });
});
