import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { onScreen } from '../support/shop';
import { openStaffMenu, pageHeading, signedInDesktopPage, staffMenu } from '../support/staff';

/**
 * The demo guest Emma (guest@demo.stay, Suite Zeezicht 12) is guided by Sanne (guide@demo.stay) and has a chat with
 * her. The demo web links (seed-demo-weblinks.ts) have the FAQ category "In the park".
 */
const GUEST_SUITE = 'Suite Zeezicht 12';
const GUIDE_NAME = 'Sanne de Vries';
const FAQ_CATEGORY = 'In the park';
const NEW_LINK = {
  title: 'Bike repair',
  url: 'https://www.duinpark.example/bike-repair',
  description: 'A flat tyre? The workshop by the reception fixes it the same day.',
};
/**
 * The demo's guide ratings (seed-demo-ratings-data.ts), all within the last four months: Sanne 8 (average 4.375),
 * Bram and Anouk 7 each (30/7 ≈ 4.29, a tie), the team 22 (95/22 ≈ 4.32).
 */
const SEEDED = { own: { count: 8, average: '4.4' }, team: { count: 22, average: '4.3' }, tied: ['Bram Meijer', 'Anouk Smits'] };

/** The guest's tab bar. */
const guestTab = (page: Page, name: 'Home' | 'Chat') => onScreen(page).getByRole('tablist', { name: 'Main menu' }).getByRole('tab', { name });

/** A number written in a text ("€57.90", "3 orders"), as a number. */
const numberIn = (text: string): number => Number(/\d+(?:[.,]\d+)?/.exec(text.replace(/,(?=\d{3})/g, ''))?.[0].replace(',', '.') ?? NaN);

