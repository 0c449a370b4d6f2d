import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { ok } from '@/test/guest-app';
import { renderApp } from '@/test/render-app';
import { createFakeFetch } from '@/test/fake-fetch';
import { signedInServices } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { daysFromNow } from '@/test/stay-fixtures';
import { deliveryWith, noonOn, openShop, orderViewWith, paymentWith } from '../test/shop-test-kit';

const ionButton = (name: string) => screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === name);

describe('/guest/services/orders/{ordernmbr}', () => {
  it('follows the order back from the payment provider until it is paid, then places it', async () => {
    let orderReads = 0;
    const app = openShop('/guest/services/orders/42?payment=5', {
      'GET /api/guest/payment/{nmbr}': ok({ payment: paymentWith({ status: 'paid', checkoutUrl: null }) }),
      // The webhook has not reached the server at first: the order is still waiting for its payment.
      'GET /api/guest/order/{nmbr}': () => ok(orderViewWith(++orderReads === 1 ? { orderstate: 20 } : { orderstate: 50, paymentamount: 15.9 }))(),
      'POST /api/guest/order/{ordernmbr}/placeOrder': ok(orderViewWith({ orderstate: 60, paymentamount: 15.9, placed: daysFromNow(0) })),
    });
    expect(await screen.findByTestId('payment-outcome')).toHaveTextContent('Payment received. Thank you!');
    expect(await screen.findByText('Waiting for the confirmation of your payment…')).toBeInTheDocument();
    expect(ionButton('Place order')).toHaveAttribute('disabled');

    await waitFor(() => expect(ionButton('Place order')).not.toHaveAttribute('disabled'));
    expect(orderReads).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('place-reason')).not.toBeInTheDocument();
    fireEvent.click(ionButton('Place order'));

    expect(await screen.findByText('Your order is placed. Thank you!')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path === '/api/guest/order/42/placeOrder')).toBe(true);
    expect(screen.queryByText('Place order')).not.toBeInTheDocument();
    const reads = orderReads;
    // Placed: no more polling. The barrier: a refetch would have been answered by the time the placed state shows twice.
    await screen.findByText('Your order is placed. Thank you!');
    expect(orderReads).toBe(reads);
  });

  it.each([
    ['failed', 'The payment failed. You can try again.'],
    ['canceled', 'You cancelled the payment. You can pay again whenever you like.'],
    ['expired', 'The payment expired. You can pay again.'],
  ] as const)('shows a %s payment and lets the guest pay again', async (status, text) => {
    openShop('/guest/services/orders/42?payment=5', {
      'GET /api/guest/payment/{nmbr}': ok({ payment: paymentWith({ status, checkoutUrl: null }) }),
      'GET /api/guest/order/{nmbr}': ok(orderViewWith()),
    });
    expect(await screen.findByTestId('payment-outcome')).toHaveTextContent(text);
    expect(await screen.findByRole('form', { name: 'Pay' })).toBeInTheDocument();
  });

  it('shows what was refunded and what the bank reversed, in each language', async () => {
    const view = orderViewWith({ orderstate: 60, paymentamount: 15.9, refundedamount: 5, chargedbackamount: 10.9, placed: daysFromNow(-1) });
    const texts = { en: ['Refunded', 'Reversed by your bank'], nl: ['Terugbetaald', 'Teruggeboekt door je bank'], de: ['Erstattet', 'Von deiner Bank zurückgebucht'], fr: ['Remboursé', 'Annulé par votre banque'] } as const;
    for (const [language, [refunded, reversed]] of Object.entries(texts)) {
      const app = openShop('/guest/services/orders/42', { 'GET /api/guest/order/{nmbr}': ok(view) }, language as 'en' | 'nl' | 'de' | 'fr');
      const refundedRow = (await screen.findByText(refunded)).closest('div');
      expect(refundedRow?.querySelector('dd')?.textContent).toMatch(/5[.,]00/);
      expect(screen.getByText(reversed).closest('div')?.querySelector('dd')?.textContent).toMatch(/10[.,]90/);
      app.unmount();
    }
  });

  it('shows no refund rows while nothing went back', async () => {
    openShop('/guest/services/orders/42', { 'GET /api/guest/order/{nmbr}': ok(orderViewWith({ orderstate: 60, paymentamount: 15.9, placed: daysFromNow(-1) })) });
    expect(await screen.findByText('Your order is placed. Thank you!')).toBeInTheDocument();
    expect(screen.queryByText('Refunded')).toBeNull();
    expect(screen.queryByText('Reversed by your bank')).toBeNull();
  });

  it('shows a placed order by day', async () => {
    openShop('/guest/services/orders/42', {
      'GET /api/guest/order/{nmbr}': ok(
        orderViewWith({ orderstate: 60, paymentamount: 23.85, placed: daysFromNow(-1) }, [deliveryWith(), deliveryWith({ nmbr: 2, productname: 'Groceries', deliverydate: noonOn(2), quantity: 1, priceincl: 7.95, totalincl: 7.95 })]),
      ),
    });
    expect(await screen.findByText('Your order is placed. Thank you!')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('asks for the order in the guest\'s language, so its lines and the shop read in Dutch', async () => {
    const app = openShop(
      '/guest/services/orders/42',
      { 'GET /api/guest/order/{nmbr}': ({ query }) => ok(orderViewWith({}, [deliveryWith({ productname: query.get('lang') === 'nl' ? 'Schoonmaak' : 'Housekeeping' })]))() },
      'nl',
    );
    expect(await screen.findByText('Schoonmaak')).toBeInTheDocument();
    expect(app.server.requests.filter((request) => request.path === '/api/guest/order/42').every((request) => request.query.get('lang') === 'nl')).toBe(true);
  });

  it("says 'Order laden' in Dutch while the order loads", async () => {
    const server = createFakeFetch({
      'GET /api/guest/reservation/current': ok(reservationWith()),
      'GET /api/guest/order/{nmbr}': () => new Promise(() => undefined),
    });
    renderApp('/guest/services/orders/42', { services: signedInServices('GUEST', server.fetch), language: 'nl' });
    expect(await screen.findByLabelText('Order laden')).toHaveAttribute('aria-busy', 'true');
  });
});
