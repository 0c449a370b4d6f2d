import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PHONE_VIEWPORT, pathOf } from '../support/browser';
import { DEMO, DEMO_PASSWORD } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';

const MIN_TAP = 44;
const MAIN_SUITE = 'Suite Zeezicht 12';
const visible = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)');

/** Every matching element is at least 44 × 44 CSS px; answers how many were measured. */
async function assertTapTargets(what: string, locator: Locator): Promise<number> {
  const count = await locator.count();
  assert.ok(count > 0, `${what} is on screen`);
  for (let index = 0; index < count; index += 1) {
    const box = await locator.nth(index).boundingBox();
    assert.ok(box, `${what} #${index} has a box`);
    assert.ok(box.width >= MIN_TAP && box.height >= MIN_TAP, `${what} #${index} is ${box.width}×${box.height}, under ${MIN_TAP}×${MIN_TAP}`);
  }
  return count;
}

/**
 * WCAG contrast of an element's text against what is behind it (its own and its ancestors' backgrounds, blended).
 * Plain source text, so the test runner's transpiler adds no helpers the page does not have.
 */
const CONTRAST_OF = `(element) => {
  const context = document.createElement('canvas').getContext('2d');
  const parse = (value) => { context.clearRect(0, 0, 1, 1); context.fillStyle = value; context.fillRect(0, 0, 1, 1); const d = context.getImageData(0, 0, 1, 1).data; return [d[0], d[1], d[2], d[3] / 255]; };
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const background = parse(getComputedStyle(node).backgroundColor);
    if (background[3] > 0) layers.push(background);
    if (background[3] >= 1) break;
  }
  let base = layers.some((layer) => layer[3] >= 1) ? [255, 255, 255] : parse(getComputedStyle(document.documentElement).getPropertyValue('--ion-background-color').trim() || '#fff').slice(0, 3);
  for (const [r, g, b, a] of layers.reverse()) base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
  const [tr, tg, tb, ta] = parse(getComputedStyle(element).color);
  const text = [tr * ta + base[0] * (1 - ta), tg * ta + base[1] * (1 - ta), tb * ta + base[2] * (1 - ta)];
  const luminance = (rgb) => rgb.map((channel) => { const c = channel / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; }).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
  const [light, dark] = [luminance(text), luminance(base)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}`;

async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element, source) => (0, eval)(source)(element) as number, CONTRAST_OF);
}

