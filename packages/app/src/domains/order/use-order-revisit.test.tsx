import { ORDER_CACHE_MAX_AGE_MS } from '@stay/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderKeys } from './order-keys';
import { ORDER_STALE_MS } from './queries';
import { useOrderRevisit } from './use-orders';

// The page's ionViewWillEnter is what Ionic fires on a return to a page it kept mounted.
const enterHandlers: Array<() => void> = [];
vi.mock('@ionic/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ionic/react')>()),
  useIonViewWillEnter: (handler: () => void) => {
    enterHandlers.push(handler);
  },
}));
vi.mock('@/lib/session/use-session', () => ({ useSession: () => ({ auth: { guest: { _id: 'guest-1' } } }) }));

const GUEST = 'guest-1';

function OrderScreen({ loads }: { loads: Record<string, number> }) {
  useOrderRevisit();
  const load = (name: string) => () => {
    loads[name] = (loads[name] ?? 0) + 1;
    return Promise.resolve(name);
  };
  useQuery({ queryKey: orderKeys.open(GUEST, 'en'), queryFn: load('open'), staleTime: ORDER_STALE_MS });
  useQuery({ queryKey: orderKeys.history(GUEST, 'en'), queryFn: load('history'), staleTime: ORDER_STALE_MS });
  return null;
}

function renderScreen(queryClient: QueryClient, loads: Record<string, number>) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  render(<OrderScreen loads={loads} />, { wrapper });
}

const revisit = async () => {
  await act(async () => {
    enterHandlers.at(-1)?.();
    await Promise.resolve();
  });
};

describe('useOrderRevisit', () => {
  beforeEach(() => {
    enterHandlers.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the order answers for the cache age of the spec', () => {
    expect(ORDER_STALE_MS).toBe(ORDER_CACHE_MAX_AGE_MS);
    expect(ORDER_STALE_MS).toBe(5 * 60_000);
  });

  it('loads again on a return only the order answers older than five minutes', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const now = Date.now();
    queryClient.setQueryData(orderKeys.open(GUEST, 'en'), 'cached open', { updatedAt: now - ORDER_STALE_MS - 1_000 });
    queryClient.setQueryData(orderKeys.history(GUEST, 'en'), 'cached history', { updatedAt: now - 60_000 });
    const loads: Record<string, number> = {};
    renderScreen(queryClient, loads);
    // Mounting loads the stale cart as a mount does; the fresh history is answered from the cache.
    await vi.waitFor(() => expect(queryClient.getQueryData(orderKeys.open(GUEST, 'en'))).toBe('open'));
    expect(loads).toEqual({ open: 1 });

    await revisit();
    expect(loads).toEqual({ open: 1 });

    queryClient.setQueryData(orderKeys.history(GUEST, 'en'), 'cached history', { updatedAt: Date.now() - ORDER_STALE_MS - 1 });
    await revisit();
    await vi.waitFor(() => expect(loads).toEqual({ open: 1, history: 1 }));
  });
});
