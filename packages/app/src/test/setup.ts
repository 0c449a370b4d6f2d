import '@testing-library/jest-dom/vitest';
import { setupIonicReact } from '@ionic/react';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { takeContractViolations } from './fake-fetch';

setupIonicReact({ mode: 'md' });

// jsdom has no media queries: every query answers "no match" (a phone), as Ionic's split pane and the layout hooks
// expect to be able to ask. A test of a wide screen replaces window.matchMedia for its own duration.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Screens are lazy chunks: on a busy CI machine the first render of a file can take longer than the
// default 1 s that findBy/waitFor wait. The assertions are unchanged; only the patience is.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  const violations = takeContractViolations();
  if (violations.length > 0) throw new Error(`The app made requests the contract does not declare:\n${violations.join('\n')}`);
});

/** Longer than Ionic's own 32 ms, with room for a busy machine. */
const IONIC_STARTUP_DRAIN_MS = 150;

// ion-app finishes starting up on a timer (32 ms after it loads, as jsdom has no requestIdleCallback), even when the
// test has already removed it. Each file waits for that timer, so it runs while the file's window still exists
// instead of failing the run with "window is not defined" after the window is gone.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, IONIC_STARTUP_DRAIN_MS)));

