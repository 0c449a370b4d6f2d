import { staffAvailabilityApi, staffComplaintApi, type AvailabilitySlot, type KnownRole, type LocationStaff } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slotWith as slot } from '@/test/availability-fixtures';
import { createFakeFetch, routeOf, type FakeHandler } from '@/test/fake-fetch';
import { ok, signedInServices } from '@/test/guest-app';
import { renderApp } from '@/test/render-app';

const LIST = '/api/employee/availabilty';

/** Monday 09:00–17:00, Tuesday 08:00–12:00 every week; leave on Tuesday 17 and Wednesday 18 March 2026. */
const SLOTS: AvailabilitySlot[] = [
  slot({ nmbr: 1, weekday: 1, from: '09:00', till: '17:00' }),
  slot({ nmbr: 2, weekday: 2, from: '08:00', till: '12:00' }),
  slot({ nmbr: 3, kind: 'unavailable', repeat: 'once', start: '2026-03-16T23:00:00.000Z', end: '2026-03-18T23:00:00.000Z', note: 'Leave' }),
  slot({ nmbr: 4, kind: 'unavailable', repeat: 'once', start: '2099-07-01T08:00:00.000Z', end: '2099-07-01T12:00:00.000Z', note: 'Dentist' }),
];

const STATUS = { date: '2026-03-18', timeZone: 'Europe/Amsterdam', checkIn: 0, checkOut: 0, onPremise: 0, upComing: 0 };
/** The location's staff as GET /complaint/employees answers them: by name, every role, the caller (e1) included. */
const EMPLOYEES: LocationStaff[] = [
  { _id: 'e9', firstname: 'Anouk', surname: 'Visser', role: 'BACKOFFICE', workgroup: 'Backoffice' },
  { _id: 'e8', firstname: 'Daan', surname: 'Bakker', role: 'GUIDE', workgroup: 'Guides' },
  { _id: 'e1', firstname: 'Sam', surname: 'Jansen', role: 'CUBER', workgroup: 'Housekeeping' },
  { _id: 'e7', firstname: 'Sanne', surname: 'de Boer', role: 'MANAGEMENT', workgroup: null },
];

interface Options {
  role?: KnownRole;
  path?: string;
  routes?: Record<string, FakeHandler>;
  language?: 'en' | 'nl';
}

/** The availability screen with the fake API; `urls` holds every requested URL (with its query). */
function renderAvailability({ role = 'GUIDE', path = '/guide/availability?week=2026-03-16', routes = {}, language }: Options = {}) {
  const server = createFakeFetch({
    [`GET ${LIST}`]: ok(SLOTS),
    'GET /api/employee/reservation/status': ok(STATUS),
    [routeOf(staffComplaintApi.staffMembers)]: ok(EMPLOYEES),
    'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }),
    ...routes,
  });
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    urls.push(String(input));
    return server.fetch(input, init);
  };
  return { ...renderApp(path, { services: signedInServices(role, fetch), language }), server, urls };
}

const dayOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
const dialog = () => screen.getByRole('dialog');
const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
const requestsTo = (app: ReturnType<typeof renderAvailability>, method: string, path: string) =>
  app.server.requests.filter((request) => request.method === method && request.path === path);

