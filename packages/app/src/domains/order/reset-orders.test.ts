import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderKeys } from './order-keys';
import { resetOrdersAfterSignIn } from './reset-orders';

describe('resetOrdersAfterSignIn', () => {
  it('drops every cached order of every guest and keeps the rest of the cache', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(orderKeys.open('p1', 'en'), { order: { nmbr: 1 } });
    queryClient.setQueryData(orderKeys.history('p2', 'en'), []);
    queryClient.setQueryData(['chat', 'guest'], { nmbr: 7 });

    resetOrdersAfterSignIn(queryClient);

    expect(queryClient.getQueryData(orderKeys.open('p1', 'en'))).toBeUndefined();
    expect(queryClient.getQueryData(orderKeys.history('p2', 'en'))).toBeUndefined();
    expect(queryClient.getQueryData(['chat', 'guest'])).toEqual({ nmbr: 7 });
  });
});
