import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/guest-app';
import { openShop, orderViewWith } from '../test/shop-test-kit';

describe('/guest/services/orders', () => {
  it('lists the orders newest first with their state in words', async () => {
    openShop('/guest/services/orders', {
      'GET /api/guest/order': ok([
        orderViewWith({ nmbr: 44 }),
        orderViewWith({ nmbr: 43, orderstate: 50, paymentamount: 15.9 }),
        orderViewWith({ nmbr: 42, orderstate: 60, paymentamount: 15.9, placed: new Date().toISOString() }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/guest/services/orders/44', '/guest/services/orders/43', '/guest/services/orders/42']);
    expect(within(rows[0]!).getByText('In your cart')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid, ready to place')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Placed')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/^Placed on .* · 2 items$/)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('€15.90')).toBeInTheDocument();
  });

  it('says when there are no orders', async () => {
    openShop('/guest/services/orders');
    expect(await screen.findByText('No orders')).toBeInTheDocument();
  });
});
