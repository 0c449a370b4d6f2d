import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * Whether a journey's browser asks for reduced motion. The app honours that setting (no page slides, no sliding menu
 * or sheets), so most journeys ask for it and wait for no animation; a few keep the slides most phones show.
 */
export type Motion = 'reduce' | 'no-preference';

/**
 * Whether a journey's pages run the app's service worker. In every new context it precaches the whole build (some 300
 * files), about a fifth of a journey's CPU, and it changes no screen. The journeys about push, going offline and the
 * guest shell run it; the others go without, as in a browser that has no service worker.
 */
export type ServiceWorkers = 'allow' | 'block';

/** How a journey's browser contexts behave. */
export interface ContextSettings {
  motion: Motion;
  serviceWorkers: ServiceWorkers;
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium, headless, with nothing reaching out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Headless Chromium still builds the address bar's two popups as web pages of their own for every window (every
 * context), about a fifth of a journey's CPU. Playwright passes its own `--disable-features` list and a second flag
 * replaces the first, so this is Playwright's list (playwright-core 1.65) with the two popups added.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--disable-features=${DISABLED_FEATURES.join(',')}`] });
}

/** A fresh phone-sized browser context (its own storage), with `options` on top. */
export async function newPhoneContext(browser: Browser, { motion, serviceWorkers }: ContextSettings, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: motion, serviceWorkers, ...options });
}

/** The path of the page's current address, e.g. `/guest/home`. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