describe('my availability: the week', () => {
  it('shows weekly hours on their days and an exception on each day it covers, in the park’s calendar', async () => {
    renderAvailability();
    expect(await screen.findByRole('heading', { name: 'My availability' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Week of 16\u2009–\u200922 Mar 2026' })).toBeInTheDocument();

    const monday = await dayOf('Monday 16 March');
    expect(within(monday).getByRole('button', { name: 'Edit: Available, Monday 16 March 09:00–17:00' })).toBeInTheDocument();

    // Tuesday: the leave first (it goes before the weekly hours), then the weekly hours it overrides.
    const tuesday = await dayOf('Tuesday 17 March');
    const tuesdayEntries = within(tuesday).getAllByRole('button').map((button) => button.textContent);
    expect(tuesdayEntries).toEqual(['All dayUnavailableExceptionLeave', '08:00–12:00AvailableEvery week']);
    expect(within(await dayOf('Wednesday 18 March')).getByText('Leave')).toBeInTheDocument();

    // Weekly hours are kept, so a day without any counts as unavailable.
    expect(within(await dayOf('Thursday 19 March')).getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText(/Outside the weekly hours counts as unavailable/)).toBeInTheDocument();

    // The exceptions that have not ended are listed whatever the week: the dentist in 2099, not the past leave.
    const exceptions = screen.getByRole('region', { name: 'Current and coming exceptions' });
    expect(within(exceptions).getAllByRole('button').map((button) => button.textContent)).toEqual(['Wed 1 Jul 10:00–14:00UnavailableDentist']);
  });

  it('goes week by week and back to this week', async () => {
    renderAvailability();
    fireEvent.click(await screen.findByLabelText('Next week'));
    expect(await screen.findByRole('heading', { name: 'Week of 23\u2009–\u200929 Mar 2026' })).toBeInTheDocument();
    const tuesday = await dayOf('Tuesday 24 March');
    expect(within(tuesday).getAllByRole('button').map((button) => button.textContent)).toEqual(['08:00–12:00AvailableEvery week']);

    fireEvent.click(screen.getByLabelText('Previous week'));
    fireEvent.click(screen.getByLabelText('Previous week'));
    expect(await screen.findByRole('heading', { name: 'Week of 9\u2009–\u200915 Mar 2026' })).toBeInTheDocument();

    const thisWeek = screen.getByText('This week').closest('ion-button') as HTMLIonButtonElement;
    expect(thisWeek.disabled).toBe(false);
    fireEvent.click(thisWeek);
    await waitFor(() => expect(thisWeek.disabled).toBe(true));
    expect(screen.getByRole('listitem', { current: 'date' })).toBeInTheDocument();
  });

  it('says that someone without hours counts as available, and offers to add them', async () => {
    renderAvailability({ routes: { [`GET ${LIST}`]: ok([]) } });
    expect(await screen.findByText('No hours set — you count as available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Days of the week' })).toBeNull();
    fireEvent.click(within(screen.getByRole('status')).getByText('Add hours'));
    expect(await within(dialog()).findByRole('heading', { name: 'Add hours' })).toBeInTheDocument();
    // The first weekly hours make every other hour unavailable: the form says so before saving, only for those.
    const firstHours = within(dialog()).getByRole('note');
    expect(firstHours).toHaveTextContent('Once they are saved, every hour outside the weekly hours counts as unavailable');
    fireEvent.click(within(dialog()).getByLabelText('Unavailable'));
    expect(within(dialog()).queryByRole('note')).toBeNull();
  });

  it('shows a failure with a retry that loads again', async () => {
    let calls = 0;
    renderAvailability({
      routes: { [`GET ${LIST}`]: () => (++calls === 1 ? { status: 500, body: { code: 'INTERNAL', message: 'x' } } : { status: 200, body: SLOTS }) },
    });
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText('The availability could not be loaded.')).toBeInTheDocument();
    fireEvent.click(within(failure).getByText('Try again'));
    expect(await dayOf('Monday 16 March')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows the week in Dutch', async () => {
    renderAvailability({ language: 'nl' });
    expect(await screen.findByRole('heading', { name: 'Mijn beschikbaarheid' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Week van 16–22 mrt 2026' })).toBeInTheDocument();
    const tuesday = await dayOf('dinsdag 17 maart');
    expect(within(tuesday).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Hele dagNiet beschikbaarUitzonderingLeave',
      '08:00–12:00BeschikbaarElke week',
    ]);
    expect(within(await dayOf('donderdag 19 maart')).getByText('Niet beschikbaar')).toBeInTheDocument();
  });
});

describe('my availability: adding, changing and deleting', () => {
  it('adds weekly hours, refusing a till before the from with a clear message', async () => {
    const saved = slot({ nmbr: 9, weekday: 3, from: '09:00', till: '12:30' });
    let list = SLOTS;
    const app = renderAvailability({
      routes: {
        [`GET ${LIST}`]: () => ({ status: 200, body: list }),
        [routeOf(staffAvailabilityApi.create)]: () => {
          list = [...SLOTS, saved];
          return { status: 200, body: saved };
        },
      },
    });
    fireEvent.click(await screen.findByLabelText('Add hours'));
    const form = within(dialog());
    // Weekly hours exist already: nothing new to warn about.
    expect(form.queryByRole('note')).toBeNull();
    fireEvent.change(form.getByLabelText('Day of the week'), { target: { value: '3' } });
    fireEvent.change(form.getByLabelText('Till'), { target: { value: '08:00' } });
    expect(form.getByRole('alert')).toHaveTextContent('The end time must be after the start time.');
    expect(form.getByLabelText('Till')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(form.getByText('Save'));
    expect(requestsTo(app, 'POST', `${LIST}/create`)).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Till'), { target: { value: '12:30' } });
    expect(form.queryByRole('alert')).toBeNull();
    fireEvent.click(form.getByText('Save'));
    await waitFor(() => expect(requestsTo(app, 'POST', `${LIST}/create`)).toHaveLength(1));
    expect(requestsTo(app, 'POST', `${LIST}/create`)[0]!.body).toEqual({ repeat: 'weekly', kind: 'available', weekday: 3, from: '09:00', till: '12:30', note: '' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await dayOf('Wednesday 18 March')).findByText('09:00–12:30')).toBeInTheDocument();
  });

  it('adds an exception over whole days (leave) as the park’s midnights', async () => {
    const app = renderAvailability({ routes: { [routeOf(staffAvailabilityApi.create)]: ok(SLOTS[2]) } });
    fireEvent.click(await screen.findByLabelText('Add hours'));
    const form = within(dialog());
    fireEvent.click(form.getByLabelText('Dates (exception)'));
    // Dates are mostly leave: unavailable unless chosen otherwise.
    expect(form.getByLabelText('Unavailable')).toBeChecked();
    fireEvent.change(form.getByLabelText('First day'), { target: { value: '2026-03-27' } });
    fireEvent.change(form.getByLabelText('Last day'), { target: { value: '2026-03-29' } });
    fireEvent.change(form.getByLabelText('Note (optional)'), { target: { value: 'Leave' } });
    fireEvent.click(form.getByText('Save'));
    await waitFor(() => expect(requestsTo(app, 'POST', `${LIST}/create`)).toHaveLength(1));
    expect(requestsTo(app, 'POST', `${LIST}/create`)[0]!.body).toEqual({
      repeat: 'once',
      kind: 'unavailable',
      start: '2026-03-26T23:00:00.000Z',
      end: '2026-03-29T22:00:00.000Z',
      note: 'Leave',
    });
  });

  it('refuses an exception that ends before it starts', async () => {
    const app = renderAvailability();
    fireEvent.click(await screen.findByLabelText('Add hours'));
    const form = within(dialog());
    fireEvent.click(form.getByLabelText('Dates (exception)'));
    fireEvent.click(form.getByLabelText('Whole days'));
    fireEvent.change(form.getByLabelText('Start time'), { target: { value: '15:00' } });
    fireEvent.change(form.getByLabelText('End time'), { target: { value: '11:00' } });
    expect(form.getByRole('alert')).toHaveTextContent('The end must be after the start.');
    fireEvent.click(form.getByText('Save'));
    expect(requestsTo(app, 'POST', `${LIST}/create`)).toHaveLength(0);
  });

  it('edits a slot in place (its own number)', async () => {
    const app = renderAvailability({ routes: { [routeOf(staffAvailabilityApi.update)]: ok(slot({ nmbr: 1, weekday: 1, from: '10:00', till: '17:00' })) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Available, Monday 16 March 09:00–17:00' }));
    const form = within(dialog());
    expect(form.getByRole('heading', { name: 'Edit hours' })).toBeInTheDocument();
    expect(form.getByLabelText('Day of the week')).toHaveValue('1');
    fireEvent.change(form.getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.click(form.getByText('Save'));
    await waitFor(() => expect(requestsTo(app, 'POST', `${LIST}/1`)).toHaveLength(1));
    expect(requestsTo(app, 'POST', `${LIST}/1`)[0]!.body).toEqual({ repeat: 'weekly', kind: 'available', weekday: 1, from: '10:00', till: '17:00', note: '' });
  });

  it('says in the form when saving fails, and keeps what was entered', async () => {
    renderAvailability({
      routes: { [routeOf(staffAvailabilityApi.update)]: () => ({ status: 404, body: { code: 'AVAILABILITY_NOT_FOUND', message: 'Availability not found' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Available, Monday 16 March 09:00–17:00' }));
    const form = within(dialog());
    fireEvent.change(form.getByLabelText('Note (optional)'), { target: { value: 'Front desk' } });
    fireEvent.click(form.getByText('Save'));
    expect(await form.findByRole('alert')).toHaveTextContent('Availability not found');
    expect(form.getByLabelText('Note (optional)')).toHaveValue('Front desk');
  });

  it('deletes a slot only after the staff member confirms', async () => {
    let list = SLOTS;
    const app = renderAvailability({
      routes: {
        [`GET ${LIST}`]: () => ({ status: 200, body: list }),
        [routeOf(staffAvailabilityApi.delete)]: () => {
          list = list.filter((existing) => existing.nmbr !== 4);
          return { status: 200, body: { message: 'Availability deleted' } };
        },
      },
    });
    const press = async (role: string) => {
      const button = lastAlert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
      await act(async () => {
        if (button && typeof button !== 'string') await button.handler?.(undefined);
      });
    };
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Unavailable, Wed 1 Jul 10:00–14:00' }));
    fireEvent.click(within(dialog()).getByText('Delete'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Delete these hours?'));
    expect(lastAlert()?.message).toBe('Unavailable · Wed 1 Jul 10:00–14:00');
    // The sheet steps aside while the question shows (it would cover it), and comes back after a no.
    expect(screen.queryByRole('dialog')).toBeNull();
    await press('cancel');
    await act(async () => {
      await lastAlert()?.dismiss();
    });
    expect(await screen.findByRole('heading', { name: 'Edit hours' })).toBeInTheDocument();
    expect(requestsTo(app, 'DELETE', `${LIST}/4`)).toHaveLength(0);

    fireEvent.click(within(dialog()).getByText('Delete'));
    await waitFor(() => expect(lastAlert()?.header).toBe('Delete these hours?'));
    await press('destructive');
    await waitFor(() => expect(requestsTo(app, 'DELETE', `${LIST}/4`)).toHaveLength(1));
    // Closed, the question no longer hides the page from screen readers, so the check below sees the week itself.
    await act(async () => {
      await lastAlert()?.dismiss();
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit: Unavailable, Wed 1 Jul 10:00–14:00' })).toBeNull());
  });
});

describe('a colleague’s availability (support and management)', () => {
  it('lets support pick anyone on the location’s staff and keep their hours', async () => {
    const sanne = [slot({ nmbr: 20, employee: 'e7', weekday: 4, from: '12:00', till: '20:00' })];
    const app = renderAvailability({
      role: 'CUBER',
      path: '/support/availability?week=2026-03-16',
      routes: {
        [`GET ${LIST}`]: () => ({ status: 200, body: app.urls.at(-1)?.includes('employee=e7') ? sanne : SLOTS }),
        [routeOf(staffAvailabilityApi.create)]: ok(sanne[0]),
      },
    });
    const picker = await screen.findByLabelText('Whose availability');
    // Every role, by name, with the workgroup when there is one; oneself only once, first.
    await waitFor(() =>
      expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Me (Sam Jansen)',
        'Anouk Visser · Backoffice',
        'Daan Bakker · Guides',
        'Sanne de Boer',
      ]),
    );
    expect(app.server.requests.some((request) => request.endpoint === 'staffReservationApi.leaderboard')).toBe(false);
    fireEvent.change(picker, { target: { value: 'e7' } });
    expect(await screen.findByRole('heading', { name: 'Availability' })).toBeInTheDocument();
    expect(picker).toHaveDisplayValue('Sanne de Boer');
    expect(within(await dayOf('Thursday 19 March')).getByText('12:00–20:00')).toBeInTheDocument();
    expect(app.urls.some((url) => url.includes(`${LIST}?employee=e7`))).toBe(true);

    fireEvent.click(screen.getByLabelText('Add hours'));
    fireEvent.click(within(dialog()).getByText('Save'));
    await waitFor(() => expect(requestsTo(app, 'POST', `${LIST}/create`)).toHaveLength(1));
    expect(requestsTo(app, 'POST', `${LIST}/create`)[0]!.body).toMatchObject({ repeat: 'weekly', employee: 'e7' });
  });

  it('offers guides no colleague picker', async () => {
    const app = renderAvailability();
    await dayOf('Monday 16 March');
    expect(screen.queryByLabelText('Whose availability')).toBeNull();
    expect(app.server.requests.some((request) => request.endpoint === 'staffComplaintApi.staffMembers')).toBe(false);
  });
});