describe('staff chat and guest screens: what a guest and a guide meet', () => {
  const journey = useJourney();

  /** A signed-in page in its own context (language, colour scheme, size as asked). */
  async function pageFor(email: string, landing: string, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true, ...options });
    const page = await context.newPage();
    // By field type: the labels are in the browser's language.
    await page.goto(journey.url('/login'));
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('input[type="password"]').press('Enter');
    await page.waitForURL(landing);
    return page;
  }

  /** The main demo guest's chat number, from the guide's inbox. */
  async function mainChatNumber(guide: Page): Promise<string> {
    const link = guide.locator('li.chat-entry', { has: guide.getByRole('heading', { name: MAIN_SUITE }) }).locator('a.chat-item__link');
    const href = await link.getAttribute('href');
    const nmbr = /\/chats\/(\d+)/.exec(href ?? '')?.[1];
    assert.ok(nmbr, `the inbox links to the chat of ${MAIN_SUITE}`);
    return nmbr;
  }

  it('every small control on the guest home and the staff inbox is at least 44 × 44 px', async () => {
    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.locator('.device__refresh').first().waitFor();
    await assertTapTargets('device refresh', visible(guest).locator('.device__refresh'));
    await assertTapTargets('log out', visible(guest).locator('ion-header ion-button'));
    await assertTapTargets('the phone link', visible(guest).locator('.emergency-phone a'));
    await assertTapTargets('rating prompt', visible(guest).locator('.guide-card ion-button'));

    const help = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await help.goto(journey.url('/guest/chat'));
    await help.getByLabel('Message', { exact: true }).waitFor();
    await assertTapTargets('HELP and back', visible(help).locator('ion-header ion-button'));

    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const entry = guide.locator('li.chat-entry', { has: guide.getByRole('heading', { name: MAIN_SUITE }) });
    await entry.waitFor();
    await assertTapTargets('row menu', visible(guide).locator('.chat-item__more'));
    // Logging out is in the staff menu; the toolbar opens it.
    await assertTapTargets('menu button', visible(guide).locator('ion-header ion-menu-button'));
    await entry.locator('.chat-extras__toggle').click();
    await assertTapTargets('reminder cancel', entry.locator('.chat-reminder ion-button'));
    await assertTapTargets('suggestion buttons', entry.locator('.chat-suggestion ion-button'));
  });

  it('the chat date chip is readable (at least 4.5:1) in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await pageFor(DEMO.guest, '**/guest/home', { colorScheme });
      await page.goto(journey.url('/guest/chat'));
      const chip = page.locator('.chat-day span').first();
      await chip.waitFor();
      const ratio = await contrastOf(chip);
      assert.ok(ratio >= 4.5, `date chip contrast in ${colorScheme} is ${ratio.toFixed(2)}:1`);
      await page.context().close();
    }
  });

  it('dates and times are written the same way for guests and staff, on the 24-hour clock, in English and Dutch', async () => {
    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    const arrival = (await guest.locator('.stay-summary__dates dd').first().textContent()) ?? '';
    assert.match(arrival, /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/, `guest arrival "${arrival}"`);

    for (const [locale, day] of [
      ['en-US', /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/],
      ['nl-NL', /^[a-z]{2} \d{1,2} [a-z]{3}$/],
    ] as const) {
      const guide = await pageFor(DEMO.guide, '**/guide/chats', { locale });
      const nmbr = await mainChatNumber(guide);
      await guide.goto(journey.url(`/guide/chats/${nmbr}`));
      await visible(guide).locator('.chat-reminders-panel > ion-button').click();
      const dialog = guide.getByRole('dialog');
      const days = await dialog.locator('select').first().locator('option').allTextContents();
      const times = await dialog.locator('select').nth(1).locator('option').allTextContents();
      assert.ok(days.every((label) => day.test(label)), `${locale} day labels ${JSON.stringify(days.slice(0, 3))}`);
      assert.ok(times.includes('21:00') && times.every((label) => /^\d{2}:\d{2}$/.test(label)), `${locale} times on the 24-hour clock`);
      await guide.context().close();
    }
  });

  it('a guest sees one tick on a sent message and two once the guide has read it', async () => {
    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.goto(journey.url('/guest/chat'));
    const text = `Can we borrow a board game? (${Date.now()})`;
    await guest.getByLabel('Message', { exact: true }).fill(text);
    await guest.getByRole('button', { name: 'Send' }).click();
    const bubble = guest.locator('.chat-bubble--own', { hasText: text });
    await bubble.locator('[data-read-state="sent"]').waitFor();

    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await guide.goto(journey.url(`/guide/chats/${await mainChatNumber(guide)}`));
    await visible(guide).getByText(text).waitFor();

    await bubble.locator('[data-read-state="read"]').waitFor();
    assert.equal(await bubble.getByText('Read').count(), 1, 'the ticks say "Read" to a screen reader');
  });

  it("a suggestion opens with the guest's message marked, and Use puts the proposed message into the composer", async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const nmbr = await mainChatNumber(guide);
    await guide.goto(journey.url(`/guide/chats/${nmbr}?chatSuggestion=demo-suggestion-late-checkout`));
    const page = visible(guide);
    const card = page.getByRole('article', { name: 'Suggestion: Offer a late checkout' });
    await card.waitFor();
    const marked = page.locator('.chat-bubble--highlight');
    await marked.waitFor();
    assert.match((await marked.textContent()) ?? '', /leave a bit later/);
    assert.ok(await marked.isVisible(), 'the marked message is in view');

    const proposal = (await card.locator('.chat-suggestion__text').textContent())?.replace('Proposed message: ', '').trim() ?? '';
    await card.getByRole('button', { name: 'Use' }).click();
    const composer = page.getByLabel('Message', { exact: true });
    await eventually(() => composer.inputValue(), (value) => value === proposal, 'the proposed message is in the composer');
    await card.getByText('Marked as USED').waitFor();
  });

  it('setting a guest chat inactive asks first, in the staff member\'s language', async () => {
    const guide = await pageFor(DEMO.guide, '**/guide/chats', { locale: 'nl-NL' });
    await guide.goto(journey.url(`/guide/chats/${await mainChatNumber(guide)}`));
    const actions = visible(guide).getByRole('group', { name: 'Chatacties' });
    const status = visible(guide).locator('.chat-info .chat-status');
    await actions.getByRole('button', { name: 'Inactief' }).click();
    const alert = guide.locator('ion-alert');
    await alert.getByText('Deze chat op inactief zetten?').waitFor();
    await alert.getByRole('button', { name: 'Annuleren' }).click();
    await alert.waitFor({ state: 'detached' });
    assert.equal(await status.textContent(), 'Open', 'cancelling leaves the chat as it was');

    await actions.getByRole('button', { name: 'Inactief' }).click();
    await guide.locator('ion-alert').getByRole('button', { name: 'Op inactief zetten' }).click();
    await eventually(() => status.textContent(), (text) => text === 'Inactief', 'the chat is inactive after confirming');
    await guide.context().close();
  });

  it("a support colleague opening a guide's chat link lands on the same chat in their own area", async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const nmbr = await mainChatNumber(guide);
    const cuber = await journey.signedInPage(DEMO.cuber, '**/support/chats');
    await cuber.goto(journey.url(`/guide/chats/${nmbr}`));
    await cuber.waitForURL(`**/support/chats/${nmbr}`);
    assert.equal(pathOf(cuber), `/support/chats/${nmbr}`);
    await visible(cuber).getByRole('heading', { name: MAIN_SUITE }).waitFor();
  });

  it('swiping a chat row moves the whole row, badges and extras included', async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const entry = guide.locator('li.chat-entry', { has: guide.getByRole('heading', { name: MAIN_SUITE }) });
    await entry.waitFor();
    await entry.scrollIntoViewIfNeeded();
    const parts = [entry.locator('.chat-item__title'), entry.locator('.chat-badges'), entry.locator('.chat-extras__toggle')];
    const before = await Promise.all(parts.map((part) => part.boundingBox()));
    const item = (await entry.locator('ion-item').first().boundingBox())!;
    const y = item.y + 30;
    const cdp = await guide.context().newCDPSession(guide);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: item.x + item.width - 60, y }] });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: item.x + item.width - 60 - step * 15, y }] });
    }
    // Held mid-swipe (no touchEnd yet): every part of the row has moved by the same amount.
    const shifts = await eventually(
      async () => (await Promise.all(parts.map((part) => part.boundingBox()))).map((box, index) => Math.round(before[index]!.x - box!.x)),
      (moved) => moved[0]! > 20,
      'the row follows the finger',
    );
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    assert.ok(shifts.every((shift) => Math.abs(shift - shifts[0]!) <= 1), `title, badges and extras move together: ${JSON.stringify(shifts)}`);
  });

  it('phrases such as "Parc Duinzicht" and "20.0 °C now" never break over two lines', async () => {
    for (const locale of ['en-US', 'nl-NL']) {
      const guest = await pageFor(DEMO.guest, '**/guest/home', { locale, viewport: { width: 320, height: 800 } });
      const phrases = visible(guest).locator('.ui-phrases__item');
      await visible(guest).locator('.device__state .ui-phrases__item').first().waitFor();
      const lineCounts = await phrases.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          return Math.round(item.getBoundingClientRect().height / parseFloat(style.lineHeight === 'normal' ? String(parseFloat(style.fontSize) * 1.2) : style.lineHeight));
        }),
      );
      assert.ok(lineCounts.length >= 3 && lineCounts.every((lines) => lines === 1), `${locale}: every phrase on one line ${JSON.stringify(lineCounts)}`);
      await guest.context().close();
    }
  });

  it('the staff chat stays at the bottom when content below grows (an image loading)', async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await guide.goto(journey.url(`/guide/chats/${await mainChatNumber(guide)}`));
    const page = visible(guide);
    await page.locator('.chat-bubble').last().waitFor();
    const distanceFromBottom = () =>
      page.locator('ion-content').evaluate(async (content) => {
        const scroller = await (content as HTMLElement & { getScrollElement(): Promise<HTMLElement> }).getScrollElement();
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight;
      });
    await eventually(distanceFromBottom, (distance) => distance < 2, 'the chat opens at the bottom');
    // What an image does when it arrives: the last message grows.
    await page.locator('.chat-bubble').last().evaluate((bubble) => {
      const picture = document.createElement('div');
      picture.style.height = '400px';
      bubble.querySelector('.chat-bubble__body')?.append(picture);
    });
    await eventually(distanceFromBottom, (distance) => distance < 2, 'the chat follows the grown message to the bottom');
  });
});
