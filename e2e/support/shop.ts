import type { Locator, Page } from 'playwright-core';
import { PARK_TIME_ZONE, parkClock } from './staff';

/** What is on screen: Ionic keeps the pages a person left mounted (hidden), so look only inside the visible one. */
export const onScreen = (page: Page): Locator => page.locator('.ion-page:not(.ion-page-hidden)').last();

/** Euros as the app writes them in English (en-GB): "€57.90". */
export const euros = (amount: number): string => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(amount);

const DAY_MS = 86_400_000;

/** Today and tomorrow on the park's clock (YYYY-MM-DD). */
export function parkDays(now = new Date()): { today: string; tomorrow: string } {
  const today = parkClock(now).day;
  // Noon of today plus a day never lands on the same or the day after next, whatever the clock change.
  const tomorrow = parkClock(new Date(Date.parse(`${today}T12:00:00Z`) + DAY_MS)).day;
  return { today, tomorrow };
}

/** A calendar day written out as the staff screens show it in English: "Tuesday 24 November". */
export function longDay(day: string, timeZone = PARK_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(`${day}T12:00:00Z`));
}

export type TestPspOutcome = 'Pay' | 'Fail' | 'Cancel';

/**
 * On the built-in test PSP's hosted page (a server-rendered page of its own, not the app): waits for it, then presses
 * Pay, Fail or Cancel. The page records the outcome, tells our webhook and sends the browser back to the app.
 */
export async function decideOnTestPsp(page: Page, outcome: TestPspOutcome): Promise<void> {
  await page.waitForURL('**/psp/test/**');
  await page.getByRole('heading', { level: 1, name: 'Test payment' }).waitFor();
  await page.getByRole('button', { name: outcome === 'Pay' ? /^Pay / : outcome, exact: outcome !== 'Pay' }).click();
}
