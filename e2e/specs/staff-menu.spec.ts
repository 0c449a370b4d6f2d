import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { eventually } from '../support/eventually';
import { openStaffMenu, pageHeading, staffMenu, tapMenuButton } from '../support/staff';

/** What each staff menu item opens: the page's own heading. */
const MENU_PAGES: Record<string, { path: RegExp; heading: string }> = {
  Chats: { path: /^\/(guide|support)\/chats$/, heading: 'Chats' },
  Reservations: { path: /^\/(guide|support)\/reservations$/, heading: 'Reservations' },
  Complaints: { path: /^\/(guide|support)\/complaints$/, heading: 'Complaints' },
  Deliveries: { path: /^\/(guide|support)\/deliveries$/, heading: 'Deliveries' },
  'Web links': { path: /^\/(guide|support)\/weblinks$/, heading: 'Web links' },
  Ratings: { path: /^\/(guide|support)\/ratings$/, heading: 'Ratings' },
  Dashboard: { path: /^\/(support|management)\/dashboard$/, heading: 'Dashboard' },
  Availability: { path: /^\/(guide|support)\/availability$/, heading: 'My availability' },
  Notifications: { path: /^\/(guide|support)\/settings\/notifications$/, heading: 'Notifications' },
  Profile: { path: /^\/(guide|support)\/profile$/, heading: 'Profile' },
  'Report a problem': { path: /^\/bug-report$/, heading: 'Report a problem' },
};

describe('the staff menu: a newcomer finds every page from it', () => {
  // With the menu's and the pages' slides, as most phones show them.
  const journey = useJourney({}, { motion: 'no-preference' });

  for (const [role, email, landing, items] of [
    ['guide', DEMO.guide, '**/guide/chats', ['Chats', 'Reservations', 'Complaints', 'Deliveries', 'Web links', 'Ratings', 'Availability', 'Notifications', 'Profile', 'Report a problem']],
    ['support', DEMO.cuber, '**/support/chats', ['Chats', 'Reservations', 'Complaints', 'Deliveries', 'Web links', 'Ratings', 'Dashboard', 'Availability', 'Notifications', 'Profile', 'Report a problem']],
  ] as const) {
    it(`a newcomer in ${role} reaches every menu entry without typing an address`, async () => {
      const page = await journey.signedInPage(email, landing);
      let menu = await openStaffMenu(page);
      const names = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent?.replace(/\d+$/, '').trim()));
      assert.deepEqual(names, items, `the ${role} menu`);
      for (const [index, name] of items.entries()) {
        if (index > 0) menu = await openStaffMenu(page);
        await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
        const expected = MENU_PAGES[name]!;
        await page.waitForURL((url) => expected.path.test(url.pathname));
        await pageHeading(page).filter({ hasText: new RegExp(`^${expected.heading}$`) }).waitFor();
        assert.equal(await page.getByRole('heading', { name: 'Page not found' }).count(), 0, `${name} opens a real page`);
        assert.equal(await page.getByRole('alert').filter({ hasText: /could not be loaded/ }).count(), 0, `${name} loads`);
      }
    });
  }

  it('an item tapped while the drawer is still sliding in closes the drawer and opens its page', async () => {
    const page = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    await tapMenuButton(page);
    // A quick thumb: the item is tapped as soon as it slides into view, before the drawer has settled.
    const item = staffMenu(page).getByRole('link', { name: 'Reservations' });
    await item.evaluate(async (link) => {
      while (link.getBoundingClientRect().left < 0) await new Promise(requestAnimationFrame);
    });
    await item.click({ force: true });
    await page.waitForURL('**/guide/reservations');
    await pageHeading(page).filter({ hasText: /^Reservations$/ }).waitFor();
    await eventually(() => staffMenu(page).getByRole('link').count(), (count) => count === 0, 'the drawer closed');
  });
});
