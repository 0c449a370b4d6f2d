import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

/** Polls `read` until `accept` holds, or fails with `what` and the last value seen; the app's states arrive asynchronously. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (accept(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`${what}: last seen ${JSON.stringify(last)}`);
}

/** Waits until the element's trimmed text is `expected` (or matches it). */
export async function waitForText(locator: Locator, expected: string | RegExp, timeoutMs = 10_000): Promise<void> {
  const matches = (text: string) => (typeof expected === 'string' ? text === expected : expected.test(text));
  const readText = async () => ((await locator.textContent({ timeout: timeoutMs })) ?? '').trim();
  await eventually(readText, matches, `expected text ${String(expected)}`, timeoutMs);
}

