import { after, before } from 'node:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, newPhoneContext, type Motion, type ServiceWorkers } from './browser';
import { signIn } from './login';
import { parkClockAt, type ParkClock } from './park-clock';
import { startServer, type RunningServer } from './server';

export interface Journey {
  /** The real server of this suite (set once the suite's first `before` has run). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Now on this suite's clock (the machine's, unless the suite runs at a time of the park's day: see `parkTime`). */
  now(): number;
  /** The absolute address of an app path on this suite's server, e.g. `url('/guest/chat')`. */
  url(path: string): string;
  /** A fresh phone-sized context with this suite's settings and `options` on top; the suite closes it at the end if the test did not. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A fresh phone-sized page with its own storage; the suite closes it at the end if the test did not. */
  newPage(): Promise<Page>;
  /** A fresh page signed in through the login form, once it has landed on `landing` (a URL glob such as `**\/guest/home`). */
  signedInPage(email: string, landing: string): Promise<Page>;
}

/**
 * Sets up a journey suite: before its tests, the real server (fresh SQLite database with demo data) and Chromium;
 * after them, every page the suite opened (so open sockets close cleanly), then the browser, then the server.
 * Call it at the top of a `describe` callback. `serverEnv` may be a function, run first in the suite's `before`, for
 * settings that only exist once something has started (e.g. SMTP_URL of a local SMTP server). Its browsers ask for
 * reduced motion unless `motion` is 'no-preference', and run no service worker unless `serviceWorkers` is 'allow'.
 * With `parkTime` ('HH:MM'), the suite starts at that time of today on the park's clock, whenever it runs: the server
 * and the browser run on the shifted clock (see park-clock.ts), and `now()` answers it.
 */
export function useJourney(
  serverEnv: Record<string, string> | (() => Promise<Record<string, string>>) = {},
  { motion = 'reduce', serviceWorkers = 'block', parkTime }: { motion?: Motion; serviceWorkers?: ServiceWorkers; parkTime?: string } = {},
): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let clock: ParkClock | undefined;
  const contexts = new Set<BrowserContext>();

  before(async () => {
    clock = parkTime ? parkClockAt(parkTime) : undefined;
    server = await startServer({ ...(typeof serverEnv === 'function' ? await serverEnv() : serverEnv), ...clock?.serverEnv });
    browser = await launchBrowser();
  });

  after(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const journey: Journey = {
    get server() {
      if (!server) throw new Error('the journey server is not started yet: use it inside a test or hook');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the journey browser is not launched yet: use it inside a test or hook');
      return browser;
    },
    now: () => clock?.now() ?? Date.now(),
    url: (path) => `${journey.server.baseUrl}${path}`,
    async newContext(options) {
      const context = await newPhoneContext(journey.browser, { motion, serviceWorkers }, options);
      if (clock) await context.clock.install({ time: clock.now() });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context;
    },
    async newPage() {
      return (await journey.newContext()).newPage();
    },
    async signedInPage(email, landing) {
      const page = await journey.newPage();
      await signIn(page, journey.server.baseUrl, email);
      await page.waitForURL(landing);
      return page;
    },
  };
  return journey;
}
