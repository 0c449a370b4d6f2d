import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, MAIN_SUITE } from '../support/demo';
import { useJourney } from '../support/journey';
import { mainChatNumber, signedInPageWith, visible } from '../support/screens';

const MIN_TAP = 44;

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

/** How far the page on screen reaches sideways: the document's and its scrolling content's width against the window's. */
async function sidewaysReach(page: Page): Promise<{ document: number; content: number; window: number }> {
  return visible(page)
    .locator('ion-content')
    .evaluate(async (content: HTMLElement & { getScrollElement(): Promise<HTMLElement> }) => ({
      document: document.documentElement.scrollWidth,
      content: (await content.getScrollElement()).scrollWidth,
      window: window.innerWidth,
    }));
}

async function assertNoSidewaysScroll(what: string, page: Page): Promise<void> {
  const reach = await sidewaysReach(page);
  assert.ok(reach.document <= reach.window && reach.content <= reach.window, `${what} scrolls sideways: ${JSON.stringify(reach)}`);
}

async function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element, source) => (0, eval)(source)(element) as number, CONTRAST_OF);
}

describe('what guests and staff read and tap: control sizes, contrast, dates and phrases', () => {
  const journey = useJourney();

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

  it('the sign-in links and the booking contact links are at least 44 px high; the bug report form does not scroll sideways', async () => {
    const visitor = await journey.newPage();
    await visitor.goto(journey.url('/login'));
    for (const link of ['.login__forgot', '.login__bug-report']) {
      const box = await visitor.locator(link).first().boundingBox();
      assert.ok(box && box.height >= MIN_TAP && box.width >= MIN_TAP, `${link} is ${JSON.stringify(box)}`);
    }

    await visitor.goto(journey.url('/bug-report?from=/login'));
    await visitor.getByLabel('What happened?').waitFor();
    const { scrollWidth, clientWidth } = await visible(visitor).locator('ion-content').evaluate((content) => {
      const scroller = content.shadowRoot?.querySelector('.inner-scroll');
      return { scrollWidth: scroller?.scrollWidth ?? 0, clientWidth: scroller?.clientWidth ?? 0 };
    });
    assert.ok(scrollWidth > 0 && scrollWidth <= clientWidth, `the bug report scrolls sideways: ${scrollWidth} > ${clientWidth}`);

    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await guide.goto(journey.url('/guide/settings/bookings/DZ-2025-000401'));
    await visible(guide).locator('.booking-guest__contact a').first().waitFor();
    for (const box of await visible(guide).locator('.booking-guest__contact a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))) {
      assert.ok(box >= MIN_TAP, `a booking contact link is ${box} px high`);
    }
  });

  it('a guest who activated before arrival sees the home, controls not yet open, without sideways scroll on a 390 px phone in Dutch', async () => {
    const activation = await journey.newPage();
    await activation.goto(journey.url('/activate-reservation'));
    await activation.getByLabel('Reservation number').fill('DZ-2025-000777');
    await activation.getByLabel('Email address of the booking').fill('welcome@demo.stay');
    await activation.getByLabel('Your email address').fill('early@example.com');
    await activation.getByRole('button', { name: 'Continue' }).click();
    await activation.getByLabel('First name').fill('Olga');
    await activation.getByLabel('Last name').fill('Early');
    await activation.getByLabel('Choose a password').fill(DEMO_PASSWORD);
    await activation.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
    await activation.getByRole('button', { name: 'Activate reservation' }).click();
    await activation.waitForURL('**/guest/home');
    await activation.context().close();

    const guest = await signedInPageWith(journey, 'early@example.com', '**/guest/home', { locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    await visible(guest).getByText('Niet beschikbaar buiten je verblijf').first().waitFor();
    await visible(guest).getByText('Welterusten', { exact: true }).waitFor();
    await assertNoSidewaysScroll('the guest home before arrival', guest);
    await assertTapTargets('device buttons', visible(guest).locator('.device__controls ion-button'));
    await assertTapTargets('device refresh', visible(guest).locator('.device__refresh'));
  });

  it("the announcement's pager dots and the complaint filter chips are at least 44 × 44 px", async () => {
    const arrival = await journey.signedInPage('newarrival@demo.stay', '**/guest/home');
    await arrival.getByRole('dialog', { name: 'House rules' }).locator('.announcement-modal__dot').first().waitFor();
    await assertTapTargets('pager dots', arrival.locator('.announcement-modal__dot'));

    const cuber = await journey.signedInPage(DEMO.cuber, '**/support/**');
    await cuber.goto(journey.url('/support/complaints'));
    await visible(cuber).locator('.filter-chip').first().waitFor();
    await assertTapTargets('filter chips', visible(cuber).locator('.filter-chip'));
  });

  it('the staff ratings fit a 390 px phone in Dutch, their hidden sales table included', async () => {
    const guide = await signedInPageWith(journey, DEMO.guide, '**/guide/chats', { locale: 'nl-NL', viewport: { width: 390, height: 844 } });
    await guide.goto(journey.url('/guide/ratings'));
    await visible(guide).locator('.sales-chart').first().waitFor();
    await assertNoSidewaysScroll('the staff ratings', guide);
  });

  it('the chat date chip is readable (at least 4.5:1) in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await signedInPageWith(journey, DEMO.guest, '**/guest/home', { colorScheme });
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
      const guide = await signedInPageWith(journey, DEMO.guide, '**/guide/chats', { locale });
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

  it('phrases such as "Parc Duinzicht" and "20.0 °C now" break over two lines only when wider than a whole line', async () => {
    for (const locale of ['en-US', 'nl-NL']) {
      const guest = await signedInPageWith(journey, DEMO.guest, '**/guest/home', { locale, viewport: { width: 320, height: 800 } });
      const phrases = visible(guest).locator('.ui-phrases__item');
      await visible(guest).locator('.device__state .ui-phrases__item').first().waitFor();
      const measured = await phrases.evaluateAll((items) =>
        items.map((item) => {
          const style = getComputedStyle(item);
          const lines = Math.round(item.getBoundingClientRect().height / parseFloat(style.lineHeight === 'normal' ? String(parseFloat(style.fontSize) * 1.2) : style.lineHeight));
          // The phrase's width on one line, against the line it sits on.
          item.style.whiteSpace = 'nowrap';
          const width = item.getBoundingClientRect().width;
          item.style.whiteSpace = '';
          const line = item.parentElement!.parentElement!.getBoundingClientRect().width;
          return { text: item.textContent, lines, fits: width <= line + 0.5, clipped: item.scrollWidth > item.clientWidth + 1 };
        }),
      );
      assert.ok(measured.length >= 3, `${locale}: phrases on screen`);
      for (const phrase of measured) {
        assert.ok(!phrase.fits || phrase.lines === 1, `${locale}: "${phrase.text}" fits a line but breaks: ${JSON.stringify(phrase)}`);
        assert.ok(!phrase.clipped, `${locale}: "${phrase.text}" is cut off: ${JSON.stringify(phrase)}`);
      }
      await guest.context().close();
    }
  });
});
