import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathOf } from '../support/browser';
import { DEMO, MAIN_SUITE } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { mainChatNumber, signedInPageWith, visible } from '../support/screens';

describe('staff chat care: read ticks, suggestions, inactive chats, colleagues, swiping and scrolling', () => {
  const journey = useJourney();

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
    const guide = await signedInPageWith(journey, DEMO.guide, '**/guide/chats', { locale: 'nl-NL' });
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
