import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { DEMO_PASSWORD } from '../support/demo';
import { waitForText } from '../support/eventually';
import { useJourney } from '../support/journey';
import { pageHeading } from '../support/staff';

const GUEST = {
  current: 'guest@demo.stay',
  lateCheckout: 'latecheckout@demo.stay',
  departed: 'departed@demo.stay',
  past: 'past@demo.stay',
} as const;

/** What is on screen: Ionic keeps left pages mounted (hidden), so look only inside the visible one. */
const onScreen = (page: Page) => page.locator('.ion-page:not(.ion-page-hidden)').last();
const tab = (page: Page, name: 'home' | 'chat' | 'services' | 'more') => onScreen(page).locator(`ion-tab-button[tab="${name}"]`);

/** The access token the app keeps in this page's storage. */
async function storedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('stay.session'));
  return (JSON.parse(stored ?? 'null') as { auth: { accesstoken: string } }).auth.accesstoken;
}

/** Ends the session of `accessToken` on the server (DELETE /api/auth/revoke), as a logout elsewhere would; the status. */
async function revokeSession(context: BrowserContext, revokeUrl: string, accessToken: string): Promise<number> {
  const response = await context.request.delete(revokeUrl, { headers: { accesstoken: accessToken, 'app-version': '2.1.8' } });
  return response.status();
}

/** Counts every loading overlay (ion-loading) the page adds from now on. */
async function countLoadingOverlays(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counter = window as unknown as { loadingOverlays: number };
    counter.loadingOverlays = 0;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) if (node.nodeName === 'ION-LOADING') counter.loadingOverlays += 1;
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

