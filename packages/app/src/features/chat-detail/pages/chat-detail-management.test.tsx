import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// What is sent matters here, not the loading indicator around it.
vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import type { AuthSession, Chat } from '@stay/contract';
import { internalChatWith, personal } from '@/test/chat-fixtures';
import { authSessionFor } from '@/test/fixtures';
import { BASE, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

const team = internalChatWith({ nmbr: 1, membership: { isMember: true, isAdmin: true } });
const colleagues = [
  { employee: 'e2', personalinfo: personal('Daan', 'Bakker', 'Housekeeping') },
  { employee: 'e3', personalinfo: personal('Mila', 'Smit', 'Backoffice') },
];
const echo = (chat: Chat) => (request: { body?: unknown }) => ({ status: 200, body: { ...chat, ...(request.body as object) } });
const updates = (app: ReturnType<typeof renderDetail>) =>
  app.server.requests.filter((request) => request.method === 'POST' && request.path === `${BASE}/1`).map((request) => request.body);
// By its title: Ionic hands an ion-button's aria-label to its inner button once it is ready.
const openMenu = async () => fireEvent.click(await screen.findByTitle('More chat options'));
const menuButton = (name: string) => within(screen.getByRole('dialog', { name: 'Bike fleet' })).getByRole('button', { name });

describe('staff chat: name, priority and who handles it', () => {
  it('renames a team chat, changes its priority from the chip and hands it to a colleague', async () => {
    const app = renderDetail('/guide/chats/1', team, { [`POST ${BASE}/1`]: echo(team), [`GET ${BASE}/colleagues`]: ok(colleagues) });
    await openMenu();
    fireEvent.click(menuButton('Rename'));
    const rename = await screen.findByRole('dialog', { name: 'Rename chat' });
    fireEvent.change(within(rename).getByLabelText('Chat name'), { target: { value: 'Bike fleet north' } });
    fireEvent.click(within(rename).getByText('Save'));
    await waitFor(() => expect(updates(app)).toEqual([{ chatname: 'Bike fleet north' }]));

    fireEvent.click(await screen.findByRole('button', { name: 'Priority: Urgent — change' }));
    const priorities = await screen.findByRole('dialog', { name: 'Priority' });
    expect(within(priorities).queryByRole('button', { name: 'Urgent' })).toBeNull();
    fireEvent.click(within(priorities).getByRole('button', { name: 'High' }));
    await waitFor(() => expect(updates(app)).toContainEqual({ chatpriority: 'HIGH' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Nobody handles this chat — change' }));
    const holders = await screen.findByRole('dialog', { name: 'Who handles this chat' });
    expect(within(holders).getByRole('button', { name: 'Me (Sam Jansen)' })).toBeInTheDocument();
    fireEvent.click(await within(holders).findByRole('button', { name: 'Daan Bakker · Housekeeping' }));
    await waitFor(() => expect(updates(app)).toContainEqual({ actionholder: 'e2' }));
  });

  it('offers no changes to a staff member who is not a member', async () => {
    renderDetail('/guide/chats/1', { ...team, membership: { isMember: false, isAdmin: false } });
    expect(await screen.findByText('Urgent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Priority: Urgent — change' })).toBeNull();
    await openMenu();
    expect(within(screen.getByRole('dialog', { name: 'Bike fleet' })).queryByRole('button', { name: 'Rename' })).toBeNull();
  });
});

describe('staff chat: leave for the whole workgroup', () => {
  const guides: AuthSession = (() => {
    const auth = authSessionFor('GUIDE');
    return { ...auth, employee: { ...auth.employee!, erpWorkgroup: 'Guides' } };
  })();
  const withGuides = internalChatWith({
    nmbr: 1,
    membership: { isMember: false, isAdmin: false },
    members: [{ _id: 'w1', person: null, employee: null, workgroup: 'Guides', chatmembermode: 'M', personalinfo: null, joined: new Date().toISOString() }],
  });
  const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;

  it('asks, then lets the workgroup leave (leave guard, internal permission)', async () => {
    const left = { ...withGuides, members: [] };
    const app = renderDetail('/guide/chats/1', withGuides, { [`POST ${BASE}/1/workgroupLeaveChat`]: ok(left) }, { leaveInternal: true }, guides);
    await openMenu();
    fireEvent.click(menuButton('Leave for my workgroup'));
    await waitFor(() => expect(alert()?.header).toBe('Leave for your whole workgroup?'));
    const confirm = alert()?.buttons.find((button) => typeof button !== 'string' && button.role === 'destructive');
    await act(async () => {
      if (confirm && typeof confirm !== 'string') await confirm.handler?.(undefined);
    });
    await waitFor(() => expect(app.server.requests.some((request) => request.path === `${BASE}/1/workgroupLeaveChat`)).toBe(true));
  });

  it('is not offered without the permission, nor when the workgroup is no member', async () => {
    renderDetail('/guide/chats/1', withGuides, {}, {}, guides);
    await openMenu();
    expect(within(screen.getByRole('dialog', { name: 'Bike fleet' })).queryByRole('button', { name: 'Leave for my workgroup' })).toBeNull();
  });
});
