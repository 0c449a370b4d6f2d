import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addCalendarDays, calendarDayIn, instantAt } from '@stay/contract';
import type { Locator, Page } from 'playwright-core';
import { DEMO, MAIN_SUITE } from '../support/demo';
import { eventually, waitForText } from '../support/eventually';
import { useJourney } from '../support/journey';
import type { RunningServer } from '../support/server';
import { PARK_TIME_ZONE, pageHeading, signedInDesktopPage } from '../support/staff';
import { departureLaterToday, onJourneyDatabase } from '../support/stay-clock';

/** The demo guest's booking (Emma, Suite Zeezicht 12, guide Sanne): nobody has opened its door yet in the demo. */
const BOOKING = 'DZ-2025-000123';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Arrival day: the demo guest's stay starts `inMs` from `now` (a negative value: that long before), today on the park's
 * calendar, and ends in three days. The demo's climate history of the stay goes (its comfort setpoint was given when the
 * demo was seeded), so the climate rules see an arrival to prepare.
 */
async function arriveToday(server: RunningServer, now: number, inMs: number): Promise<void> {
  const midnight = instantAt(calendarDayIn(new Date(now), PARK_TIME_ZONE), '00:00', PARK_TIME_ZONE).getTime();
  const start = new Date(Math.max(midnight, now + inMs)).toISOString();
  const end = new Date(now + 3 * DAY).toISOString();
  await onJourneyDatabase(server, async (db) => {
    const { id } = await db.selectFrom('reservations').select('id').where('reservation_number', '=', BOOKING).executeTakeFirstOrThrow();
    // One transaction, the move first: a climate pass never sees the stay still under way with its comfort forgotten.
    // It begins with a write, so SQLite waits for the server's writes to end; a read first could not be upgraded to a
    // write after the server wrote, and would answer SQLITE_BUSY at once.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ start_date_time: start, controls_activation_date_time: start, end_date_time: end, controls_deactivation_date_time: end })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('climate_actions').where('decision_key', '=', `COMFORT:${id}`).execute();
    });
  });
}

/** The comfort setpoint the climate rules gave the suite for this stay, and when (undefined: not yet). */
async function comfortGiven(server: RunningServer): Promise<{ at: string; setpoint: number; reason: string } | undefined> {
  let given: { at: string; setpoint: number; reason: string } | undefined;
  await onJourneyDatabase(server, async (db) => {
    const { id } = await db.selectFrom('reservations').select('id').where('reservation_number', '=', BOOKING).executeTakeFirstOrThrow();
    given = await db.selectFrom('climate_actions').select(['at', 'setpoint', 'reason']).where('decision_key', '=', `COMFORT:${id}`).executeTakeFirst();
  });
  return given;
}

/**
 * Departure day: the stay started yesterday (its arrival tick goes with it) and leaves a little later today, so the
 * self check-out is open now.
 */
async function leaveLaterToday(server: RunningServer, now: number): Promise<void> {
  const today = calendarDayIn(new Date(now), PARK_TIME_ZONE);
  const departure = departureLaterToday(now);
  const start = new Date(now - DAY).toISOString();
  await onJourneyDatabase(server, async (db) => {
    await db
      .updateTable('reservations')
      .set({ start_date_time: start, controls_activation_date_time: start, end_date_time: departure, controls_deactivation_date_time: departure })
      .where('reservation_number', '=', BOOKING)
      .execute();
    await db
      .updateTable('housekeeping_days')
      .set({ day: addCalendarDays(today, -1) })
      .where('accommodation_id', '=', 'demo-accommodation-zeezicht-12')
      .where('day', '=', today)
      .execute();
  });
}

const bookingRow = (list: Locator) => list.getByRole('link', { name: new RegExp(MAIN_SUITE) });
const rowText = async (row: Locator) => (await row.textContent()) ?? '';
const deviceState = (page: Page, name: string) => page.locator('li.device', { has: page.getByText(name, { exact: true }) }).locator('.device__state');

/**
 * The suite is ready when the guest arrives: the climate rules gave its thermostat the comfort setpoint (the demo
 * park's 20.5 °C) by the arrival, housekeeping ticked it, the arrivals list says so and the guest is not told to wait.
 */
async function expectSuiteReadyOnArrival(server: RunningServer, arrival: number, arrivals: Locator, guest: Page): Promise<void> {
  const comfort = await eventually(() => comfortGiven(server), (given) => given !== undefined, 'the climate rules warm the suite for the arrival');
  assert.equal(comfort?.setpoint, 20.5);
  // A suite cooler than comfort is heated ahead of the arrival (PRE_HEAT); one the simulator already holds warm needs no
  // head start and gets comfort as the guest arrives (ARRIVAL). Either way it is warm when the guest walks in.
  assert.ok(comfort?.reason === 'PRE_HEAT' || comfort?.reason === 'ARRIVAL', `given for the arrival, not ${comfort?.reason}`);
  assert.ok(new Date(comfort?.at ?? 0).getTime() <= arrival + 5_000, `given by the arrival (${comfort?.at})`);
  await eventually(() => rowText(bookingRow(arrivals)), (text) => text.includes('Suite ready'), 'the arrivals list shows the suite ready');
  await waitForText(deviceState(guest, 'Front door'), /^(Locked|Unlocked)$/);
  await waitForText(deviceState(guest, 'Thermostat'), /20\.5 °C/);
  assert.equal(await guest.getByRole('heading', { name: 'Your suite is being prepared' }).count(), 0, 'the guest is not told to wait');
}

