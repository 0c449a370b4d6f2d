import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { RESET_CODE_LENGTH } from '../../packages/contract/src/api/account-lifecycle';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../packages/server/test/platform/mail/local-smtp-server';
import { pathOf } from '../support/browser';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { assertWhollyAbove } from '../support/layout';
import { signIn } from '../support/login';

/** A demo guest with a current stay (packages/demo/src/seed-demo-stays-data.ts); this suite removes the account. */
const GUEST = 'latecheckout@demo.stay';
const NEW_PASSWORD = 'Zeewind42';

/** Undoes quoted-printable soft line breaks and escapes (enough to read a code in a raw mail). */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The reset code in the newest mail the local SMTP server received for `recipient`. */
function resetCodeIn(smtp: LocalSmtpServer, recipient: string): string | undefined {
  const mail = smtp.received.filter((candidate) => candidate.to.includes(recipient)).at(-1);
  if (!mail) return undefined;
  return new RegExp(`^(\\d{${RESET_CODE_LENGTH}})\\s*$`, 'm').exec(decodeQuotedPrintable(mail.raw))?.[1];
}

describe('account journeys', () => {
  let smtp: LocalSmtpServer | undefined;
  const journey = useJourney(async () => {
    smtp = await startLocalSmtpServer();
    return { SMTP_URL: smtp.url };
  });
  after(async () => {
    await smtp?.close();
  });

  it('a guest resets a forgotten password with the mailed code, changes the profile, and removes the account', async () => {
    const page = await journey.newPage();
    await page.goto(journey.url('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/reset-password');

    await page.getByLabel('Email address').fill(GUEST);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code from the mail').waitFor();
    const code = (await eventually(
      async () => resetCodeIn(smtp!, GUEST),
      (found) => found !== undefined,
      'the reset code mail arrives over SMTP',
    )) as string;

    await page.getByLabel('Code from the mail').fill(code);
    await page.getByRole('button', { name: 'Check code' }).click();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/login');
    await page.getByText('Your password has been changed').waitFor();

    await signIn(page, journey.server.baseUrl, GUEST, NEW_PASSWORD);
    await page.waitForURL('**/guest/**');

    await page.goto(journey.url('/guest/profile'));
    await page.getByLabel('First name').fill('Lotte');
    await page.getByLabel('Mobile phone').fill('+31 6 5555 1234');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your details are saved.').waitFor();
    await assertWhollyAbove(page.locator('ion-toast .toast-wrapper'), page.locator('.ion-page:not(.ion-page-hidden) ion-tab-bar').last(), 'the toast');
    await page.reload();
    await eventually(() => page.getByLabel('First name').inputValue(), (value) => value === 'Lotte', 'the saved first name after a reload');
    assert.equal(await page.getByLabel('Mobile phone').inputValue(), '+31 6 5555 1234');

    await page.getByRole('button', { name: 'Remove account' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'Remove' }).click();
    await page.waitForURL('**/login');
    assert.equal(pathOf(page), '/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('stay.session')), null);

    // The login is gone: the new password no longer opens anything.
    await signIn(page, journey.server.baseUrl, GUEST, NEW_PASSWORD);
    await page.getByText('Incorrect credentials').waitFor();
    assert.equal(pathOf(page), '/login');
  });
});
