import { describe, expect, it } from 'vitest';
import { createErrorDedupe } from './error-dedupe';

describe('error dedupe', () => {
  it('suppresses the same code within 700 ms of showing it, then shows it again', () => {
    let now = 1_000;
    const mayShow = createErrorDedupe(() => now);

    expect(mayShow('ORDER_NOT_FOUND')).toBe(true);
    now += 699;
    expect(mayShow('ORDER_NOT_FOUND')).toBe(false);
    now += 1;
    expect(mayShow('ORDER_NOT_FOUND')).toBe(true);
  });

  it('keeps codes apart', () => {
    const mayShow = createErrorDedupe(() => 0);
    expect(mayShow('ORDER_NOT_FOUND')).toBe(true);
    expect(mayShow('CHAT_NOT_FOUND')).toBe(true);
    expect(mayShow('ORDER_NOT_FOUND')).toBe(false);
  });

  it('measures the window from the last time the code was shown, not from suppressed attempts', () => {
    let now = 0;
    const mayShow = createErrorDedupe(() => now);
    mayShow('X');
    now = 600;
    expect(mayShow('X')).toBe(false);
    now = 700;
    expect(mayShow('X')).toBe(true);
  });
});
