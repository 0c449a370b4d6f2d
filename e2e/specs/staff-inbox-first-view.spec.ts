import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { signedInPageWith } from '../support/screens';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** As in accessibility.spec.ts: an inbox entry is named by its title, not by its whole content. */
const RULES_OFF = { 'label-content-name-mismatch': { enabled: false } };

/** The inbox opened anew (a reload), as a phone opens it: its first view, drawn before the app. */
async function openInbox(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('.first-view-cover .chat-list:not(.chat-list--skeleton)').waitFor();
}

describe('the staff inbox first view: a phone opening the inbox sees it before the app', () => {
  const journey = useJourney();

  it('hands over to the same chats, and a chat tapped before the app is there opens in the app', async () => {
    const page = await signedInPageWith(journey, DEMO.guide, '**/guide/chats');
    await openInbox(page, journey.url('/guide/chats'));
    const cover = page.locator('.first-view-cover');
    const shown = await cover.locator('.chat-item__title').allTextContents();
    // One screen of chats: the rows reach the bottom of the screen.
    const { bottom, screenHeight } = await cover
      .locator('.chat-list')
      .evaluate((list) => ({ bottom: list.getBoundingClientRect().bottom, screenHeight: window.innerHeight }));
    assert.ok(bottom >= screenHeight, `the first view's ${shown.length} chats end at ${bottom} px, above the screen's bottom at ${screenHeight} px`);

    const second = cover.locator('.chat-item__link').nth(1);
    const href = await second.getAttribute('href');
    await second.click();
    await cover.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, href);
    await page.locator('ion-router-outlet .ion-page:not(.ion-page-hidden) .chat-composer, ion-router-outlet .ion-page:not(.ion-page-hidden) textarea').first().waitFor();

    // Back in the inbox, the app lists the chats the first view showed, in the same order.
    await openInbox(page, journey.url('/guide/chats'));
    await cover.waitFor({ state: 'detached', timeout: 20_000 });
    const listed = await page.locator('#root .staff-chats .chat-list .chat-item__title').allTextContents();
    assert.deepEqual(listed.slice(0, shown.length), shown);
    await page.context().close();
  });

  for (const language of ['en', 'nl', 'de', 'fr']) {
    it(`passes axe in ${language}`, async () => {
      const page = await signedInPageWith(journey, DEMO.cuber, '**/support/chats');
      await page.evaluate((code) => localStorage.setItem('stay.language', code), language);
      await openInbox(page, journey.url('/support/chats'));
      assert.equal(await page.evaluate(() => document.documentElement.lang), language);
      await page.evaluate(AXE_SOURCE);
      const violations = await page.evaluate(async ({ tags, rules }) => {
        const axe = (window as unknown as { axe: { run(context: Element, options: object): Promise<{ violations: { id: string; nodes: { html: string }[] }[] }> } }).axe;
        const { violations } = await axe.run(document.querySelector('.first-view-cover')!, { runOnly: { type: 'tag', values: tags }, rules });
        return violations.map((violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.html.slice(0, 160) ?? ''}`);
      }, { tags: WCAG_AA, rules: RULES_OFF });
      assert.deepEqual(violations, []);
      await page.context().close();
    });
  }
});
