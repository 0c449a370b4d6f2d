import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pathOf } from '../support/browser';
import { DEMO, MAIN_SUITE } from '../support/demo';
import { eventually } from '../support/eventually';
import { useJourney } from '../support/journey';
import { PARK_TIME_ZONE, onTheHour, openStaffMenu, pageHeading, parkClock, signedInDesktopPage, staffMenu } from '../support/staff';

/** Demo stays (seed-demo-bookings-data.ts): Femke arrives today with a chat; Kees leaves today. */
const ARRIVING = { guest: 'Femke Timmer', suite: 'Suite Duindoorn 1', nmbr: 'DZ-2025-000401', nights: 4, hour: 15 };
const OTHER_ARRIVALS = ['Thomas Brink', 'Olivia Wright'];
const LEAVING = 'Kees Jonker';
const SUPPORT_NAME = 'Daan Bakker';
/** At least today's demo bookings arrive (Femke, Thomas, Olivia) and leave (Kees, Marieke, Pierre); the full demo adds more. */
const TODAY = { arrivals: 3, departures: 3 };

/** The `datetime` of a `<time>` on the park's clock, e.g. { day: '2025-06-01', hour: 15 }. */
async function parkTimeOf(page: Page, label: string) {
  const time = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]').locator('time');
  const iso = await time.getAttribute('datetime');
  assert.ok(iso, `${label} has a machine-readable time`);
  return { ...parkClock(new Date(iso)), text: (await time.textContent()) ?? '' };
}

