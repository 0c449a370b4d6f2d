import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { DEMO_PASSWORD } from '../support/demo';
import { waitForText } from '../support/eventually';
import { useJourney } from '../support/journey';
import { inviteLinkIn, newestMailTo } from '../support/outbox';

/** The demo seed's guests in every state of a stay (packages/demo/src/seed-demo-stays-data.ts). */
const STAY = {
  current: 'guest@demo.stay',
  arriving: 'arriving@demo.stay',
  departed: 'departed@demo.stay',
  noGuide: 'noguide@demo.stay',
  demo: 'demo@demo.stay',
} as const;

/** The reservation nobody has activated yet, with its check values (printed by `npm start`). */
const UNLINKED = { number: 'DZ-2025-000777', bookingEmail: 'welcome@demo.stay', activationCode: 'DUNE7-WAVES' } as const;

const deviceState = (page: Page, name: string) => page.locator('li.device', { has: page.getByText(name, { exact: true }) }).locator('.device__state');

describe('guest stay journeys', () => {
  const journey = useJourney();

  it('a new guest activates the unlinked reservation with a new account and is asked to choose a guide', async () => {
    const page = await journey.newPage();
    await page.goto(journey.url('/activate-reservation'));
    await page.getByLabel('Reservation number').fill(UNLINKED.number);
    await page.getByLabel('Email address of the booking').fill(UNLINKED.bookingEmail);
    await page.getByLabel('Your email address').fill('daan.willems@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('New here: create your account.').waitFor();

    // A weak password is refused before anything is sent.
    await page.getByLabel('First name').fill('Daan');
    await page.getByLabel('Last name').fill('Willems');
    await page.getByLabel('Choose a password').fill('welcome');
    await page.getByLabel('Repeat the password').fill('welcome');
    await page.getByRole('button', { name: 'Activate reservation' }).click();
    await page.getByText('Use at least 6 characters with a digit, an uppercase and a lowercase letter.').waitFor();

    await page.getByLabel('Choose a password').fill('Welcome12');
    await page.getByLabel('Repeat the password').fill('Welcome12');
    await page.getByRole('button', { name: 'Activate reservation' }).click();

    // The reservation starts tomorrow (the app is open) and has no guide yet: home offers one.
    await page.waitForURL('**/guest/home');
    await page.getByRole('heading', { name: 'Choose your personal guide' }).waitFor();
    await page.context().close();
  });

  it('the same reservation cannot be activated twice: the catalogue alert says so', async () => {
    const page = await journey.signedInPage(STAY.noGuide, '**/guest/home');
    await page.goto(journey.url('/activate-reservation'));
    await page.getByText('noguide@demo.stay').waitFor();
    await page.getByLabel('Reservation number').fill(UNLINKED.number);
    await page.getByText('Activation code', { exact: true }).click();
    await page.getByLabel('Activation code from your booking').fill(UNLINKED.activationCode);
    await page.getByRole('button', { name: 'Activate reservation' }).click();
    await page.getByText('This reservation is already linked to an account.', { exact: false }).waitFor();
    assert.equal(pathOf(page), '/activate-reservation');
    await page.context().close();
  });

  it('an invited extra guest accepts the mailed link and joins the stay', async () => {
    const invitee = 'travel.companion@example.com';
    const host = await journey.signedInPage(STAY.current, '**/guest/home');
    await host.getByLabel('Their email address').fill(invitee);
    await host.getByRole('button', { name: 'Send invite' }).click();
    await host.getByText(invitee).first().waitFor();
    await host.context().close();

    const mail = await newestMailTo(journey.server, invitee);
    assert.ok(mail, 'the invite is in the outbox');
    const link = inviteLinkIn(mail.text);

    const page = await journey.newPage();
    await page.goto(journey.url(link));
    await page.getByLabel('Your email address').fill(invitee);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Bakker');
    await page.getByLabel('Choose a password').fill(DEMO_PASSWORD);
    await page.getByLabel('Repeat the password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Join the reservation' }).click();

    await page.waitForURL('**/guest/home');
    await page.getByRole('heading', { name: 'Suite Zeezicht 12' }).waitFor();
    await page.getByText('Sam Bakker').waitFor();
    await page.getByText('The main guest can invite more guests.').waitFor();
    await page.context().close();
  });

  it('a guest in countdown sees the wait screen counting down', async () => {
    const page = await journey.signedInPage(STAY.arriving, '**/wait-screen');
    await page.getByRole('heading', { name: 'Your stay is coming up' }).waitFor();
    await page.getByText(/^Your app opens on /).waitFor();
    const seconds = page.getByTestId('countdown-seconds');
    const before = await seconds.textContent();
    await page.waitForFunction((start) => document.querySelector('[data-testid="countdown-seconds"]')?.textContent !== start, before);
    await page.getByRole('link', { name: '+31 (0)20 794 8390' }).waitFor();

    // The guest area stays closed: going there leads back to the wait screen.
    await page.goto(journey.url('/guest/home'));
    await page.waitForURL('**/wait-screen');
    await page.context().close();
  });

  it('the current guest unlocks the front door and applies the Good night preset', async () => {
    const page = await journey.signedInPage(STAY.current, '**/guest/home');
    const door = deviceState(page, 'Front door');
    await waitForText(door, /^(Locked|Unlocked)$/);

    await page.getByRole('button', { name: 'Unlock Front door' }).click();
    await waitForText(door, 'Unlocked');

    await page.getByRole('button', { name: 'Good night' }).click();
    await waitForText(door, 'Locked');
    await waitForText(deviceState(page, 'Living room'), 'Off');
    await waitForText(deviceState(page, 'Thermostat'), /^On · set to 17\.0 °C/);
    await page.context().close();
  });

  it('the departed guest gets a goodbye instead of controls and invites they could no longer use', async () => {
    const page = await journey.signedInPage(STAY.departed, '**/guest/home');
    await page.getByRole('heading', { name: 'We hope you enjoyed your stay' }).waitFor();
    assert.equal(await page.getByRole('button', { name: 'Unlock Front door' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Send invite' }).count(), 0);
    await page.context().close();
  });

  it('a guest without a guide chooses one from the questionnaire', async () => {
    const page = await journey.signedInPage(STAY.noGuide, '**/guest/home');
    await page.getByText('Choose a guide', { exact: true }).click();
    await page.waitForURL('**/guide-selection');
    await page.getByLabel('Cycling').check();
    await page.getByLabel('Family with children').check();
    await page.getByRole('button', { name: 'Find my guide' }).click();
    await page.getByRole('heading', { name: 'Your best matches' }).waitFor();

    // Cycling and a family: Anouk (biking, beach, kids) matches best.
    const best = page.locator('li.guide-option').first();
    await waitForText(best.locator('h3'), 'Anouk Smits');
    await best.getByRole('button', { name: 'Choose Anouk' }).click();

    await page.waitForURL('**/guest/home');
    await page.locator('.guide-card__name').getByText('Anouk Smits').waitFor();
    await page.context().close();
  });

  it('a guest in demo mode opens the demo door and hides the demo on this device', async () => {
    const page = await journey.signedInPage(STAY.demo, '**/guest/home');
    await page.getByRole('heading', { name: 'Explore your stay' }).waitFor();
    await page.getByRole('button', { name: 'Open the demo door' }).click();
    await page.getByText(/^The demo door opened at \d\d:\d\d\.$/).waitFor();

    await page.getByRole('button', { name: "Don't show the demo again" }).click();
    await page.getByText('The demo is hidden on this device.').waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('dont-show-controls-demo')), 'true');
    await page.reload();
    await page.getByText('The demo is hidden on this device.').waitFor();
    await page.context().close();
  });
});