describe('the guest shell: tabs, language, goodbye, expired sessions and going offline', () => {
  const journey = useJourney({}, { motion: 'no-preference', serviceWorkers: 'allow' });

  async function dutchPage(): Promise<Page> {
    const context = await journey.newContext({ locale: 'nl-NL' });
    return context.newPage();
  }

  it('an nl-NL browser gets Dutch; the switch changes the texts and the choice is remembered', async () => {
    const page = await dutchPage();
    await page.goto(journey.url('/login'));
    await page.getByRole('heading', { name: 'Welkom bij je verblijf' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'nl');

    await page.getByRole('combobox', { name: 'Taal' }).selectOption('en');
    await page.getByRole('heading', { name: 'Welcome to your stay' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to your stay' }).waitFor();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl');
    await page.getByRole('heading', { name: 'Welkom bij je verblijf' }).waitFor();
    await page.context().close();
  });

  it('a Dutch guest moves through the tab bar; the chat loads behind skeleton bubbles only, in Dutch', async () => {
    const page = await dutchPage();
    await page.goto(journey.url('/login'));
    await page.getByLabel('E-mail').fill(GUEST.current);
    await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL('**/guest/home');

    for (const [name, label] of [['home', 'Home'], ['chat', 'Chat'], ['services', 'Diensten'], ['more', 'Meer']] as const) {
      await waitForText(tab(page, name), label);
    }

    // Hold the first page of messages until the skeleton has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/guest/reservation/current/chat/message?**', async (route) => {
      await held;
      await route.continue();
    });
    await countLoadingOverlays(page);
    await tab(page, 'chat').click();
    await page.waitForURL('**/guest/chat');
    await page.getByRole('status', { name: 'Chat berichten ophalen' }).waitFor();
    release();
    await onScreen(page).locator('.chat-thread__list, .info-card').first().waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { loadingOverlays: number }).loadingOverlays), 0, 'no loading overlay on top of the skeleton');

    await tab(page, 'more').click();
    await page.waitForURL('**/guest/more');
    await onScreen(page).getByText(GUEST.current).waitFor();
    await onScreen(page).getByRole('link', { name: '+31 (0)20 794 8390' }).waitFor();
    await onScreen(page).getByRole('combobox', { name: 'Taal' }).selectOption('en');
    await waitForText(tab(page, 'services'), 'Services');
    await waitForText(tab(page, 'more'), 'More');

    await tab(page, 'services').click();
    await page.waitForURL('**/guest/services');
    await pageHeading(page).filter({ hasText: 'Services' }).waitFor();
    await tab(page, 'home').click();
    await page.waitForURL('**/guest/home');
    await page.context().close();
  });

  it('late checkout shows the late time as the departure', async () => {
    const page = await journey.signedInPage(GUEST.lateCheckout, '**/guest/home');
    const badge = page.getByText(/^Late checkout until \d\d:\d\d$/);
    await badge.waitFor();
    const lateTime = ((await badge.textContent()) ?? '').trim().slice(-5);
    const departure = page.locator('.stay-summary__dates div', { has: page.getByText('Departure', { exact: true }) }).locator('dd');
    assert.match(((await departure.textContent()) ?? '').trim(), new RegExp(`${lateTime}$`));
    await page.context().close();
  });

  it('a departed guest gets a goodbye with the way to the chat for lost property', async () => {
    const page = await journey.signedInPage(GUEST.departed, '**/guest/home');
    await page.getByRole('heading', { name: /^Goodbye, / }).waitFor();
    await page.getByRole('heading', { name: 'Left something behind?' }).waitFor();
    for (const gone of ['Good to have you with us.', 'Invite a guest', 'Choose another guide']) {
      assert.equal(await page.getByText(gone, { exact: true }).count(), 0, `${gone} is not offered after the stay`);
    }
    await onScreen(page).locator('ion-button', { hasText: 'Open your chat' }).click();
    await page.waitForURL('**/guest/chat');
    await page.context().close();
  });

  it('a past guest reads the old chat from the wait screen', async () => {
    const page = await journey.signedInPage(GUEST.past, '**/wait-screen');
    await page.getByRole('heading', { name: 'Thank you for staying with us' }).waitFor();
    await onScreen(page).locator('ion-button', { hasText: 'Open your chat' }).click();
    await page.waitForURL('**/guest/chat');
    await onScreen(page).locator('.chat-thread__list, .info-card').first().waitFor();
    assert.equal(pathOf(page), '/guest/chat');
    await page.context().close();
  });

  it('an ended session lands on /login saying the login has expired, in an open app and in one opened again', async () => {
    // An open app: the server closes the ended session's socket, and the app finds out by itself.
    const open = await journey.signedInPage(GUEST.current, '**/guest/home');
    assert.equal(await revokeSession(open.context(), journey.url('/api/auth/revoke'), await storedAccessToken(open)), 200);
    await open.waitForURL('**/login');
    await open.getByText('Login has expired').waitFor();
    await open.context().close();

    // An app opened again later: its stored session is refused at start. The session ends while no page runs, so
    // nothing else can notice it first.
    const later = await journey.signedInPage(GUEST.current, '**/guest/home');
    const context = later.context();
    const accessToken = await storedAccessToken(later);
    await later.close();
    assert.equal(await revokeSession(context, journey.url('/api/auth/revoke'), accessToken), 200);
    const reopened = await context.newPage();
    await reopened.goto(journey.url('/guest/home'));
    await reopened.waitForURL('**/login');
    await reopened.getByText('Login has expired').waitFor();
    await context.close();
  });

  it('one dropped control tap is retried; the offline page returns by itself when the server answers again', async () => {
    const page = await journey.signedInPage(GUEST.current, '**/guest/home');
    const door = page.locator('li.device', { has: page.getByText('Front door', { exact: true }) }).locator('.device__state');
    await waitForText(door, /^(Locked|Unlocked)$/);
    await page.route('**/api/guest/accommodation/current/domotica/*/control', (route) => route.abort('internetdisconnected'), { times: 1 });
    const target = ((await door.textContent()) ?? '').trim() === 'Locked' ? 'Unlock' : 'Lock';
    await onScreen(page).getByRole('button', { name: `${target} Front door`, exact: true }).click();
    await waitForText(door, target === 'Unlock' ? 'Unlocked' : 'Locked');
    assert.equal(pathOf(page), '/guest/home');

    // The server stays away: after the retry the offline page shows, and leaves by itself once the server is back.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await onScreen(page).getByRole('button', { name: `${target === 'Unlock' ? 'Lock' : 'Unlock'} Front door`, exact: true }).click();
    await page.waitForURL('**/error/offline');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.unrouteAll();
    await page.waitForURL('**/guest/home', { timeout: 20_000 });
    await tab(page, 'home').waitFor();
    await page.context().close();
  });
});
