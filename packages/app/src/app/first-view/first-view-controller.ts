import { coverUntilFirstPage } from '@/lib/loading/boot-splash';

/** The app once started: what a first view may ask of it. */
export interface RunningApp {
  logout(): Promise<void>;
}

export type StartApp = (root: HTMLElement) => RunningApp;

/** Inputs that mean the person starts using the screen: the app starts then, if it has not yet. */
const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * How long a first view stays alone on screen once it shows its content, before the app starts beneath it. The app's
 * start keeps a phone's main thread busy for a while; the person reads the screen first (or starts it at once by
 * touching it).
 */
export const APP_START_DELAY_MS = 3_000;

export interface FirstViewController {
  /** Starts the app beneath the first view (once); the first view goes when the app shows the same. */
  start(): Promise<RunningApp>;
  /** Opens the app on another page (a link in the first view). */
  open(path: string): void;
  /** Taps, in the app once it shows the first view's page, the element of `selector` (a button of that page). */
  tapInApp(selector: string): void;
  /** Does `action` in the app once it shows the first view's page (what a tap in the first view asked for). */
  doInApp(action: (appRoot: HTMLElement) => unknown): void;
  /** The first view shows its content: the app starts after APP_START_DELAY_MS, when the browser is idle. */
  startSoon(): void;
  /** The first view could not draw its content: the app takes over as soon as its first page shows. */
  giveUp(): void;
}

interface FirstViewControllerOptions {
  appRoot: HTMLElement;
  loadApp: () => Promise<StartApp>;
  /** Takes the first view away. */
  remove: () => void;
  /** The app's page shows what the first view shows (its content, not a skeleton). */
  isAppShowingFirstView: () => boolean;
}

export function createFirstViewController({ appRoot, loadApp, remove, isAppShowingFirstView }: FirstViewControllerOptions): FirstViewController {
  let running: Promise<RunningApp> | undefined;
  let hasStartedApp = false;
  let mustMatchFirstView = true;
  let pendingAction: ((appRoot: HTMLElement) => unknown) | undefined;

  const stopListening = () => {
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, onFirstUse, { capture: true });
  };
  function onFirstUse() {
    stopListening();
    void start().catch(() => undefined);
  }
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, onFirstUse, { capture: true, passive: true });

  function start(): Promise<RunningApp> {
    stopListening();
    running ??= loadApp().then(
      (startApp) => {
        // Beneath the first view the app is neither read out nor focused: one page at a time, the first view's.
        appRoot.inert = true;
        coverUntilFirstPage(
          () => {
            appRoot.inert = false;
            remove();
            void Promise.resolve(pendingAction?.(appRoot)).catch(() => undefined);
          },
          () => !mustMatchFirstView || isAppShowingFirstView(),
        );
        hasStartedApp = true;
        return startApp(appRoot);
      },
      (error: unknown) => {
        running = undefined;
        throw error;
      },
    );
    return running;
  }

  function doInApp(action: (root: HTMLElement) => unknown) {
    pendingAction = action;
    void start().catch(() => undefined);
  }

  return {
    start,
    open(path) {
      mustMatchFirstView = false;
      window.history.pushState(null, '', path);
      // A started app's router hears of the new address as of a step back or forward; one still loading reads it.
      if (hasStartedApp) window.dispatchEvent(new PopStateEvent('popstate'));
      void start().catch(() => undefined);
    },
    tapInApp(selector) {
      doInApp((root) => root.querySelector<HTMLElement>(selector)?.click());
    },
    doInApp,
    startSoon() {
      const startWhenIdle = () => void start().catch(() => undefined);
      window.setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(startWhenIdle, { timeout: APP_START_DELAY_MS });
        else startWhenIdle();
      }, APP_START_DELAY_MS);
    },
    giveUp() {
      mustMatchFirstView = false;
      void start().catch(() => undefined);
    },
  };
}
