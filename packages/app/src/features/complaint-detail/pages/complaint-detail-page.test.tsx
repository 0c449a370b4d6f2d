import type { Appointment, ComplaintDetail, KnownRole, LocationStaff, staffComplaintApi } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The confirmation comes before the loading indicator; the indicator itself is not what these tests look at.
vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { COMPLAINT_BASE, DAAN, GROUPS, SAM, appointmentWith, detailWith, noteWith, pageOf } from '@/test/complaint-fixtures';
import type { FakeHandler, RecordedRequest } from '@/test/fake-fetch';
import { stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffApp } from '@/test/guest-app';
import { preloadComplaintScreens } from '@/test/preload-complaint-screens';
/** The location's staff as GET /employees answers them: by name, every role, the signed-in Sam (e1) included. */
const EMPLOYEES: LocationStaff[] = [
  { _id: 'e9', firstname: 'Anouk', surname: 'Visser', role: 'BACKOFFICE', workgroup: 'Backoffice' },
  { _id: 'e2', firstname: 'Daan', surname: 'Bakker', role: 'CUBER', workgroup: 'Housekeeping' },
  { _id: 'e1', firstname: 'Sam', surname: 'Jansen', role: 'GUIDE', workgroup: 'Guides' },
];

function renderComplaint(detail: ComplaintDetail, role: KnownRole = 'CUBER', routes: Record<string, FakeHandler> = {}, path = '/support/complaints/12') {
  return renderStaffApp(path, {
    [`GET ${COMPLAINT_BASE}/12`]: ok(detail),
    [`GET ${COMPLAINT_BASE}`]: ok(pageOf([detail])),
    [`GET ${COMPLAINT_BASE}/counter`]: ok({ open: 1, unapproved: 1, mine: 1 }),
    [`GET ${COMPLAINT_BASE}/grouped/states`]: ok([]),
    [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS),
    [`GET ${COMPLAINT_BASE}/priorities`]: ok(['LOW', 'NORMAL', 'HIGH', 'URGENT']),
    [`GET ${COMPLAINT_BASE}/kinds`]: ok(['CLEANING', 'MAINTENANCE', 'DEVICES', 'NOISE', 'SERVICE', 'OTHER']),
    [`GET ${COMPLAINT_BASE}/employees`]: ok(EMPLOYEES),
    ...routes,
  }, { role });
}

/** The requests that reached one endpoint of staffComplaintApi, e.g. `addNote`. */
const requestsTo = (server: { requests: RecordedRequest[] }, endpoint: keyof typeof staffComplaintApi) =>
  server.requests.filter((request) => request.endpoint === `staffComplaintApi.${endpoint}`);
const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
/** Presses the open alert's button of that role: its handler runs, then the alert closes, as a tap would. */
async function press(role: string, values?: Record<string, string>) {
  const current = alert();
  // Ionic ignores a dismiss before the alert has finished presenting; it would then finish after the test and hide
  // the next test's page from screen readers.
  await waitFor(() => expect((current as unknown as { presented?: boolean } | undefined)?.presented).toBe(true));
  const button = current?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    // A handler answering false keeps the alert open, as Ionic does.
    const keepsOpen = button && typeof button !== 'string' ? (await button.handler?.(values)) === false : false;
    if (!keepsOpen) await current?.dismiss(undefined, role);
  });
}
const actions = () => screen.findByRole('region', { name: 'Actions' });
const submitIn = (container: HTMLElement) => fireEvent.submit(container.querySelector('form')!);
const ionButton = (name: string, container: HTMLElement = document.body) =>
  within(container).getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === name);

