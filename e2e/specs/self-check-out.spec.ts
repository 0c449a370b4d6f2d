import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEMO, MAIN_SUITE } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import type { RunningServer } from '../support/server';
import { pageHeading, signedInDesktopPage } from '../support/staff';
import { departureLaterToday, onJourneyDatabase } from '../support/stay-clock';

/** The demo guest's booking (Emma, Suite Zeezicht 12). */
const BOOKING = 'DZ-2025-000123';

/**
 * Moves the demo guest's departure to a little later today on the park's clock, so the self check-out is open now: the
 * demo's own stay leaves on a later day. Written to the journey server's database, as support tooling would.
 */
async function leaveLaterToday(server: RunningServer, now: number): Promise<void> {
  const departure = departureLaterToday(now);
  await onJourneyDatabase(server, (db) =>
    db.updateTable('reservations').set({ end_date_time: departure, controls_deactivation_date_time: departure }).where('reservation_number', '=', BOOKING).execute(),
  );
}

describe('self check-out: the guest leaves, staff see it at once and housekeeping gets the suite', () => {
  // The self check-out opens at 06:00 on the departure day: the journey runs in the park's morning, whenever it runs.
  const journey = useJourney({}, { parkTime: '10:00' });

  it('a guest checks out with the checklist while the booking shows it live and the suite goes on the housekeeping list', async () => {
    await leaveLaterToday(journey.server, journey.now());
    const staff = await signedInDesktopPage(journey, DEMO.cuber, '**/support/**');
    await staff.goto(journey.url(`/support/settings/bookings/${BOOKING}`));
    await staff.getByRole('heading', { name: 'Door access' }).waitFor();
    assert.equal(await staff.getByText(/^Checked out at /).count(), 0);

    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await guest.getByText(/^Departure today at \d\d:\d\d$/).waitFor();
    await guest.getByRole('button', { name: 'Check out' }).click();
    const sheet = guest.getByRole('dialog', { name: 'Before you go' });
    const confirm = sheet.getByRole('button', { name: 'Confirm check-out' });
    assert.equal(await confirm.isDisabled(), true);
    for (const item of await sheet.getByRole('checkbox').all()) await item.check();
    await confirm.click();
    await guest.getByRole('heading', { name: /^You checked out at \d\d:\d\d$/ }).waitFor();
    await guest.getByText(/^Forgot something\? The door opens until \d\d:\d\d\.$/).waitFor();
    await guest.getByRole('heading', { name: 'How was your stay?' }).waitFor();

    // The booking open on the staff screen shows the check-out without a reload (the live stay.updated event).
    await staff.getByText(/^Checked out at /).waitFor();

    await staff.goto(journey.url('/support/housekeeping'));
    await pageHeading(staff).filter({ hasText: 'Housekeeping' }).waitFor();
    const suite = staff.getByRole('list', { name: 'Suites to turn over' }).getByRole('listitem').filter({ has: staff.getByRole('heading', { name: MAIN_SUITE }) });
    await eventually(() => suite.first().textContent(), (text) => /Checked out \d\d:\d\d/.test(text ?? '') && /To clean/.test(text ?? ''), 'the suite is to clean after the check-out');
  });
});
