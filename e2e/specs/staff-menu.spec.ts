import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO } from '../support/demo';
import { useJourney } from '../support/journey';
import { eventually } from '../support/eventually';
import { DESKTOP_VIEWPORT, openStaffMenu, pageHeading, signedInDesktopPage, staffMenu, tapMenuButton } from '../support/staff';

/** What each staff menu item opens: the page's own heading. */
const MENU_PAGES: Record<string, { path: RegExp; heading: string }> = {
  Chats: { path: /^\/(guide|support)\/chats$/, heading: 'Chats' },
  Reservations: { path: /^\/(guide|support)\/reservations$/, heading: 'Reservations' },
  Complaints: { path: /^\/(guide|support)\/complaints$/, heading: 'Complaints' },
  Deliveries: { path: /^\/(guide|support)\/deliveries$/, heading: 'Deliveries' },
  Housekeeping: { path: /^\/(guide|support)\/housekeeping$/, heading: 'Housekeeping' },
  'Web links': { path: /^\/(guide|support)\/weblinks$/, heading: 'Web links' },
  Ratings: { path: /^\/(guide|support)\/ratings$/, heading: 'Ratings' },
  Dashboard: { path: /^\/(support|management)\/dashboard$/, heading: 'Dashboard' },
  Climate: { path: /^\/management\/climate$/, heading: 'Climate' },
  'My guide profile': { path: /^\/guide\/guide-profile$/, heading: 'My guide profile' },
  Availability: { path: /^\/(guide|support)\/availability$/, heading: 'My availability' },
  'Saved replies': { path: /^\/(guide|support)\/saved-replies$/, heading: 'Saved replies' },
  Notifications: { path: /^\/(guide|support)\/settings\/notifications$/, heading: 'Notifications' },
  Profile: { path: /^\/(guide|support)\/profile$/, heading: 'Profile' },
  'Report a problem': { path: /^\/bug-report$/, heading: 'Report a problem' },
};

describe('the staff menu: a newcomer finds every page from it', () => {
  // With the menu's and the pages' slides, as most phones show them.
  const journey = useJourney({}, { motion: 'no-preference' });

  for (const [role, email, landing, items] of [
    ['guide', DEMO.guide, '**/guide/chats', ['Chats', 'Reservations', 'Complaints', 'Deliveries', 'Housekeeping', 'Web links', 'Ratings', 'My guide profile', 'Availability', 'Saved replies', 'Notifications', 'Profile', 'Report a problem']],
    ['support', DEMO.cuber, '**/support/chats', ['Chats', 'Reservations', 'Complaints', 'Deliveries', 'Housekeeping', 'Web links', 'Ratings', 'Dashboard', 'Availability', 'Saved replies', 'Notifications', 'Profile', 'Report a problem']],
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

  it('management on a laptop sees the account block at the bottom of the long menu, and scrolls the items to the last', async () => {
    const page = await signedInDesktopPage(journey, DEMO.management, '**/support/chats');
    const menu = staffMenu(page);
    const logout = menu.getByRole('button', { name: 'Log out' });
    await logout.waitFor();
    const box = await logout.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= DESKTOP_VIEWPORT.height, `Log out in view at ${DESKTOP_VIEWPORT.width}×${DESKTOP_VIEWPORT.height}: ${JSON.stringify(box)}`);
    const last = menu.getByRole('link').last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = await last.boundingBox();
    const footerTop = (await menu.locator('.staff-menu__footer').boundingBox())?.y ?? 0;
    assert.ok(lastBox && lastBox.y + lastBox.height <= footerTop + 1, `the last item scrolls into view above the account block: ${JSON.stringify(lastBox)}, footer at ${footerTop}`);
    assert.ok(box && (await logout.boundingBox())?.y === box.y, 'the account block stays put while the items scroll');
  });
});