beforeAll(async () => {
  await preloadComplaintScreens();
  // ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

stubWebSocketPerTest();
afterEach(() => {
  vi.useRealTimers();
});

describe('complaint detail', () => {
  it('shows the complaint, the stay it concerns with a link to the booking, and its sanitised notes', async () => {
    renderComplaint(detailWith());
    expect(await screen.findByRole('heading', { name: 'Shower stays cold' })).toBeInTheDocument();
    expect(screen.getByLabelText('Priority: High')).toBeInTheDocument();
    expect(screen.getAllByText('Review pending').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Open booking 1001' })).toHaveAttribute('href', '/support/settings/bookings/1001');
    const note = screen.getByText('never', { selector: 'strong' });
    expect(note.closest('.complaint-note')).toHaveTextContent('Sam Jansen');
  });

  it('offers approve and decline to support, and asks before approving', async () => {
    const approved = detailWith({ assigned: 'J', reviewed: { employee: SAM, datetime: '2026-03-21T10:00:00.000Z' } });
    const app = renderComplaint(detailWith(), 'CUBER', { [`POST ${COMPLAINT_BASE}/12/approve`]: ok(approved) });
    const region = await actions();
    expect(ionButton('Decline', region)).toBeInTheDocument();
    fireEvent.click(ionButton('Approve', region));
    await waitFor(() => expect(alert()?.header).toBe('Approve this complaint?'));
    expect(alert()?.subHeader).toBe('Shower stays cold');
    await press('cancel');
    expect(requestsTo(app.server, 'approve')).toHaveLength(0);

    fireEvent.click(ionButton('Approve', region));
    await waitFor(() => expect(alert()?.header).toBe('Approve this complaint?'));
    await press('confirm');
    await waitFor(() => expect(requestsTo(app.server, 'approve')).toHaveLength(1));
    expect(await screen.findByText(/^Approved .* by Sam Jansen$/)).toBeInTheDocument();
    await waitFor(() => expect(within(region).queryByText('Approve')).toBeNull());
  });

  it('asks before declining, as a destructive choice, and declines only with a reason, shown afterwards', async () => {
    const declined = detailWith({ assigned: 'N', reviewed: { employee: SAM, datetime: '2026-03-21T10:00:00.000Z' }, reviewReason: 'Within the park rules' });
    const app = renderComplaint(detailWith(), 'MANAGEMENT', { [`POST ${COMPLAINT_BASE}/12/decline`]: ok(declined) }, '/management/complaints/12');
    fireEvent.click(ionButton('Decline', await actions()));
    await waitFor(() => expect(alert()?.header).toBe('Decline this complaint?'));
    expect(alert()?.inputs.map((input) => input.name)).toEqual(['reason']);
    await press('destructive', { reason: '   ' });
    expect(alert()?.header).toBe('Decline this complaint?');
    expect(requestsTo(app.server, 'decline')).toHaveLength(0);
    await press('destructive', { reason: ' Within the park rules ' });
    await waitFor(() => expect(requestsTo(app.server, 'decline')).toHaveLength(1));
    expect(requestsTo(app.server, 'decline')[0]?.body).toEqual({ reason: 'Within the park rules' });
    expect(await screen.findByText('Reason: Within the park rules')).toBeInTheDocument();
  });

  it('hides approve and decline from a guide, who may still resolve', async () => {
    const resolved = detailWith({ complaintstatetext: 'Resolved', resolved: { employee: SAM, datetime: '2026-03-21T11:00:00.000Z' } });
    const app = renderComplaint(detailWith(), 'GUIDE', { [`POST ${COMPLAINT_BASE}/12/resolve`]: ok(resolved) }, '/guide/complaints/12');
    const region = await actions();
    expect(within(region).queryByText('Approve')).toBeNull();
    expect(within(region).queryByText('Decline')).toBeNull();
    expect(within(region).getByText('Support or management reviews this complaint.')).toBeInTheDocument();
    fireEvent.click(ionButton('Resolve', region));
    await waitFor(() => expect(alert()?.header).toBe('Resolve this complaint?'));
    await press('confirm');
    await waitFor(() => expect(requestsTo(app.server, 'resolve')).toHaveLength(1));
    expect(await screen.findByText(/^Resolved .* by Sam Jansen$/)).toBeInTheDocument();
  });

  it('adds a note written in the editor as HTML, shows it and empties the editor', async () => {
    const added = noteWith({ nmbr: 2, paragraph: '<h2>Boiler</h2><p><strong>Replaced</strong> the valve.</p>', employee: SAM });
    let notes = [noteWith()];
    const app = renderComplaint(detailWith(), 'GUIDE', {
      [`GET ${COMPLAINT_BASE}/12`]: () => ({ status: 200, body: detailWith({ complaintnotes: notes, notecount: notes.length }) }),
      [`POST ${COMPLAINT_BASE}/12/notes`]: () => {
        notes = [...notes, added];
        return { status: 200, body: added };
      },
    }, '/guide/complaints/12');
    const field = await screen.findByRole('textbox', { name: 'New note' });
    const editor = (field as HTMLElement & { editor: Editor }).editor;
    const add = ionButton('Add note');
    expect(add).toHaveAttribute('disabled');
    act(() => void editor.commands.setContent('<h2>Boiler</h2><p>Replaced the valve.</p>', { emitUpdate: true }));
    act(() => void editor.chain().setTextSelection({ from: 9, to: 17 }).run());
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(add).not.toHaveAttribute('disabled'));
    fireEvent.click(add);
    await waitFor(() => expect(requestsTo(app.server, 'addNote')).toHaveLength(1));
    expect(requestsTo(app.server, 'addNote')[0]?.body).toEqual({ paragraph: '<h2>Boiler</h2><p><strong>Replaced</strong> the valve.</p>' });
    expect(await screen.findByRole('heading', { name: 'Boiler', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(editor.isEmpty).toBe(true));
  });

  it('plans an appointment prefilled with the default: this hour until the next, agenda code Bussy (not shown), for oneself', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:25 in Amsterdam.
    vi.setSystemTime(new Date('2026-03-21T13:25:00.000Z'));
    const saved = appointmentWith({ employee: SAM, subject: 'Shower stays cold' });
    let appointments: Appointment[] = [];
    const app = renderComplaint(detailWith(), 'GUIDE', {
      [`GET ${COMPLAINT_BASE}/12`]: () => ({ status: 200, body: detailWith({ appointments, appointmentcount: appointments.length }) }),
      [`POST ${COMPLAINT_BASE}/12/appointments`]: () => {
        appointments = [saved];
        return { status: 200, body: saved };
      },
    }, '/guide/complaints/12');
    fireEvent.click(ionButton('Plan appointment', await screen.findByRole('region', { name: 'Appointments' })));
    const dialog = await screen.findByRole('dialog', { name: 'Plan appointment' });
    const form = within(dialog);
    expect(form.getByLabelText('Subject')).toHaveValue('Shower stays cold');
    expect(form.getByLabelText('Day')).toHaveDisplayValue('Sat 21 Mar');
    expect(form.getByLabelText('From')).toHaveValue('14:00');
    expect(form.getByLabelText('Until')).toHaveValue('15:00');
    // The agenda code is the agenda's bookkeeping: sent, never an editable field.
    expect(form.queryByLabelText('Agenda code')).toBeNull();
    expect(form.getByLabelText('Planned for')).toHaveDisplayValue('Sam Jansen (me)');
    // Oneself first, then the location's staff of every role by name (the back office too), each once.
    await waitFor(() =>
      expect([...(form.getByLabelText('Planned for') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
        'Sam Jansen (me)',
        'Anouk Visser · Back office',
        'Daan Bakker · Housekeeping',
      ]),
    );
    submitIn(dialog);
    await waitFor(() => expect(requestsTo(app.server, 'saveAppointment')).toHaveLength(1));
    expect(requestsTo(app.server, 'saveAppointment')[0]?.body).toEqual({
      subject: 'Shower stays cold',
      appointmentstart: '2026-03-21T13:00:00.000Z',
      appointmentend: '2026-03-21T14:00:00.000Z',
      agendacode: 'Bussy',
      employee: 'e1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Plan appointment' })).toBeNull());
    expect(within(screen.getByRole('region', { name: 'Appointments' })).getByText('14:00–15:00')).toBeInTheDocument();
  });

  it('refuses a start before the current hour in the form, without asking the server', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 14:25 in Amsterdam.
    vi.setSystemTime(new Date('2026-03-21T13:25:00.000Z'));
    const app = renderComplaint(detailWith(), 'GUIDE', {}, '/guide/complaints/12');
    fireEvent.click(ionButton('Plan appointment', await screen.findByRole('region', { name: 'Appointments' })));
    const dialog = await screen.findByRole('dialog', { name: 'Plan appointment' });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '13:00' } });
    submitIn(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This start time has passed. Please choose a later time.');
    expect(requestsTo(app.server, 'saveAppointment')).toHaveLength(0);
  });

  it("shows the server's refusal of an overlapping appointment in the form, which stays open", async () => {
    const app = renderComplaint(detailWith(), 'GUIDE', {
      [`POST ${COMPLAINT_BASE}/12/appointments`]: () => ({
        status: 409,
        body: { code: 'APPOINTMENT_OVERLAP', message: 'This staff member already has an appointment at that time. Please choose another time.' },
      }),
    }, '/guide/complaints/12');
    fireEvent.click(ionButton('Plan appointment', await screen.findByRole('region', { name: 'Appointments' })));
    const dialog = await screen.findByRole('dialog', { name: 'Plan appointment' });
    await waitFor(() => expect(within(dialog).getByLabelText('Planned for')).toHaveTextContent('Anouk Visser · Back office'));
    fireEvent.change(within(dialog).getByLabelText('Planned for'), { target: { value: 'e9' } });
    submitIn(dialog);
    // Shown in the form itself: an alert could not appear above the modal dialog.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This staff member already has an appointment at that time. Please choose another time.');
    expect(requestsTo(app.server, 'saveAppointment')[0]?.body).toMatchObject({ employee: 'e9' });
    expect(document.querySelector('ion-alert')).toBeNull();
    // Changing the time clears the message.
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '16:00' } });
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('says so when the staff list cannot be loaded, and still offers oneself and whoever the complaint names', async () => {
    renderComplaint(detailWith({ employee: DAAN }), 'GUIDE', {
      [`GET ${COMPLAINT_BASE}/employees`]: () => ({ status: 500, body: { code: 'UNEXPECTED_ERROR', message: 'Something went wrong' } }),
    }, '/guide/complaints/12');
    fireEvent.click(ionButton('Plan appointment', await screen.findByRole('region', { name: 'Appointments' })));
    const dialog = await screen.findByRole('dialog', { name: 'Plan appointment' });
    expect(await within(dialog).findByText('The list of colleagues could not be loaded.')).toBeInTheDocument();
    expect([...(within(dialog).getByLabelText('Planned for') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Sam Jansen (me)',
      'Daan Bakker',
    ]);
  });

  it('changes an appointment with its own times, and deletes one only when confirmed', async () => {
    // The server's side: the complaint as it stands after each change.
    let appointments = [appointmentWith()];
    const moved = appointmentWith({ appointmentend: '2026-03-21T15:30:00.000Z', agendatill: '16:30' });
    const app = renderComplaint(detailWith(), 'GUIDE', {
      [`GET ${COMPLAINT_BASE}/12`]: () => ({ status: 200, body: detailWith({ appointments, appointmentcount: appointments.length }) }),
      [`POST ${COMPLAINT_BASE}/12/appointments`]: () => {
        appointments = [moved];
        return { status: 200, body: moved };
      },
      [`DELETE ${COMPLAINT_BASE}/12/appointments/3`]: () => {
        appointments = [];
        return { status: 200, body: { message: 'Deleted' } };
      },
    }, '/guide/complaints/12');
    const region = await screen.findByRole('region', { name: 'Appointments' });
    expect(within(region).getByText('For Daan Bakker')).toBeInTheDocument();
    // The agenda's default code reads as what it means, not as the code.
    expect(within(region).getByText('Busy')).toBeInTheDocument();
    expect(within(region).queryByText('Bussy')).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Edit appointment Check the boiler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit appointment' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('14:00');
    expect(within(dialog).getByLabelText('Planned for')).toHaveValue(DAAN._id);
    fireEvent.change(within(dialog).getByLabelText('Until'), { target: { value: '16:30' } });
    submitIn(dialog);
    await waitFor(() => expect(requestsTo(app.server, 'saveAppointment')).toHaveLength(1));
    expect(requestsTo(app.server, 'saveAppointment')[0]?.body).toMatchObject({ nmbr: 3, appointmentend: '2026-03-21T15:30:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit appointment' })).toBeNull());
    expect(await within(region).findByText('14:00–16:30')).toBeInTheDocument();

    fireEvent.click(within(region).getByRole('button', { name: 'Delete appointment Check the boiler' }));
    await waitFor(() => expect(alert()?.header).toBe('Delete this appointment?'));
    await press('cancel');
    expect(requestsTo(app.server, 'deleteAppointment')).toHaveLength(0);
    // Found again once the cancelled alert has gone (while it is open, the page behind it is hidden).
    fireEvent.click(await within(region).findByRole('button', { name: 'Delete appointment Check the boiler' }));
    await waitFor(() => expect(alert()?.header).toBe('Delete this appointment?'));
    await press('destructive');
    await waitFor(() => expect(within(region).getByText('Nothing planned yet.')).toBeInTheDocument());
  });

  it('saves only the details that changed', async () => {
    const app = renderComplaint(detailWith(), 'GUIDE', {
      [`POST ${COMPLAINT_BASE}/12`]: ok(detailWith({ complaintpriority: 'URGENT', workgroup: 'Guides' })),
    }, '/guide/complaints/12');
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).queryByText('Save changes')).toBeNull();
    fireEvent.change(within(details).getByLabelText('Priority'), { target: { value: 'URGENT' } });
    fireEvent.change(within(details).getByLabelText('Workgroup'), { target: { value: 'Guides' } });
    submitIn(details);
    await waitFor(() => expect(requestsTo(app.server, 'update')).toHaveLength(1));
    expect(requestsTo(app.server, 'update')[0]?.body).toEqual({ complaintpriority: 'URGENT', workgroup: 'Guides' });
    await waitFor(() => expect(within(details).queryByText('Save changes')).toBeNull());
    expect(screen.getByLabelText('Priority: Urgent')).toBeInTheDocument();
  });

  it('says when the complaint does not exist', async () => {
    renderComplaint(detailWith(), 'GUIDE', {
      [`GET ${COMPLAINT_BASE}/12`]: () => ({ status: 404, body: { code: 'COMPLAINT_NOT_FOUND', message: 'Complaint not found' } }),
    }, '/guide/complaints/12');
    expect(await screen.findByText('Complaint not found')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    renderStaffApp(
      '/support/complaints/12',
      { [`GET ${COMPLAINT_BASE}/12`]: ok(detailWith()), [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS) },
      { role: 'CUBER', language: 'nl' },
    );
    expect(await screen.findByText('Beoordeling volgt', { selector: '.complaint-summary span' })).toBeInTheDocument();
    expect(ionButton('Goedkeuren', await screen.findByRole('region', { name: 'Acties' }))).toBeInTheDocument();
    expect(screen.getByText('Afspraak plannen')).toBeInTheDocument();
  });
});
