import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { openStaffMenu, pageHeading, signedInDesktopPage } from '../support/staff';

/** The demo guides (seed-demo-stays-data.ts) and a guest who left yesterday (seed-demo-ratings.ts rates past stays). */
const GUIDES = ['Sanne de Vries', 'Bram Meijer', 'Anouk Smits'];
const DEPARTED_GUEST = 'departed@demo.stay';

describe('ratings: the staff ratings page and the stay rating after departure', () => {
  const journey = useJourney();

  it('a guide opens the ratings page from the menu: their own ratings, the leaderboard and the sales challenge', async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const menu = await openStaffMenu(guide);
    await menu.getByRole('link', { name: /^Ratings/ }).click();
    await guide.waitForURL('**/guide/ratings');
    await pageHeading(guide).filter({ hasText: /^Ratings$/ }).waitFor();

    const mine = guide.getByRole('region', { name: 'My ratings' });
    await mine.getByText('Guide ratings').waitFor();
    assert.match((await mine.getByRole('listitem').first().textContent()) ?? '', /\d\.\d of 5\d+ ratings?Team \d\.\d/);

    const leaderboard = guide.getByRole('region', { name: 'Leaderboard' });
    await leaderboard.getByRole('button', { name: 'Stay' }).click();
    await leaderboard.getByLabel('Period').selectOption('quarter');
    const ranking = leaderboard.getByRole('list', { name: 'Stay ratings' });
    await ranking.getByRole('listitem').first().waitFor();
    const names = await ranking.locator('.ranking-list__name').allTextContents();
    for (const name of GUIDES) assert.ok(names.some((text) => text.startsWith(name)), `${name} is ranked`);
    await ranking.getByText('You').waitFor();

    const challenge = guide.getByRole('region', { name: 'Product sales challenge' });
    await challenge.getByLabel('Previous month').click();
    await challenge.getByText('Your position').waitFor();
    await challenge.getByRole('img', { name: /^Sales per guide in / }).waitFor();
    assert.equal(await guide.getByRole('alert').filter({ hasText: /could not be loaded/ }).count(), 0, 'everything loads');
    await guide.context().close();
  });

  it('management sees every guide of the park', async () => {
    const manager = await signedInDesktopPage(journey, DEMO.management, '**/support/chats');
    try {
      await manager.goto(journey.url('/management/ratings'));
      const table = manager.getByRole('region', { name: 'All guides' }).getByRole('table');
      await table.waitFor();
      for (const name of GUIDES) await table.getByRole('rowheader', { name }).waitFor();
      await manager.getByRole('region', { name: 'Recent comments' }).getByText(/ · About /).first().waitFor();
    } finally {
      await manager.context().close();
    }
  });

  it('a guest who left rates the stay on the home page, and sees the rating again after a reload', async () => {
    const guest = await journey.signedInPage(DEPARTED_GUEST, '**/guest/home');
    const card = guest.getByRole('region', { name: 'How was your stay?' });
    await card.locator('label', { hasText: '4 stars' }).click();
    await card.getByLabel('Anything you would like to tell us? (optional)').fill('Quiet, clean and close to the beach.');
    await card.getByRole('button', { name: 'Send rating' }).click();
    await card.getByRole('img', { name: '4 of 5 stars' }).waitFor();

    await guest.reload();
    await eventually(() => card.getByText('Quiet, clean and close to the beach.').count(), (count) => count === 1, 'the rating is kept');
    await card.getByText('You rated your stay').waitFor();
    await guest.context().close();
  });
});
