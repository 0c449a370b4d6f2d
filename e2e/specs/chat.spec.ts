import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';

/** The unread total in the inbox toolbar (0 when the badge is not shown). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.getByTestId('chat-unread-badge');
  return (await badge.count()) === 0 ? 0 : Number((await badge.first().textContent())?.replace('+', '') ?? 0);
}

/** Marks the document, so a test can prove later that no reload happened. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __chatJourneyMark: true }));
}
async function wasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __chatJourneyMark?: boolean }).__chatJourneyMark === true);
}

/** A finger drags the chat sideways: 'start' reveals the start-side actions (drag right), 'end' the end side. */
async function swipe(page: Page, entry: Locator, side: 'start' | 'end'): Promise<void> {
  await entry.scrollIntoViewIfNeeded();
  const box = await entry.locator('ion-item').first().boundingBox();
  assert.ok(box, 'the chat item is on screen');
  const y = box.y + box.height / 2;
  const from = side === 'start' ? box.x + 120 : box.x + box.width - 60;
  const step = side === 'start' ? 20 : -20;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let index = 1; index <= 12; index += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + index * step, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const swipeAction = (entry: Locator, side: 'start' | 'end', name: string) =>
  entry.locator(`ion-item-options[data-side="${side}"] ion-item-option`, { hasText: name });

describe('chat journeys (two browsers at once)', () => {
  const journey = useJourney({}, { serviceWorkers: 'allow' });
  let guest: Page;
  let guide: Page;
  const guestChat = () => guide.locator('li.chat-entry', { has: guide.getByRole('heading', { name: 'Suite Zeezicht 12' }) });

  before(async () => {
    guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.goto(journey.url('/guest/chat'));
    await guest.getByLabel('Message', { exact: true }).waitFor();
  });

  it('a guest sends a message and the guide sees it appear without reload, with the badge count rising', async () => {
    await guestChat().waitFor();
    const before = await eventually(() => badgeCount(guide), (count) => count > 0, 'the guide has unread messages in the demo');
    await markDocument(guide);

    const text = `Is the sauna open tonight? (${Date.now()})`;
    await guest.getByLabel('Message', { exact: true }).fill(text);
    await guest.getByRole('button', { name: 'Send' }).click();
    await guest.locator('.chat-bubble--own', { hasText: text }).waitFor();

    await guestChat().getByText(text).waitFor();
    await eventually(() => badgeCount(guide), (count) => count > before, 'the badge count rises');
    await guide.waitForFunction(() => /^\(\d+\+?\) Chats$/.test(document.title));
    assert.equal(await wasNotReloaded(guide), true, 'the inbox was not reloaded');
  });

  it('the guide answers and the guest sees it without reload', async () => {
    await markDocument(guest);
    await guide.getByRole('link', { name: 'Open chat Suite Zeezicht 12' }).click();
    await guide.waitForURL(/\/guide\/chats\/\d+$/);
    const reply = `Yes, until 22:00. Enjoy! (${Date.now()})`;
    const composer = guide.locator('.ion-page:not(.ion-page-hidden)').getByLabel('Message', { exact: true });
    await composer.fill(reply);
    await guide.locator('.ion-page:not(.ion-page-hidden)').getByRole('button', { name: 'Send' }).click();

    await guest.locator('.chat-bubble--other', { hasText: reply }).waitFor();
    assert.equal(await wasNotReloaded(guest), true, 'the guest chat was not reloaded');
  });

  it('a guide joins, handles and inactivates a chat through the swipe actions', async () => {
    await guide.goto(journey.url('/guide/chats'));
    const joinable = guide.locator('li.chat-entry', { has: guide.locator('ion-item-options[data-side="start"] ion-item-option', { hasText: 'Join' }) }).first();
    await joinable.waitFor();
    const nmbr = await joinable.getAttribute('data-chat');
    assert.ok(nmbr, 'a chat the guide may join');
    const entry = guide.locator(`li.chat-entry[data-chat="${nmbr}"]`);
    const detail = guide.locator('.ion-page:not(.ion-page-hidden)');

    // Join (start side) → 'join chat' → the chat opens (OPEN_CHAT), now with a composer.
    await swipe(guide, entry, 'start');
    await swipeAction(entry, 'start', 'Join').click();
    await guide.waitForURL(`**/guide/chats/${nmbr}`);
    await detail.getByLabel('Message', { exact: true }).waitFor();

    // Handle (start side) → the guide is the action holder.
    await guide.goto(journey.url('/guide/chats'));
    await entry.waitFor();
    assert.equal(await swipeAction(entry, 'start', 'Join').count(), 0, 'a member cannot join again');
    await swipe(guide, entry, 'start');
    await swipeAction(entry, 'start', 'Handle').click();
    await guide.waitForURL(`**/guide/chats/${nmbr}`);
    await detail.getByText('Handled by Sanne de Vries').waitFor();

    // Inactive (end side) → the chat is inactive and nobody handles it any more.
    await guide.goto(journey.url('/guide/chats'));
    await entry.waitFor();
    await swipe(guide, entry, 'end');
    await swipeAction(entry, 'end', 'Inactive').click();
    await guide.getByRole('button', { name: 'Set inactive' }).click();
    await entry.locator('.chat-item__status', { hasText: 'Inactive' }).waitFor();
    await guide.goto(journey.url(`/guide/chats/${nmbr}`));
    await detail.getByText('Nobody handles this chat').waitFor();
    await detail.locator('.chat-status', { hasText: 'Inactive' }).waitFor();
  });

  it('a message typed while offline is kept and arrives after reconnect', async () => {
    await guide.goto(journey.url('/guide/chats'));
    await guestChat().waitFor();
    await guest.goto(journey.url('/guest/chat'));
    await guest.getByLabel('Message', { exact: true }).waitFor();

    await guest.context().setOffline(true);
    await guest.getByText(/You are offline/).waitFor();
    const text = `Typed in the dunes without signal (${Date.now()})`;
    await guest.getByLabel('Message', { exact: true }).fill(text);
    await guest.getByRole('button', { name: 'Send' }).click();
    const bubble = guest.locator('.chat-bubble--own', { hasText: text });
    await bubble.getByText('Waiting for a connection — it will be sent automatically').waitFor();
    const stored = await guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stay.chat.outbox.')).map((key) => localStorage.getItem(key)));
    assert.match(stored.join(''), /Typed in the dunes/, 'the unsent message is kept in storage');

    await guest.context().setOffline(false);
    await eventually(() => bubble.locator('.chat-bubble__status').count(), (count) => count === 0, 'the message is confirmed by the server');
    await guestChat().getByText(text).waitFor();
    assert.equal(await guest.locator('.chat-bubble', { hasText: text }).count(), 1, 'sent exactly once');
    const left = await guest.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('stay.chat.outbox.')).length);
    assert.equal(left, 0, 'the outbox is empty');
  });
});
