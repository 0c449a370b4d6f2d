import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eventually, waitForText } from '../support/eventually';
import { useJourney } from '../support/journey';

/** The reservation nobody has activated yet, with its check values (printed by `npm start`). */
const UNLINKED = { number: 'DZ-2025-000777', bookingEmail: 'welcome@demo.stay', postalCode: '1071 XX' } as const;

describe('activation, guide selection and asking for help', () => {
  const journey = useJourney();

  it('a wrong reservation number creates no account and leaves nobody signed in', async () => {
    const page = await journey.newPage();
    await page.goto(journey.url('/activate-reservation'));
    await page.getByLabel('Reservation number').fill('DZ-2025-999999');
    await page.getByLabel('Email address of the booking').fill(UNLINKED.bookingEmail);

    // Switching to the postal code starts that field afresh, without the email or its error.
    await page.getByText('Postal code', { exact: true }).click();
    assert.equal(await page.getByLabel('Postal code of the booking').inputValue(), '');
    await page.getByLabel('Postal code of the booking').fill(UNLINKED.postalCode);

    await page.getByLabel('Your email address').fill('orphan@example.com');
    // One primary button: it first asks about the email, then activates.
    assert.equal(await page.getByRole('button', { name: 'Activate reservation' }).count(), 0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('New here: create your account.').waitFor();
    await page.getByLabel('First name').fill('Olga');
    await page.getByLabel('Last name').fill('Orphan');
    await page.getByLabel('Choose a password').fill('Welcome12');
    await page.getByLabel('Repeat the password').fill('Welcome12');
    await page.getByRole('button', { name: 'Activate reservation' }).click();

    await page.getByText('We found no reservation with this number and check value. Check both and try again.').first().waitFor();
    assert.equal(await page.getByText('Signed in as').count(), 0);
    await page.getByText('Back to sign in', { exact: true }).waitFor();
    const exists = await fetch(journey.url('/api/account/exists/orphan%40example.com'));
    assert.deepEqual(await exists.json(), { message: 'NOT_FOUND' });
    await page.context().close();
  });

  it('a guest without a guide reaches the suite and the chat; choosing a guide names only their own answers', async () => {
    const page = await journey.signedInPage('noguide@demo.stay', '**/guest/home');
    await page.getByRole('heading', { name: 'Choose your personal guide' }).waitFor();
    await page.locator('.suite-controls').waitFor();

    await page.goto(journey.url('/guest/chat'));
    await page.getByLabel('Message', { exact: true }).waitFor();

    await page.goto(journey.url('/guest/home'));
    await page.getByText('Choose a guide', { exact: true }).click();
    await page.waitForURL('**/guide-selection');
    await page.getByLabel('Cycling').check();
    await page.getByLabel('Beach and swimming').check();
    await page.getByLabel('Family with children').check();
    await page.getByLabel('Active').check();
    await page.getByRole('button', { name: 'Find my guide' }).click();
    await page.getByRole('heading', { name: 'Your best matches' }).waitFor();

    const anouk = page.locator('li.guide-option', { has: page.getByRole('heading', { name: 'Anouk Smits' }) });
    await waitForText(anouk.locator('.guide-option__score'), 'Fits 4 of your answers: Cycling, Beach and swimming, Family with children, and Active');
    const sanne = page.locator('li.guide-option', { has: page.getByRole('heading', { name: 'Sanne de Vries' }) });
    await waitForText(sanne.locator('.guide-option__score'), 'Fits your answer: Active');
    assert.equal(await page.getByText('matches you').count(), 0);
    // Each guide shows a photo of their own (the demo's drawn portraits), loaded, not initials.
    const photos = page.locator('li.guide-option img.avatar');
    const sources = await eventually(
      () => photos.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).map((image) => (image as HTMLImageElement).src)),
      (loaded) => loaded.length === 3,
      'every guide card shows a loaded photo',
    );
    assert.equal(new Set(sources).size, 3, 'three different photos');

    await anouk.getByRole('button', { name: 'Choose Anouk' }).click();
    await page.waitForURL('**/guest/home');
    await page.getByText('Anouk is now your guide. Say hello in the chat!').waitFor();
    await page.locator('.guide-card__name').getByText('Anouk Smits').waitFor();
    await page.context().close();
  });

  it('a rated guide is not offered for rating again', async () => {
    const page = await journey.signedInPage('guest@demo.stay', '**/guest/home');
    await page.getByRole('button', { name: 'Rate Sanne' }).click();
    await page.locator('label.ui-star-rating__star').nth(3).click();
    await page.getByRole('button', { name: 'Send rating' }).click();
    await page.getByText('You gave Sanne 4 of 5 stars. Thank you!').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Rate Sanne' }).count(), 0);

    await page.reload();
    await page.getByText('You gave Sanne 4 of 5 stars. Thank you!').waitFor();
    assert.equal(await page.getByText('How is Sanne doing?').count(), 0);
    await page.context().close();
  });

  it('HELP asks first, collapses repeats, and support sees a lasting help flag until someone replies', async () => {
    const guest = await journey.signedInPage('guest@demo.stay', '**/guest/home');
    await guest.goto(journey.url('/guest/chat'));
    const askForHelp = async () => {
      await guest.getByRole('button', { name: 'Help' }).click();
      await guest.getByText('Ask for help?').waitFor();
      await guest.getByRole('button', { name: 'Ask for help' }).click();
    };

    // Cancelling sends nothing.
    await guest.getByRole('button', { name: 'Help' }).click();
    await guest.getByText('Ask for help?').waitFor();
    await guest.getByRole('button', { name: 'Cancel' }).click();
    await guest.locator('ion-alert').waitFor({ state: 'detached' });

    await askForHelp();
    await guest.getByText("The park's guest service has been notified. Someone will contact you shortly.").waitFor();
    await guest.getByRole('button', { name: 'OK' }).click();
    await guest.locator('ion-alert').waitFor({ state: 'detached' });
    await guest.locator('.chat-bubble', { hasText: 'asked for help' }).first().waitFor();
    await askForHelp();
    await guest.getByText("The park's guest service already knows you asked for help. Someone will contact you shortly.").waitFor();
    await guest.getByRole('button', { name: 'OK' }).click();
    await guest.locator('ion-alert').waitFor({ state: 'detached' });
    assert.equal(await guest.locator('.chat-bubble', { hasText: 'asked for help' }).count(), 1);

    const support = await journey.signedInPage('cuber@demo.stay', '**/support/chats');
    const row = support.locator('.chat-item', { has: support.getByText('Help requested · High') });
    await row.waitFor();

    // The guide replies: the request is handled, the flag goes.
    const guide = await journey.signedInPage('guide@demo.stay', '**/guide/chats');
    await guide.getByText('Help requested · High').waitFor();
    await guide.getByRole('link', { name: 'Open chat Suite Zeezicht 12' }).click();
    await guide.waitForURL(/\/guide\/chats\/\d+$/);
    const detail = guide.locator('.ion-page:not(.ion-page-hidden)');
    await detail.getByLabel('Message', { exact: true }).fill('On my way to your suite.');
    await detail.getByRole('button', { name: 'Send' }).click();
    await eventually(
      async () => {
        await support.reload();
        // A phone draws the inbox it kept before the app starts; the app's own list, read afresh, is what counts.
        await support.locator('.first-view-cover').waitFor({ state: 'detached' });
        await support.locator('.chat-item').first().waitFor();
        return support.getByText('Help requested · High').count();
      },
      (count) => count === 0,
      'the help flag is gone once the guide replied',
      30_000,
    );
    for (const page of [guest, support, guide]) await page.context().close();
  });
});
