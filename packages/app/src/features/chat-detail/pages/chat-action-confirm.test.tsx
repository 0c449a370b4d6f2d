import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The question comes before the loading indicator; the indicator itself is not what these tests look at.
vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { chatWith } from '@/test/chat-fixtures';
import { BASE, member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

describe('staff chat actions that take a chat away', () => {
  const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
  async function press(role: string) {
    const button = alert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
    await act(async () => {
      if (button && typeof button !== 'string') await button.handler?.(undefined);
    });
  }
  const inactive = { ...member, chatstatus: 'I' as const };

  it('asks before setting a guest chat inactive, and does nothing when the staff member cancels', async () => {
    const app = renderDetail('/guide/chats/1', member, { [`POST ${BASE}/1/setInactive`]: ok(inactive) }, { inactivateExternal: true });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Chat actions' })).getByText('Inactive'));
    await waitFor(() => expect(alert()?.header).toBe('Set this chat to inactive?'));
    expect(alert()?.subHeader).toBe('Suite Zeezicht 12');
    await press('cancel');
    await act(async () => {
      await alert()?.dismiss();
    });
    expect(app.server.requests.some((request) => request.path === `${BASE}/1/setInactive`)).toBe(false);
  });

  it('sets the chat inactive once the staff member confirms', async () => {
    const app = renderDetail('/guide/chats/1', member, { [`POST ${BASE}/1/setInactive`]: ok(inactive) }, { inactivateExternal: true });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Chat actions' })).getByText('Inactive'));
    await waitFor(() => expect(alert()?.header).toBe('Set this chat to inactive?'));
    await press('destructive');
    await waitFor(() => expect(app.server.requests.some((request) => request.path === `${BASE}/1/setInactive`)).toBe(true));
  });

  it('runs the actions that take nothing away without asking', async () => {
    const app = renderDetail('/guide/chats/1', chatWith({ membership: { isMember: false, isAdmin: false } }), { [`POST ${BASE}/1/joinChat`]: ok(member) }, { joinExternal: true });
    fireEvent.click((await screen.findAllByText('Join')).at(-1) as HTMLElement);
    await waitFor(() => expect(app.server.requests.some((request) => request.path === `${BASE}/1/joinChat`)).toBe(true));
    expect(document.querySelector('ion-alert')).toBeNull();
  });
});