/** An anchor opens in a new tab without handing our page to the site it opens. */
async function assertSafeExternalLink(link: Locator, href: string): Promise<void> {
  assert.equal(await link.getAttribute('href'), href);
  assert.equal(await link.getAttribute('target'), '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  assert.ok(rel.includes('noopener'), `rel "${rel.join(' ')}" holds noopener`);
}

describe('web links and ratings: management adds an FAQ link, a guide shares it, the guest finds it; the ratings page', () => {
  const journey = useJourney();
  let manager: Page;
  let guide: Page;
  let guest: Page;

  /** The "In the park" FAQ category on the web links page. */
  const faqCategory = () => manager.getByRole('region', { name: FAQ_CATEGORY });

  it('management adds an FAQ link on the web links page', async () => {
    manager = await signedInDesktopPage(journey, DEMO.management, '**/support/chats');
    await staffMenu(manager).getByRole('link', { name: /^Web links/ }).click();
    await manager.waitForURL('**/support/weblinks');
    await pageHeading(manager).filter({ hasText: /^Web links$/ }).waitFor();
    await faqCategory().getByRole('list').getByRole('listitem').first().waitFor();

    await faqCategory().getByRole('button', { name: `Add a link to ${FAQ_CATEGORY}` }).click();
    const form = manager.getByRole('dialog', { name: 'New link' });
    await form.getByRole('textbox', { name: /^Title in English/ }).fill(NEW_LINK.title);
    // An address that is not http(s) is refused before anything is sent.
    await form.getByLabel('Web address').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a web address, such as www.example.com (only http:// and https:// addresses)').waitFor();
    await form.getByLabel('Web address').fill(NEW_LINK.url);
    assert.equal(await form.getByLabel('Category').locator('option:checked').textContent(), `${FAQ_CATEGORY} (FAQ)`, 'the category it was added from');
    await form.getByRole('textbox', { name: /^Description in English/ }).fill(NEW_LINK.description);
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    const row = faqCategory().getByRole('listitem').filter({ hasText: NEW_LINK.title });
    await row.getByText('Shared 0 times').waitFor();
    await assertSafeExternalLink(row.getByRole('link', { name: `Open ${NEW_LINK.title} in a new tab` }), NEW_LINK.url);
  });

  it("the guest's guide shares the link into the guest's chat from the composer's picker; the guest sees it arrive", async () => {
    guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guestTab(guest, 'Chat').click();
    await guest.waitForURL('**/guest/chat');
    await onScreen(guest).getByLabel('Message', { exact: true }).waitFor();

    guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await guide.getByRole('link', { name: `Open chat ${GUEST_SUITE}` }).click();
    await guide.waitForURL(/\/guide\/chats\/\d+$/);
    await pageHeading(guide).filter({ hasText: GUEST_SUITE }).waitFor();
    await onScreen(guide).getByRole('button', { name: 'Share a link' }).click();

    const picker = guide.getByRole('dialog', { name: 'Share a link' });
    await picker.getByRole('region', { name: /^Arrival & departure/ }).waitFor();
    await picker.getByLabel('Search links').fill('bike');
    // Grouped by category: the new link under its FAQ category, the demo's cycling tips under theirs.
    const group = picker.getByRole('region', { name: new RegExp(`^${FAQ_CATEGORY}`) });
    await group.getByRole('button', { name: `Share ${NEW_LINK.title}` }).waitFor();
    await eventually(() => picker.getByRole('region', { name: /^Arrival & departure/ }).count(), (count) => count === 0, 'the search leaves out other categories');
    await group.getByRole('button', { name: `Share ${NEW_LINK.title}` }).click();
    // A sent message cannot be taken back: the sheet shows what will be sent before it is.
    const preview = picker.getByRole('region', { name: 'Send this link?' });
    await preview.getByText(NEW_LINK.url, { exact: true }).waitFor();
    await preview.getByRole('button', { name: 'Send to the chat' }).click();
    await picker.waitFor({ state: 'hidden' });
    await guide.getByText(`“${NEW_LINK.title}” shared in the chat`).waitFor();

    const sent = onScreen(guide).getByRole('listitem').filter({ hasText: NEW_LINK.title }).filter({ has: guide.getByRole('link', { name: NEW_LINK.url }) });
    await sent.waitFor();

    // The guest's open chat: the guide's message with the link, opening safely in a new tab.
    const received = onScreen(guest).locator('.chat-bubble--other').filter({ hasText: NEW_LINK.title });
    await received.waitFor();
    await assertSafeExternalLink(received.getByRole('link', { name: NEW_LINK.url }), NEW_LINK.url);
  });

  it('the guest opens FAQ & tips from home and finds the new question in its category, with its answer and the page', async () => {
    await guestTab(guest, 'Home').click();
    await guest.waitForURL('**/guest/home');
    await onScreen(guest).getByRole('link', { name: /^FAQ & tips/ }).click();
    await guest.waitForURL('**/guest/faq');
    await pageHeading(guest).filter({ hasText: /^FAQ & tips$/ }).waitFor();

    const faqPage = onScreen(guest);
    await faqPage.getByRole('region', { name: 'Tips nearby' }).waitFor();
    const category = faqPage.getByRole('region', { name: FAQ_CATEGORY });
    const question = category.locator('details').filter({ has: guest.locator('summary', { hasText: NEW_LINK.title }) });
    await question.locator('summary').click();
    await question.getByText(NEW_LINK.description).waitFor();
    const link = question.getByRole('link', { name: /^Read more \(opens in a new tab\)/ });
    await assertSafeExternalLink(link, NEW_LINK.url);
  });

  it('the web links page counts the share', async () => {
    await manager.reload();
    const row = faqCategory().getByRole('listitem').filter({ hasText: NEW_LINK.title });
    await row.getByText('Shared 1 time', { exact: true }).waitFor();
    await manager.context().close();
  });

  it('the guide opens Ratings from the menu: own ratings, the leaderboard with ties, and the sales challenge', async () => {
    await onScreen(guide).getByRole('link', { name: 'Back' }).click();
    await guide.waitForURL('**/guide/chats');
    const menu = await openStaffMenu(guide);
    await menu.getByRole('link', { name: /^Ratings/ }).click();
    await guide.waitForURL('**/guide/ratings');
    await pageHeading(guide).filter({ hasText: /^Ratings$/ }).waitFor();
    const page = onScreen(guide);

    // Own ratings next to the team's, as seeded.
    const own = page.getByRole('region', { name: 'My ratings' }).getByRole('listitem').filter({ hasText: 'Guide ratings' });
    await own.getByText(`${SEEDED.own.average} of 5`, { exact: true }).waitFor();
    await own.getByText(`${SEEDED.own.count} ratings`, { exact: true }).waitFor();
    await own.getByText(`Team ${SEEDED.team.average} · ${SEEDED.team.count} ratings`).waitFor();

    // The guide leaderboard over the last 12 months: Sanne first (marked as "You"), Bram and Anouk tied second.
    const leaderboard = page.getByRole('region', { name: 'Leaderboard' });
    const lastYear = leaderboard.getByRole('option', { name: 'Last 12 months' });
    await eventually(() => lastYear.isEnabled(), (enabled) => enabled, 'the periods count back from the park\'s month once it is known');
    await leaderboard.getByLabel('Period').selectOption({ label: 'Last 12 months' });
    const ranking = leaderboard.getByRole('list', { name: 'Guide ratings' });
    const rowOf = (name: string) => ranking.getByRole('listitem').filter({ hasText: name });
    await rowOf(GUIDE_NAME).getByText(`${SEEDED.own.count} ratings`).waitFor();
    const mine = rowOf(GUIDE_NAME);
    await mine.getByText('You', { exact: true }).waitFor();
    await mine.getByLabel('Rank 1').waitFor();
    for (const name of SEEDED.tied) {
      await rowOf(name).getByLabel('Rank 2').waitFor();
      await rowOf(name).getByText('7 ratings').waitFor();
    }

    // Last month's sales challenge (the demo's placed orders of Sanne's guests always fall in it): her sales and place.
    const challenge = page.getByRole('region', { name: 'Product sales challenge' });
    await challenge.getByRole('button', { name: 'Previous month' }).click();
    const sales = challenge.getByRole('table', { name: 'Sales per guide' });
    const salesRow = sales.getByRole('row').filter({ has: guide.getByRole('rowheader', { name: GUIDE_NAME }) });
    await salesRow.waitFor();
    const [, , amount, orders] = await salesRow.getByRole('cell').or(salesRow.getByRole('rowheader')).allTextContents();
    assert.ok(numberIn(amount ?? '') > 0, `${GUIDE_NAME} sold something last month (${amount})`);
    assert.ok(numberIn(orders ?? '') > 0, `with at least one order (${orders})`);
    const position = challenge.getByRole('definition').filter({ has: guide.getByText(/^\d of 3$/) });
    await position.getByText(amount!.trim()).waitFor();
    await challenge.getByRole('img', { name: new RegExp(`^Sales per guide in .*${GUIDE_NAME}`) }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0, 'everything on the page loads');
  });
});
