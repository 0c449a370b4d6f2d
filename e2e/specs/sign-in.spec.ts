import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPhonePage } from '../support/browser';
import { DEMO } from '../support/demo';
import { signIn } from '../support/login';
import { startServer, type RunningServer } from '../support/server';

describe('sign-in journeys', () => {
  let server: RunningServer;
  let browser: Browser;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function pathOf(page: Page): Promise<string> {
    return new URL(page.url()).pathname;
  }

  it('a guest signs in and lands on /guest/home', async () => {
    const page = await newPhonePage(browser);
    await signIn(page, server.baseUrl, DEMO.guest);
    await page.waitForURL('**/guest/home');
    await page.getByText(/Welcome/).first().waitFor();
    await page.context().close();
  });

  it('a guide lands on /guide/chats', async () => {
    const page = await newPhonePage(browser);
    await signIn(page, server.baseUrl, DEMO.guide);
    await page.waitForURL('**/guide/chats');
    await page.getByRole('heading', { name: 'Chats' }).first().waitFor();
    await page.context().close();
  });

  it('management can open /management/chats and a guide cannot', async () => {
    const manager = await newPhonePage(browser);
    await signIn(manager, server.baseUrl, DEMO.management);
    await manager.waitForURL('**/support/chats');
    await manager.goto(`${server.baseUrl}/management/chats`);
    await manager.getByRole('heading', { name: 'Chats' }).first().waitFor();
    assert.equal(await pathOf(manager), '/management/chats');
    await manager.context().close();

    const guide = await newPhonePage(browser);
    await signIn(guide, server.baseUrl, DEMO.guide);
    await guide.waitForURL('**/guide/chats');
    await guide.goto(`${server.baseUrl}/management/chats`);
    // Refused: sent to /login, which forwards a signed-in guide to the guide's own landing page.
    await guide.waitForURL('**/guide/chats');
    await guide.getByRole('heading', { name: 'Chats' }).first().waitFor();
    await guide.context().close();
  });

  it("a wrong password shows 'Incorrect credentials' and stays on /login", async () => {
    const page = await newPhonePage(browser);
    await signIn(page, server.baseUrl, DEMO.guest, 'Wrong1234');
    await page.getByText('Incorrect credentials').first().waitFor();
    assert.equal(await pathOf(page), '/login');
    await page.context().close();
  });

  it('a reload keeps the session, and logout returns to /login for good', async () => {
    const page = await newPhonePage(browser);
    await signIn(page, server.baseUrl, DEMO.guest);
    await page.waitForURL('**/guest/home');
    await page.reload();
    await page.getByText(/Welcome/).first().waitFor();
    assert.equal(await pathOf(page), '/guest/home');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${server.baseUrl}/guest/home`);
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
