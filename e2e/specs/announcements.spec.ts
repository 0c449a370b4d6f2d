import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useJourney } from '../support/journey';
import { onScreen } from '../support/shop';

/**
 * The demo's new arrival (newarrival@demo.stay, seed-demo-stays-data.ts) has not seen the park's announcements yet
 * (seed-demo-announcements-data.ts): the house rules (a policy of three chapters), the welcome (two chapters) and the
 * breakfast note on Services. Every other demo guest has accepted and read them.
 */
const NEW_ARRIVAL = 'newarrival@demo.stay';
const BEFORE_ACCEPTING = "By accepting I confirm that i've read and understand this announcement";
const AFTER_ACCEPTING = 'You confirmed that you read and understand this announcement';

/** Forgets when each page last checked, so the next visit asks the server again instead of waiting a minute. */
async function forgetAnnouncementChecks(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('announcement-check:')) window.localStorage.removeItem(key);
  });
}

describe('announcements: a new guest accepts the house rules', () => {
  const journey = useJourney();

  it('the policy cannot be dismissed, is accepted on its last slide, and does not come back after a reload', async () => {
    const page = await journey.signedInPage(NEW_ARRIVAL, '**/guest/home');
    const rules = page.getByRole('dialog', { name: 'House rules' });
    await rules.getByRole('heading', { name: 'Quiet hours' }).waitFor();

    // Neither a tap on the backdrop nor Escape (twice: browsers may force a second one) closes a policy to accept.
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await rules.getByRole('heading', { name: 'Quiet hours' }).waitFor();
    assert.equal(await rules.getByRole('button', { name: 'Close' }).count(), 0);
    assert.equal(await rules.getByText(BEFORE_ACCEPTING).count(), 0);

    await rules.getByRole('button', { name: 'Next' }).click();
    await rules.getByRole('heading', { name: 'Pets' }).waitFor();
    await rules.getByRole('button', { name: 'Next' }).click();
    await rules.getByRole('heading', { name: 'Leaving your suite' }).waitFor();
    assert.equal(await rules.getByRole('button', { name: 'Page 3 of 3' }).getAttribute('aria-current'), 'step');
    await rules.getByText(BEFORE_ACCEPTING).waitFor();
    assert.equal(await rules.getByRole('button', { name: 'Dismiss' }).count(), 0);

    await rules.getByRole('button', { name: 'Accept' }).click();
    await rules.getByText(AFTER_ACCEPTING).waitFor();
    // The new arrival's announcements come as one numbered series, not a row of separate dialogs.
    await rules.getByText('Policy · 1 of 2', { exact: true }).waitFor();
    await rules.getByRole('button', { name: 'Next announcement' }).click();

    // Then the welcome, which a tap on the backdrop may close (and marks as read).
    const welcome = page.getByRole('dialog', { name: 'Welcome to Parc Duinzicht' });
    await welcome.getByRole('heading', { name: 'Your stay' }).waitFor();
    const read = page.waitForResponse((response) => /\/api\/guest\/announcement\/\d+\/mark-as-read/.test(response.url()));
    await page.mouse.click(5, 5);
    assert.equal((await read).status(), 200);
    await welcome.waitFor({ state: 'detached' });

    // After a reload the home asks again (its minute forgotten) and the server has nothing left to show.
    await forgetAnnouncementChecks(page);
    const asked = page.waitForResponse((response) => response.url().includes('/api/guest/announcement/new'));
    await page.reload();
    const answer = await asked;
    assert.deepEqual(await answer.json(), []);
    await onScreen(page).getByRole('heading', { name: 'Home' }).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Services has a note of its own; the More page leads to every announcement, the policy marked accepted.
    await onScreen(page).getByRole('tablist', { name: 'Main menu' }).getByRole('tab', { name: 'Services' }).click();
    const breakfast = page.getByRole('dialog', { name: 'Breakfast at your door' });
    await breakfast.getByRole('heading', { name: 'At your door at 08:30' }).waitFor();
    await breakfast.getByRole('button', { name: 'Dismiss' }).click();
    await breakfast.waitFor({ state: 'detached' });

    await page.goto(journey.url('/guest/announcements'));
    const houseRules = page.getByRole('button', { name: /House rules/ });
    await houseRules.getByText('Accepted').waitFor();
    await houseRules.click();
    const reread = page.getByRole('dialog', { name: 'House rules' });
    await reread.getByRole('button', { name: 'Page 3 of 3' }).click();
    await reread.getByText(AFTER_ACCEPTING).waitFor();
    await reread.getByRole('button', { name: 'Close' }).click();
    await reread.waitFor({ state: 'detached' });
    await page.context().close();
  });
});
