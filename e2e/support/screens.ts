import assert from 'node:assert/strict';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD, MAIN_SUITE } from './demo';
import type { Journey } from './journey';

/** The page on screen: Ionic keeps the pages navigated away from in the DOM, hidden. */
export const visible = (page: Page): Locator => page.locator('.ion-page:not(.ion-page-hidden)');

/**
 * A signed-in page in a context of its own (language, colour scheme, size as asked), once it has landed on `landing`.
 * The form is filled by field type: its labels are in the browser's language.
 */
export async function signedInPageWith(journey: Journey, email: string, landing: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await journey.newContext(options);
  const page = await context.newPage();
  await page.goto(journey.url('/login'));
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL(landing);
  return page;
}

/** The main demo guest's chat number, from the guide's inbox. */
export async function mainChatNumber(guide: Page): Promise<string> {
  const link = guide.locator('li.chat-entry', { has: guide.getByRole('heading', { name: MAIN_SUITE }) }).locator('a.chat-item__link');
  const href = await link.getAttribute('href');
  const nmbr = /\/chats\/(\d+)/.exec(href ?? '')?.[1];
  assert.ok(nmbr, `the inbox links to the chat of ${MAIN_SUITE}`);
  return nmbr;
}
