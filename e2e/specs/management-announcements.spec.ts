import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { useJourney } from '../support/journey';
import { onScreen } from '../support/shop';

/**
 * Management writes a policy in the announcement editor and publishes it; the demo guest (guest@demo.stay, who has
 * accepted and read every seeded announcement) gets it in the modal on the home page and accepts it; management then
 * finds the guest in the policy's acceptances. Then the guest reports a problem from the More page and management
 * reads it among the bug reports.
 */
const MANAGEMENT = 'management@demo.stay';
const GUEST = 'guest@demo.stay';
const GUEST_NAME = 'Emma Smit';
const POLICY = 'Pool rules';
const BUG = 'The breakfast order button did nothing on the services page.';

/** Writes a chapter: its title, then a heading of level 2 and a bulleted list in its rich text. */
async function writeChapter(chapter: Locator, page: Page, title: string, heading: string, items: readonly string[]): Promise<void> {
  await chapter.getByLabel('Chapter title').fill(title);
  await chapter.getByRole('textbox', { name: /: Text$/ }).click();
  await chapter.getByLabel('Text style').selectOption({ label: 'Heading 2' });
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await chapter.getByRole('button', { name: 'Bulleted list' }).click();
  for (const [index, item] of items.entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(item);
  }
}

describe('management announcements and bug reports', () => {
  const journey = useJourney();

  it('management publishes a policy, the guest accepts it in the modal, and management sees who accepted', async () => {
    const management = await journey.signedInPage(MANAGEMENT, '**/support/chats');
    await management.goto(journey.url('/management/announcements'));
    await onScreen(management).getByRole('link', { name: /House rules/ }).waitFor();
    await onScreen(management).getByRole('link', { name: 'New announcement' }).click();
    await management.waitForURL('**/management/announcements/new');

    const editor = onScreen(management);
    await editor.getByLabel('Title', { exact: true }).fill(POLICY);
    await editor.getByText('Policy to accept', { exact: true }).click();
    await writeChapter(editor.getByRole('group', { name: 'Chapter 1' }), management, 'Opening hours', 'Open from 08:00 to 20:00', [
      'Children under 12 swim with an adult',
      'No glass at the pool',
    ]);
    await editor.getByRole('button', { name: 'Add a chapter' }).click();
    await writeChapter(editor.getByRole('group', { name: 'Chapter 2' }), management, 'Towels', 'Bring your own towel', ['Towels can be rented at reception']);
    await editor.getByRole('button', { name: 'Save as draft' }).click();
    await management.waitForURL(/\/management\/announcements\/\d+$/);
    const saved = onScreen(management);
    await saved.getByText('Draft', { exact: true }).waitFor();

    await saved.getByRole('button', { name: 'Publish' }).click();
    const confirm = management.getByRole('alertdialog', { name: 'Publish this announcement?' });
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await saved.getByRole('button', { name: 'Unpublish' }).waitFor();
    await saved.getByText('Nobody has accepted this announcement yet.').waitFor();
    const editorUrl = management.url();

    // The guest signs in afterwards: the home page asks for what is new and shows the policy to accept.
    const guest = await journey.signedInPage(GUEST, '**/guest/home');
    const policy = guest.getByRole('dialog', { name: POLICY });
    await policy.getByRole('heading', { name: 'Opening hours' }).waitFor();
    await policy.getByRole('heading', { name: 'Open from 08:00 to 20:00' }).waitFor();
    await policy.getByRole('listitem').filter({ hasText: 'No glass at the pool' }).waitFor();
    await policy.getByRole('button', { name: 'Next' }).click();
    await policy.getByRole('heading', { name: 'Towels' }).waitFor();
    await policy.getByRole('button', { name: 'Accept' }).click();
    await policy.getByText('You confirmed that you read and understand this announcement').waitFor();
    await policy.getByRole('button', { name: 'Dismiss' }).click();
    await policy.waitFor({ state: 'detached' });

    // Management sees the acceptance with the guest's name, and the count in the list.
    await management.goto(editorUrl);
    const acceptances = onScreen(management).getByRole('region', { name: 'Who accepted' });
    await acceptances.getByText(GUEST_NAME).waitFor();
    await acceptances.getByText('Version 1').waitFor();
    await management.goto(journey.url('/management/announcements'));
    const row = onScreen(management).getByRole('link', { name: new RegExp(POLICY) });
    await row.getByText('Accepted: 1').waitFor();
    assert.equal(await row.getByText('Published').count(), 1);

    // A guest reports a problem from the More page; management reads it among the bug reports.
    await guest.goto(journey.url('/guest/more'));
    await onScreen(guest).getByText('Report a problem with the app').click();
    await guest.waitForURL('**/bug-report?from=*');
    await onScreen(guest).getByLabel('What happened?').fill(BUG);
    await onScreen(guest).getByRole('button', { name: 'Send report' }).click();
    await onScreen(guest).getByRole('status').getByText('Thank you!').waitFor();

    await management.goto(journey.url('/management/bug-reports'));
    const report = onScreen(management).getByRole('link', { name: new RegExp(BUG.slice(0, 30)) });
    await report.getByText(`${GUEST_NAME} · /guest/more`).waitFor();
    await report.click();
    await management.waitForURL(/\/management\/bug-reports\/[^/]+$/);
    const detail = management.locator('.bug-report-detail').last();
    await detail.getByText(BUG).waitFor();
    await detail.getByText('/guest/more', { exact: true }).waitFor();
    await detail.getByText('Guest', { exact: true }).waitFor();
  });
});
