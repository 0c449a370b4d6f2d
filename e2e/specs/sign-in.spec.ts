import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pathOf } from '../support/browser';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { signIn } from '../support/login';

describe('sign-in journeys', () => {
  const journey = useJourney({}, { motion: 'no-preference' });

  it('a guest signs in and lands on /guest/home', async () => {
    const page = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await page.getByText(/Welcome/).first().waitFor();
    await page.context().close();
  });

  it('a guide lands on /guide/chats', async () => {
    const page = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await page.getByRole('heading', { name: 'Chats' }).first().waitFor();
    await page.context().close();
  });

  it('management can open /management/chats and a guide cannot', async () => {
    const manager = await journey.signedInPage(DEMO.management, '**/support/chats');
    await manager.goto(journey.url('/management/chats'));
    await manager.getByRole('heading', { name: 'Chats' }).first().waitFor();
    assert.equal(pathOf(manager), '/management/chats');
    await manager.context().close();

    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await guide.goto(journey.url('/management/chats'));
    // Refused: sent to /login, which forwards a signed-in guide to the guide's own landing page.
    await guide.waitForURL('**/guide/chats');
    await guide.getByRole('heading', { name: 'Chats' }).first().waitFor();
    await guide.context().close();
  });

  it("a wrong password shows 'Incorrect credentials' and stays on /login", async () => {
    const page = await journey.newPage();
    await signIn(page, journey.server.baseUrl, DEMO.guest, 'Wrong1234');
    await page.getByText('Incorrect credentials').first().waitFor();
    assert.equal(pathOf(page), '/login');
    await page.context().close();
  });

  it('a reload keeps the session, and logout returns to /login for good', async () => {
    const page = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await page.reload();
    await page.getByText(/Welcome/).first().waitFor();
    assert.equal(pathOf(page), '/guest/home');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto(journey.url('/guest/home'));
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