describe('a whole stay: arrival, the door, the suite, the check-out, seen by guest and staff as it happens', () => {
  // The climate rules look every second, so the arrival a few seconds ahead is prepared while the journey runs. The day
  // is lived in the park's morning, whenever the journey runs: the self check-out opens at 06:00.
  const journey = useJourney({ CLIMATE_INTERVAL_SECONDS: '1' }, { parkTime: '10:00' });

  it('a guest arrives, opens the door, uses the suite and checks out while the guide and housekeeping follow live', async () => {
    const arrival = journey.now() + 15_000;
    await arriveToday(journey.server, journey.now(), arrival - journey.now());
    const guide = await signedInDesktopPage(journey, DEMO.guide, '**/guide/**');
    await guide.goto(journey.url('/guide/reservations'));
    await pageHeading(guide).filter({ hasText: 'Reservations' }).waitFor();
    const arrivals = guide.getByRole('list', { name: 'Arriving today' });
    await eventually(() => rowText(bookingRow(arrivals)), (text) => text.includes('Suite not ready'), 'the arriving suite is not ready yet');

    // Housekeeping ticks the suite ready; the guide's arrivals list shows it without a reload.
    const housekeeper = await signedInDesktopPage(journey, DEMO.cuber, '**/support/**');
    await housekeeper.goto(journey.url('/support/housekeeping'));
    const suites = housekeeper.getByRole('list', { name: 'Suites to turn over' });
    const suite = suites.getByRole('listitem').filter({ has: housekeeper.getByRole('heading', { name: MAIN_SUITE }) }).first();
    await suite.getByRole('button', { name: 'Mark ready' }).click();
    await suite.getByRole('button', { name: 'Not ready after all' }).waitFor();

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, arrival - journey.now())));
    const guest = await journey.signedInPage(DEMO.guest, '**/guest/home');
    await expectSuiteReadyOnArrival(journey.server, arrival, arrivals, guest);

    // The first unlock: the guest is in house, and the guide's arrivals list ticks them off live.
    assert.ok(!(await rowText(bookingRow(arrivals))).includes('In house'));
    await guest.getByRole('button', { name: 'Unlock Front door', exact: true }).click();
    await waitForText(deviceState(guest, 'Front door'), 'Unlocked');
    await eventually(() => rowText(bookingRow(arrivals)), (text) => text.includes('In house'), 'the arrival is ticked off live');

    // The guest uses the suite: the lights and the door answer.
    await guest.getByRole('button', { name: 'Turn on Living room' }).click();
    await waitForText(deviceState(guest, 'Living room'), /^On/);
    await guest.getByRole('button', { name: 'Lock Front door', exact: true }).click();
    await waitForText(deviceState(guest, 'Front door'), 'Locked');

    // Departure day. The guide watches today's departures; the guest checks out with the park's checklist.
    await leaveLaterToday(journey.server, journey.now());
    const departuresTab = guide.getByRole('tab', { name: /^Departures/ });
    await departuresTab.click();
    await eventually(() => departuresTab.getAttribute('aria-selected'), (selected) => selected === 'true', 'the Departures tab is chosen');
    const departures = guide.getByRole('list', { name: 'Leaving today' });
    await eventually(() => rowText(bookingRow(departures)), (text) => text.includes('Emma') && !text.includes('Checked out'), 'the guest leaves today, not checked out yet');

    await guest.reload();
    await guest.getByText(/^Departure today at \d\d:\d\d$/).waitFor();
    await guest.getByRole('button', { name: 'Check out' }).click();
    const sheet = guest.getByRole('dialog', { name: 'Before you go' });
    const confirm = sheet.getByRole('button', { name: 'Confirm check-out' });
    const items = await sheet.getByRole('checkbox').all();
    assert.ok(items.length >= 4, "the park's checklist");
    for (const item of items) await item.check();
    await confirm.click();
    await guest.getByRole('heading', { name: /^You checked out at \d\d:\d\d$/ }).waitFor();

    await eventually(() => rowText(bookingRow(departures)), (text) => text.includes('Checked out'), 'the guide sees the check-out live');
    await eventually(
      () => suites.getByRole('listitem').filter({ has: housekeeper.getByRole('heading', { name: MAIN_SUITE }) }).first().textContent(),
      (text) => /Checked out \d\d:\d\d/.test(text ?? '') && /To clean/.test(text ?? ''),
      'housekeeping has the suite to clean after the check-out',
    );

    // The rating and the goodbye.
    await guest.getByRole('heading', { name: 'We hope you enjoyed your stay' }).waitFor();
    const rating = guest.getByRole('region', { name: 'How was your stay?' });
    await rating.locator('label', { hasText: '5 stars' }).click();
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await rating.getByRole('img', { name: '5 of 5 stars' }).waitFor();
  });
});