describe('staff operations: reservations, bookings, complaints, the dashboard and availability', () => {
  const journey = useJourney();

  it("a guide opens today's arrivals from the menu, a booking from the list, and jumps into its chat", async () => {
    const guide = await journey.signedInPage(DEMO.guide, '**/guide/chats');
    const menu = await openStaffMenu(guide);
    await menu.getByRole('link', { name: 'Reservations' }).click();
    await guide.waitForURL('**/guide/reservations**');
    await pageHeading(guide).filter({ hasText: 'Reservations' }).waitFor();

    const arrivalsTab = guide.getByRole('tab', { name: /^Arrivals/ });
    await arrivalsTab.click();
    await eventually(() => arrivalsTab.getAttribute('aria-selected'), (selected) => selected === 'true', 'the Arrivals tab is chosen');
    const arrivals = guide.getByRole('list', { name: 'Arriving today' });
    const row = arrivals.getByRole('link', { name: new RegExp(ARRIVING.guest) });
    await row.waitFor();
    for (const guest of OTHER_ARRIVALS) await arrivals.getByRole('link', { name: new RegExp(guest) }).waitFor();
    assert.equal(await arrivals.getByRole('link', { name: new RegExp(LEAVING) }).count(), 0, 'a guest leaving today is not among the arrivals');

    await row.click();
    await guide.waitForURL(`**/guide/settings/bookings/${ARRIVING.nmbr}**`);
    await pageHeading(guide).filter({ hasText: 'Booking' }).waitFor();
    const suiteHeading = guide.getByRole('heading', { level: 2, name: ARRIVING.suite });
    await suiteHeading.waitFor();
    // The booking's own header: the reservations list behind it has tabs with the same words.
    const bookingHeader = guide.locator('header', { has: suiteHeading });
    await bookingHeader.getByText(`Reservation ${ARRIVING.nmbr}`).waitFor();
    // The stay starts at 15:00 park time: before that the booking says the guest arrives today, after it they are in.
    const hasStarted = parkClock(new Date()).hour >= ARRIVING.hour;
    await bookingHeader.getByText(hasStarted ? 'In house' : 'Arriving today', { exact: true }).waitFor();
    const guests = guide.getByRole('region', { name: 'Guests' });
    await guests.getByText(ARRIVING.guest, { exact: true }).waitFor();
    await guests.getByText('Main guest').waitFor();

    const today = parkClock(new Date()).day;
    const arrival = await parkTimeOf(guide, 'Arrival');
    const departure = await parkTimeOf(guide, 'Departure');
    assert.equal(arrival.day, today, `the stay starts today (${arrival.text})`);
    assert.equal(arrival.hour, ARRIVING.hour, `arrival at 15:00 park time (${arrival.text})`);
    assert.match(arrival.text, /15:00/);
    assert.match(departure.text, /10:00/);
    const nights = Math.round((Date.parse(departure.day) - Date.parse(arrival.day)) / 86_400_000);
    assert.equal(nights, ARRIVING.nights, `a stay of ${ARRIVING.nights} nights (${arrival.text} – ${departure.text})`);
    await guide.getByText(`${ARRIVING.nights} nights`).waitFor();

    await guide.getByRole('group', { name: 'Booking actions' }).getByRole('link', { name: 'Open chat' }).click();
    await guide.waitForURL(/\/guide\/chats\/[^/?]+/);
    await pageHeading(guide).filter({ hasText: ARRIVING.suite }).waitFor();
    const about = guide.getByLabel('About this chat');
    await about.getByText(ARRIVING.guest).waitFor();
    assert.match(pathOf(guide), /^\/guide\/chats\/\d+$/, 'the chat opens by its number');
  });

  it('support files a complaint from a chat, approves it, adds a note and an appointment, and finds it in the chat list under its state', async () => {
    const support = await journey.signedInPage(DEMO.cuber, '**/support/chats');
    const subject = `Hot tub stays lukewarm (${Date.now()})`;
    await support.getByRole('link', { name: `Open chat ${MAIN_SUITE}` }).click();
    await support.waitForURL(/\/support\/chats\/\d+$/);
    const chatPath = pathOf(support);
    await pageHeading(support).filter({ hasText: MAIN_SUITE }).waitFor();

    await support.getByLabel('About this chat').getByRole('link', { name: 'File complaint' }).click();
    await support.waitForURL('**/file-complaint?**');
    await pageHeading(support).filter({ hasText: 'File a complaint' }).waitFor();
    // Prefilled from the chat: the stay it concerns is the chat's.
    const stay = support.getByRole('region', { name: 'The stay it concerns' });
    await stay.getByText(MAIN_SUITE).waitFor();
    await support.getByLabel('Subject').fill(subject);
    await support.getByRole('textbox', { name: 'Description' }).fill('The guest says the hot tub never gets warm.');
    await support.getByRole('button', { name: 'File complaint' }).click();

    await support.waitForURL(/\/support\/complaints\/\d+$/);
    const complaintNmbr = pathOf(support).split('/').pop()!;
    await pageHeading(support).filter({ hasText: `Complaint ${complaintNmbr}` }).waitFor();
    await support.getByRole('heading', { level: 2, name: subject }).waitFor();
    await support.getByText('Review pending').first().waitFor();
    // Filed about the chat's stay.
    await support.getByRole('link', { name: /^Open booking / }).getByText(MAIN_SUITE).waitFor();

    // Approve, after confirming.
    const actions = support.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: 'Approve' }).click();
    const alert = support.locator('ion-alert');
    await alert.getByText('Approve this complaint?').waitFor();
    await alert.getByRole('button', { name: 'Approve' }).click();
    await alert.waitFor({ state: 'detached' });
    await support.getByText(new RegExp(`^Approved .+ by ${SUPPORT_NAME}$`)).waitFor();
    await actions.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });

    // A note with a heading and bold text, through the rich-text editor.
    const noteHeading = `Checked on site ${Date.now()}`;
    const editor = support.getByRole('textbox', { name: 'New note' });
    await editor.click();
    await support.getByRole('combobox', { name: 'Text style' }).selectOption({ label: 'Heading 3' });
    await editor.pressSequentially(noteHeading);
    await editor.press('Enter');
    await support.getByRole('button', { name: 'Bold' }).click();
    await editor.pressSequentially('Heater reset');
    await support.getByRole('button', { name: 'Add note' }).click();
    const note = support.getByRole('listitem').filter({ has: support.getByRole('heading', { name: noteHeading }) });
    await note.waitFor();
    assert.equal(await note.getByRole('heading', { name: noteHeading }).evaluate((heading) => heading.tagName), 'H3', 'the heading level is kept');
    assert.equal(await note.locator('strong', { hasText: 'Heater reset' }).count(), 1, 'the bold text is kept');
    await note.getByText(SUPPORT_NAME).waitFor();
    await eventually(() => editor.textContent(), (text) => (text ?? '').trim() === '', 'the editor empties once the note is added');

    // An appointment: the form opens on this hour until the next, on the park's clock.
    const before = parkClock(new Date());
    await support.getByRole('button', { name: 'Plan appointment' }).click();
    const dialog = support.getByRole('dialog', { name: 'Plan appointment' });
    const start = await dialog.getByLabel('From').inputValue();
    const end = await dialog.getByLabel('Until').inputValue();
    const day = await dialog.getByLabel('Day').inputValue();
    const after = parkClock(new Date());
    const expected = [before, after].find((clock) => onTheHour(clock.hour) === start);
    assert.ok(expected, `the start ${start} is the current hour in ${PARK_TIME_ZONE} (${onTheHour(before.hour)})`);
    assert.equal(end, onTheHour(expected.hour + 1), 'it ends at the next hour');
    assert.equal(day, expected.day, 'on today');
    assert.equal(await dialog.getByLabel('Agenda code').count(), 0, 'the agenda code is bookkeeping, not a field');
    assert.equal(await dialog.getByLabel('Subject').inputValue(), subject, 'the subject starts as the complaint\'s');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const appointment = support.getByRole('region', { name: 'Appointments' }).getByRole('listitem').filter({ hasText: `${start}–${end}` });
    await appointment.waitFor();
    await appointment.getByText(`For ${SUPPORT_NAME}`).waitFor();
    await appointment.getByText('Busy', { exact: true }).waitFor();

    // Back to the chat, then its inbox: the chat's expandable section lists the complaint under its state.
    await support.getByRole('link', { name: 'Back to the chat' }).click();
    await support.waitForURL(`**${chatPath}`);
    await pageHeading(support).filter({ hasText: MAIN_SUITE }).waitFor();
    await support.getByRole('link', { name: 'Back', exact: true }).click();
    await support.waitForURL('**/support/chats');
    const entry = support.getByRole('listitem').filter({ has: support.getByRole('link', { name: `Open chat ${MAIN_SUITE}` }) });
    const toggle = entry.getByRole('button', { name: /complaints?/ });
    await toggle.click();
    const extras = entry.getByRole('region', { name: 'Deliveries, complaints, suggestions and reminders' });
    // The state text is the heading of the group the complaint is listed in.
    const newGroup = extras.locator('div').filter({ has: support.getByRole('heading', { level: 4, name: 'New', exact: true }) });
    const filed = newGroup.getByRole('listitem').filter({ has: support.getByRole('link', { name: `#${complaintNmbr} ${subject}` }) });
    await filed.waitFor();
    await filed.getByText('Review: approved', { exact: true }).waitFor();
  });

  it('management sees the menu beside the page on a desktop, the day\'s numbers and the occupancy chart, then the week of availability', async () => {
    const manager = await signedInDesktopPage(journey, DEMO.management, '**/support/chats');
    try {
      const menu = staffMenu(manager);
      await menu.getByRole('link', { name: 'Dashboard' }).waitFor();
      assert.equal(await manager.getByRole('button', { name: 'Open the menu' }).isVisible(), false, 'no menu button: the menu is always there');

      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await manager.waitForURL('**/management/dashboard');
      await pageHeading(manager).filter({ hasText: 'Dashboard' }).waitFor();
      assert.equal(await menu.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'), 'page', 'the menu marks where management is');
      await manager.getByText(/^Today, /).waitFor();
      const tiles = manager.getByRole('list', { name: 'Today' });
      const tile = (label: string) => tiles.getByRole('link', { name: new RegExp(`^${label}`) });
      await tile('Arrivals').waitFor();
      const numberOf = async (label: string) => Number(/(\d+)/.exec((await tile(label).textContent()) ?? '')?.[1]);
      const arrivals = await numberOf('Arrivals');
      assert.ok(arrivals >= TODAY.arrivals, `today's arrivals: ${arrivals}`);
      assert.ok((await numberOf('Departures')) >= TODAY.departures, "today's departures");
      assert.ok((await numberOf('In house')) > 0, 'guests in house');
      assert.match((await tile('Occupancy tonight').textContent()) ?? '', /\d+ %.*\d+ of \d+ suites/);

      const chart = manager.getByRole('img', { name: /^Occupancy for the next \d+ days, from .+ to .+: on average \d+ %/ });
      await chart.waitFor();
      assert.equal(await chart.evaluate((element) => element.tagName), 'CANVAS', 'the chart is drawn on a canvas');
      const painted = () =>
        chart.evaluate((canvas: HTMLCanvasElement) => {
          const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          let count = 0;
          for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) count += 1;
          return count;
        });
      await eventually(painted, (count) => count > 500, 'the chart has drawn its bars and axes');

      // The arrivals number is the arrivals list: the tile opens it, beside the dashboard's menu.
      await tile('Arrivals').click();
      await manager.waitForURL((url) => url.pathname.endsWith('/reservations'));
      const list = manager.getByRole('list', { name: 'Arriving today' });
      await list.getByRole('link', { name: new RegExp(ARRIVING.guest) }).waitFor();
      assert.equal(await list.getByRole('link').count(), arrivals, 'as many arrivals listed as the dashboard counts');
      assert.equal(await manager.getByRole('tab', { name: /^Arrivals/ }).getAttribute('aria-selected'), 'true');

      await menu.getByRole('link', { name: 'Availability' }).click();
      await manager.waitForURL('**/support/availability');
      await pageHeading(manager).filter({ hasText: 'My availability' }).waitFor();
      assert.ok(await menu.isVisible(), 'the menu stays beside the page');
      const week = manager.getByRole('list', { name: 'Days of the week' });
      await week.waitFor();
      assert.equal(await week.getByRole('heading', { level: 3 }).count(), 7, 'the week has seven days');
      await manager.getByRole('heading', { level: 2, name: /^Week of / }).waitFor();
      const today = week.getByRole('listitem').filter({ has: manager.getByText('Today', { exact: true }) });
      assert.equal(await today.getAttribute('aria-current'), 'date', 'today is marked in the week');
      // Management's demo hours: a weekly day off, so one day of every week says so; without weekly hours the other
      // days count as available.
      const dayOff = week.getByRole('button', { name: /^Edit: Unavailable, .+ All day$/ });
      await dayOff.waitFor();
      assert.equal(await dayOff.count(), 1, 'one weekly day off');
      await dayOff.getByText('Day off').waitFor();
      assert.equal(await week.getByText('Available', { exact: true }).count(), 6, 'the other six days count as available');
    } finally {
      await manager.context().close();
    }
  });
});
