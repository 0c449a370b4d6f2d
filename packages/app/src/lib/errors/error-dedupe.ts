import { ERROR_DEDUPE_WINDOW_MS } from '@stay/contract';

export type Clock = () => number;

/**
 * A message with the same error code is not shown again within the dedupe window after it was shown.
 * Returns a predicate that answers whether `code` may be shown now, and remembers it when it may.
 */
export function createErrorDedupe(now: Clock = Date.now, windowMs = ERROR_DEDUPE_WINDOW_MS): (code: string) => boolean {
  const lastShownAt = new Map<string, number>();
  return (code) => {
    const at = now();
    const previous = lastShownAt.get(code);
    if (previous !== undefined && at - previous < windowMs) return false;
    lastShownAt.set(code, at);
    return true;
  };
}
