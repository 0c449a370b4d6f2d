import type { ReservationFeed } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderStaffApp } from '@/test/guest-app';
import { statusWith } from '@/test/staff-reservation-fixtures';

const LIST = 'GET /api/employee/reservation-feed';
const RUN = 'POST /api/employee/reservation-feed/{_id}/run';
const REMOVE = 'DELETE /api/employee/reservation-feed/{_id}';
const CREATE = 'POST /api/employee/reservation-feed/create';

const feed = (changes: Partial<ReservationFeed> = {}): ReservationFeed => ({
  id: 'f1',
  suiteId: 's1',
  suiteName: 'Suite Duinroos 8',
  url: 'https://www.airbnb.com/calendar/ical/1.ics?s=abc',
  channel: null,
  recognisedChannel: 'airbnb',
  isScheduled: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  lastRun: {
    at: '2026-03-20T08:30:00.000Z',
    status: 'ok',
    error: 'x@airbnb.com: line 16 cannot be read',
    counts: { created: 2, updated: 1, unchanged: 0, cancelled: 1, skipped: 3, missing: 0, errors: 1 },
    skippedBy: { blocked: 2, cancelled: 0, recurring: 0, ended: 1 },
    problems: [{ uid: 'x@airbnb.com', reason: 'line 16 cannot be read' }],
  },
  ...changes,
});

function renderFeeds(routes = {}, language?: 'en' | 'nl') {
  return renderStaffApp(
    '/management/feeds',
    {
      'GET /api/employee/reservation/status': ok(statusWith()),
      [LIST]: ok({ feeds: [feed(), feed({ id: 'f2', suiteName: 'Boslodge 3', channel: 'booking', lastRun: null })], suites: [{ id: 's1', name: 'Suite Duinroos 8' }, { id: 's2', name: 'Boslodge 3' }] }),
      ...routes,
    },
    { role: 'MANAGEMENT', language },
  );
}

beforeAll(() => import('./feeds-admin-page'));

const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
/** Presses the open alert's button of that role: its handler runs, then the alert closes, as a tap would. */
async function press(role: string) {
  const current = alert();
  await waitFor(() => expect((current as unknown as { presented?: boolean } | undefined)?.presented).toBe(true));
  const button = current?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
    await current?.dismiss(undefined, role);
  });
}

describe('booking feeds screen', () => {
  it('shows each feed with its channel, last run, counts, skip reasons and unreadable events', async () => {
    renderFeeds();
    const card = (await screen.findByRole('heading', { name: 'Suite Duinroos 8', level: 3 })).closest('article') as HTMLElement;
    const scope = within(card);
    expect(scope.getByText('Recognised automatically · Read as Airbnb')).toBeInTheDocument();
    expect(scope.getByText('Imported')).toBeInTheDocument();
    expect(card.querySelector('.feeds__counts')?.textContent).toBe('2 new1 updated1 cancelled3 skipped1 unreadable');
    expect(scope.getByText('Skipped: 2 closed periods, 1 stays that are over')).toBeInTheDocument();
    expect(scope.getByText('x@airbnb.com')).toBeInTheDocument();
    const other = (screen.getByRole('heading', { name: 'Boslodge 3', level: 3 }).closest('article')) as HTMLElement;
    expect(within(other).getByText('Booking.com')).toBeInTheDocument();
    expect(within(other).getByText('Not run yet')).toBeInTheDocument();
  });

  it('runs a feed now and shows its new counts', async () => {
    const ran = feed({ lastRun: { ...feed().lastRun!, error: null, counts: { created: 0, updated: 0, unchanged: 3, cancelled: 0, skipped: 3, missing: 0, errors: 0 }, problems: [] } });
    const app = renderFeeds({ [RUN]: ok(ran) });
    fireEvent.click(await screen.findByLabelText('Run the feed of Suite Duinroos 8 now'));
    await waitFor(() => expect([...document.querySelectorAll('ion-toast')].map((toast) => (toast as HTMLIonToastElement).message)).toContain('0 new, 0 updated, 0 cancelled, 3 skipped'));
    const card = screen.getByRole('heading', { name: 'Suite Duinroos 8', level: 3 }).closest('article') as HTMLElement;
    await waitFor(() => expect(card.querySelector('.feeds__counts')?.textContent).toBe('0 new3 unchanged3 skipped'));
    expect(app.server.requests.filter((request) => request.endpoint === 'managementReservationFeedApi.run').map((request) => request.path)).toEqual(['/api/employee/reservation-feed/f1/run']);
  });

  it('asks before removing a feed, and removes it only when confirmed', async () => {
    const app = renderFeeds({ [REMOVE]: ok({ message: 'Feed removed' }) });
    fireEvent.click(await screen.findByLabelText('Remove feed of Boslodge 3'));
    await waitFor(() => expect(alert()?.header).toBe('Remove this feed?'));
    const removes = () => app.server.requests.filter((request) => request.endpoint === 'managementReservationFeedApi.remove');
    expect(alert()?.message).toBe('Reservations of Boslodge 3 are no longer imported from it. Reservations already imported stay.');
    expect(removes()).toEqual([]);
    await press('destructive');
    await waitFor(() => expect(removes().map((request) => request.path)).toEqual(['/api/employee/reservation-feed/f2']));
  });

  it('checks the form before adding, then adds the feed with its channel', async () => {
    const app = renderFeeds({ [CREATE]: ok(feed({ id: 'f3', suiteId: 's2', suiteName: 'Boslodge 3', channel: 'vrbo', lastRun: null })) }, 'nl');
    fireEvent.click(await screen.findByLabelText('Feed toevoegen'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Feed toevoegen', { selector: 'ion-button' }));
    expect(await within(dialog).findByText('Kies een suite.')).toBeInTheDocument();
    expect(within(dialog).getByText('Vul een adres in dat begint met https://, http:// of webcal://.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Suite'), { target: { value: 's2' } });
    fireEvent.change(within(dialog).getByLabelText('Agenda-adres (iCal)'), { target: { value: 'webcal://www.abritel.fr/icalendar/x.ics' } });
    fireEvent.change(within(dialog).getByLabelText('Kanaal'), { target: { value: 'vrbo' } });
    fireEvent.click(within(dialog).getByText('Feed toevoegen', { selector: 'ion-button' }));
    await waitFor(() =>
      expect(app.server.requests.filter((request) => request.endpoint === 'managementReservationFeedApi.create').map((request) => request.body)).toEqual([
        { suiteId: 's2', url: 'webcal://www.abritel.fr/icalendar/x.ics', channel: 'vrbo' },
      ]),
    );
  });
});
