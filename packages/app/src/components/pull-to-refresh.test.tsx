import { describe, expect, it, vi } from 'vitest';
import type { RefresherEvent } from './ionic-parts';
import { refreshThenComplete } from './pull-to-refresh';

/** Pulls with `onRefresh` as Ionic's refresher would; answers the refresher's `complete` spy. */
function pull(onRefresh: () => Promise<unknown> | undefined) {
  const complete = vi.fn();
  refreshThenComplete(onRefresh)({ detail: { complete } } as unknown as RefresherEvent);
  return complete;
}

describe('pull-to-refresh', () => {
  it('refreshes on a pull and closes once the refresh has settled', async () => {
    let finish!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const complete = pull(onRefresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(complete).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(complete).toHaveBeenCalledTimes(1));
  });

  it('closes after a failed refresh too, and when there was nothing to wait for', async () => {
    const afterFailure = pull(() => Promise.reject(new Error('offline')));
    const afterNothing = pull(() => undefined);
    await vi.waitFor(() => expect(afterFailure).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(afterNothing).toHaveBeenCalledTimes(1));
  });
});
