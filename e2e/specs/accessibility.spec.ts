import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { mainChatNumber, signedInPageWith, visible } from '../support/screens';

/** axe-core, the rules engine behind Lighthouse's accessibility score, put into the page by the test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe's experimental "label in name" rule wants a link's whole visible content in its name. An inbox entry shows the
 * suite, guest, dates and last message, and is named "Open chat <suite>": its visible title, without reading the
 * whole entry for every link (the rule is off by default in axe and in Lighthouse).
 */
const RULES_OFF = { 'label-content-name-mismatch': { enabled: false } };

const GUESTS = [
  { email: DEMO.guest, language: 'en', locale: 'en-GB' },
  { email: DEMO.guest, language: 'nl', locale: 'nl-NL' },
  { email: 'lukas@demo.stay', language: 'de', locale: 'de-DE' },
  { email: 'camille@demo.stay', language: 'fr', locale: 'fr-FR' },
] as const;
const GUEST_SCREENS = ['/guest/home', '/guest/services', '/guest/chat', '/guest/more'];

/** The WCAG A/AA violations axe finds on the page as it is now, one line each ("rule (count): first element"). */
async function violationsOn(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ tags, rules }) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules });
    return violations.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
  }, { tags: WCAG_AA, rules: RULES_OFF });
}

/** Opens `path`, waits for its page to have drawn its main content (no skeleton left), then asks axe. */
async function assertAccessible(page: Page, path: string, url: string, what: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(`**${path}`);
  const screen = visible(page).last();
  await screen.locator('ion-content').waitFor();
  await screen.locator('ion-skeleton-text').first().waitFor({ state: 'detached' });
  assert.deepEqual(await violationsOn(page), [], `${what} has WCAG A/AA violations`);
}

describe('accessibility: the screens guests and staff use most pass axe in every language', () => {
  const journey = useJourney();

  for (const { email, language, locale } of GUESTS) {
    it(`the guest's home, services, chat and More pages in ${language}`, async () => {
      const page = await signedInPageWith(journey, email, '**/guest/**', { locale });
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      for (const path of GUEST_SCREENS) await assertAccessible(page, path, journey.url(path), `${path} in ${language}`);
    });
  }

  for (const { language, locale } of [GUESTS[0], GUESTS[1]]) {
    it(`the staff inbox and a guest chat at desktop size in ${language}`, async () => {
      const page = await signedInPageWith(journey, DEMO.guide, '**/guide/chats', { locale, viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
      await assertAccessible(page, '/guide/chats', journey.url('/guide/chats'), `the inbox in ${language}`);
      const chat = `/guide/chats/${await mainChatNumber(page)}`;
      await assertAccessible(page, chat, journey.url(chat), `a guest chat in ${language}`);
    });
  }
});
