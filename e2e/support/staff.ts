import type { Locator, Page } from 'playwright-core';
import { eventually } from './eventually';
import { signIn } from './login';
import type { Journey } from './journey';

/** A desktop screen: the staff menu stays beside the page, lists sit beside their detail. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** The demo park's zone: staff screens write times on the park's clock. */
export const PARK_TIME_ZONE = 'Europe/Amsterdam';

/** The staff side menu (a drawer on a phone, always beside the page on a desktop). */
export const staffMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Staff menu' });

/** The page's own title: every screen has exactly one h1 in view. */
export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

/**
 * Taps the page's menu button, once the page before it has slid away (while a page transition runs both toolbars are
 * in view); the drawer then starts to slide in.
 */
export async function tapMenuButton(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Open the menu' });
  await eventually(() => button.count(), (count) => count === 1, `one page in view with its menu button at ${page.url()}`);
  await button.click();
}

/** Opens the phone's menu drawer from the page's menu button; answers the menu once its items show. */
export async function openStaffMenu(page: Page): Promise<Locator> {
  await tapMenuButton(page);
  const menu = staffMenu(page);
  await menu.getByRole('link').first().waitFor();
  return menu;
}

/** A signed-in page at desktop size in a context of its own (the suite closes it at the end if the caller did not). */
export async function signedInDesktopPage(journey: Journey, email: string, landing: string): Promise<Page> {
  const context = await journey.newContext({ viewport: DESKTOP_VIEWPORT, isMobile: false, hasTouch: false });
  const page = await context.newPage();
  await signIn(page, journey.server.baseUrl, email);
  await page.waitForURL(landing);
  return page;
}

/** The calendar day (YYYY-MM-DD) and hour (0–23) of an instant on the park's clock. */
export function parkClock(instant: Date, timeZone = PARK_TIME_ZONE): { day: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** `HH:00` of an hour of the day. */
export const onTheHour = (hour: number): string => `${String(hour % 24).padStart(2, '0')}:00`;
