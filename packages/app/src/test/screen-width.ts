import { onTestFinished } from 'vitest';

/**
 * Makes the media queries answer as a browser `width` pixels wide (jsdom has none; see setup.ts) until the test
 * ends. Only `min-width` queries are understood. Call it inside a test.
 */
export function screenWidth(width: number): void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
  onTestFinished(() => {
    window.matchMedia = original;
  });
}
