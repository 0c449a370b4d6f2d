import type { KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { COMPLAINT_BASE, GROUPS, detailWith, objectWith, pageOf } from '@/test/complaint-fixtures';
import type { FakeHandler, RecordedRequest } from '@/test/fake-fetch';
import { stubWebSocketPerTest } from '@/test/fake-websocket';
import { ok, renderStaffApp } from '@/test/guest-app';
import { preloadComplaintScreens } from '@/test/preload-complaint-screens';
const filed = detailWith({ nmbr: 40, subject: 'Shower stays cold', complaintnotes: [] });

function renderForm(path: string, role: KnownRole = 'CUBER', routes: Record<string, FakeHandler> = {}) {
  return renderStaffApp(path, {
    [`GET ${COMPLAINT_BASE}/objects`]: (request) => {
      const search = request.query.get('search');
      const all = [objectWith(), objectWith({ _id: 'r2', nmbr: '1002', suitename: 'Boslodge 3', mainGuest: { firstname: 'Jan', surname: 'Smit' }, inHouse: false })];
      return { status: 200, body: search ? all.filter((object) => object.nmbr.includes(search) || object.mainGuest.surname.includes(search)) : all };
    },
    [`GET ${COMPLAINT_BASE}/groups`]: ok(GROUPS),
    [`GET ${COMPLAINT_BASE}/kinds`]: ok(['CLEANING', 'MAINTENANCE', 'DEVICES', 'NOISE', 'SERVICE', 'OTHER']),
    [`POST ${COMPLAINT_BASE}/create`]: ok(filed),
    [`GET ${COMPLAINT_BASE}/40`]: ok(filed),
    [`GET ${COMPLAINT_BASE}`]: ok(pageOf([filed])),
    [`GET ${COMPLAINT_BASE}/counter`]: ok({ open: 1, unapproved: 1, mine: 1 }),
    [`GET ${COMPLAINT_BASE}/grouped/states`]: ok([]),
    ...routes,
  }, { role });
}

const created = (server: { requests: RecordedRequest[] }) => server.requests.filter((request) => request.method === 'POST' && request.path === `${COMPLAINT_BASE}/create`);
const submit = () => fireEvent.submit(screen.getByRole('textbox', { name: 'Subject' }).closest('form')!);

beforeAll(async () => {
  await preloadComplaintScreens();
  Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

stubWebSocketPerTest();

describe('filing a complaint', () => {
  it('prefills the stay from the booking, files with the description as HTML, and opens the new complaint', async () => {
    const app = renderForm('/file-complaint?reservation=1001');
    const stay = await screen.findByRole('region', { name: 'The stay it concerns' });
    expect(await within(stay).findByText('Suite Zeezicht 12')).toBeInTheDocument();
    expect(within(stay).getByText('In house')).toBeInTheDocument();
    expect(within(stay).getByText(/Anna de Vries/)).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: '  Shower stays cold ' } });
    const description = (await screen.findByRole('textbox', { name: 'Description' })) as HTMLElement & { editor: Editor };
    act(() => void description.editor.commands.setContent('<p>Since <strong>this morning</strong>.</p>', { emitUpdate: true }));
    fireEvent.click(screen.getByRole('radio', { name: 'Urgent' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'MAINTENANCE' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Workgroup' })).toHaveTextContent('Housekeeping'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Workgroup' }), { target: { value: 'Housekeeping' } });
    submit();

    await waitFor(() => expect(created(app.server)).toHaveLength(1));
    expect(created(app.server)[0]?.body).toEqual({
      subject: 'Shower stays cold',
      reservation: 'r1',
      complaintpriority: 'URGENT',
      kind: 'MAINTENANCE',
      workgroup: 'Housekeeping',
      paragraph: '<p>Since <strong>this morning</strong>.</p>',
    });
    await waitFor(() => expect(app.currentPath()).toBe('/support/complaints/40'));
    expect(screen.queryByText('Complaint filed')).toBeNull();
  });

  it('asks for the stay and the subject, and finds a stay by searching', async () => {
    const app = renderForm('/file-complaint', 'GUIDE');
    const stay = await screen.findByRole('region', { name: 'The stay it concerns' });
    submit();
    expect(await within(stay).findByRole('alert')).toHaveTextContent('Choose the stay the complaint is about');
    expect(screen.getByText('Give the complaint a subject')).toBeInTheDocument();
    expect(created(app.server)).toHaveLength(0);

    fireEvent.change(within(stay).getByRole('searchbox', { name: 'Find a stay' }), { target: { value: 'Smit' } });
    await waitFor(() => expect(within(stay).queryByRole('button', { name: /Suite Zeezicht 12/ })).toBeNull());
    fireEvent.click(within(stay).getByRole('button', { name: /Boslodge 3/ }));
    expect(within(stay).getByText('Booking 1002')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Noise at night' } });
    submit();
    await waitFor(() => expect(created(app.server)).toHaveLength(1));
    expect(created(app.server)[0]?.body).toEqual({ subject: 'Noise at night', reservation: 'r2', complaintpriority: 'NORMAL', kind: 'OTHER', workgroup: null });
    await waitFor(() => expect(app.currentPath()).toBe('/guide/complaints/40'));
  });

  it('opened from a chat, goes back there, and after filing offers the way back to it', async () => {
    const app = renderForm('/file-complaint?reservation=1001&chat=7', 'CUBER');
    await screen.findByText('Suite Zeezicht 12');
    // The toolbar's back button leads to the chat the form was opened from.
    expect(document.querySelector('ion-toolbar ion-button[router-link="/support/chats/7"]')).not.toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Shower stays cold' } });
    submit();
    await waitFor(() => expect(app.currentPath()).toBe('/support/complaints/40'));
    expect(await screen.findByText('Complaint filed')).toBeInTheDocument();
    expect(screen.getByText('Back to the chat').closest('ion-button')).toHaveAttribute('router-link', '/support/chats/7');
  });
});
