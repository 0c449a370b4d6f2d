import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
vi.mock('../checkout-redirect', () => ({ redirectToCheckout: vi.fn() }));
import { ok } from '@/test/guest-app';
import { daysFromNow } from '@/test/stay-fixtures';
import { redirectToCheckout } from '../checkout-redirect';
import { deliveryWith, eBike, noonOn, openShop, orderViewWith, paymentWith } from '../test/shop-test-kit';

const alert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
async function press(role: string) {
  const button = alert()?.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === role);
  await act(async () => {
    if (button && typeof button !== 'string') await button.handler?.(undefined);
  });
}
const ionButton = (name: string) => screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === name);

const breakfast = deliveryWith();
const bike = deliveryWith({ nmbr: 2, productkey: 'e-bike', productname: 'E-bike', quantity: 1, unit: 'DAY', deliverydate: noonOn(2), priceincl: 49.95, totalincl: 49.95 });

describe('/guest/services/cart', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the lines by day with the total and what is left to pay, and cannot place an unpaid order', async () => {
    openShop('/guest/services/cart', { 'GET /api/guest/order/open': ok(orderViewWith({}, [bike, breakfast])) });
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days).toHaveLength(2);
    expect(within(days[0]!.closest('section')!).getByText('Breakfast')).toBeInTheDocument();
    expect(within(days[1]!.closest('section')!).getByText('E-bike')).toBeInTheDocument();
    expect(screen.getByText('€49.95 per day')).toBeInTheDocument();
    expect(screen.getByText('To pay').nextElementSibling).toHaveTextContent('€65.85');
    expect(ionButton('Place order')).toHaveAttribute('disabled');
    expect(screen.getByTestId('place-reason')).toHaveTextContent('Pay your order first; then you can place it.');
  });

  it('changes an amount', async () => {
    const app = openShop('/guest/services/cart', {
      'POST /api/guest/order/{ordernmbr}/delivery/{deliverynmbr}': ({ body }) => ({
        status: 200,
        body: orderViewWith({}, [deliveryWith({ quantity: (body as { quantity: number }).quantity, totalincl: 23.85 })]),
      }),
    });
    fireEvent.click(await screen.findByLabelText('One more Breakfast'));
    expect(await screen.findByText('€23.85', { selector: '.order-line__total' })).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/guest/order/42/delivery/1', body: { quantity: 3 } });
  });

  it('removes a line only after the guest confirms, and then shows the empty cart', async () => {
    const app = openShop('/guest/services/cart', { 'DELETE /api/guest/order/{ordernmbr}/delivery/{deliverynmbr}': ok(orderViewWith({}, [])) });
    fireEvent.click(await screen.findByLabelText('Remove Breakfast'));
    await waitFor(() => expect(alert()?.header).toBe('Remove Breakfast?'));
    await press('cancel');
    expect(app.server.requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByLabelText('Remove Breakfast'));
    await waitFor(() => expect(alert()?.header).toBe('Remove Breakfast?'));
    await press('destructive');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.method === 'DELETE')?.path).toBe('/api/guest/order/42/delivery/1');
  });

  it('pays with the chosen method on the payment page', async () => {
    const app = openShop('/guest/services/cart', { 'POST /api/guest/order/{ordernmbr}/pay': ok({ payment: paymentWith({ method: 'creditcard' }) }) });
    fireEvent.click(await screen.findByLabelText('Card'));
    fireEvent.submit(screen.getByRole('form', { name: 'Pay' }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalledWith('http://127.0.0.1:9/psp/test/tr_5'));
    expect(app.server.requests.find((request) => request.path === '/api/guest/order/42/pay')?.body).toEqual({ method: 'creditcard' });
  });

  it("keeps the guest's payment method when they come back after a failed payment", async () => {
    const first = openShop('/guest/services/cart', { 'POST /api/guest/order/{ordernmbr}/pay': ok({ payment: paymentWith({ method: 'creditcard' }) }) });
    fireEvent.click(await screen.findByLabelText('Card'));
    fireEvent.submit(screen.getByRole('form', { name: 'Pay' }));
    await waitFor(() => expect(redirectToCheckout).toHaveBeenCalled());
    // The PSP sends the guest back: a new page load with the order open again.
    first.unmount();
    openShop('/guest/services/cart');
    expect(await screen.findByLabelText('Card')).toBeChecked();
    expect(screen.getByLabelText('iDEAL')).not.toBeChecked();
  });

  it('places a cart that totals 0 without paying: nothing is left to pay', async () => {
    const gift = deliveryWith({ productkey: 'welcome-gift', productname: 'Welcome gift', quantity: 1, priceincl: 0, totalincl: 0 });
    const app = openShop('/guest/services/cart', {
      'GET /api/guest/order/open': ok(orderViewWith({}, [gift])),
      'POST /api/guest/order/{ordernmbr}/placeOrder': ok(orderViewWith({ orderstate: 60, placed: daysFromNow(0) }, [gift])),
    });
    await screen.findByText('Welcome gift');
    expect(screen.queryByRole('form', { name: 'Pay' })).toBeNull();
    expect(screen.queryByTestId('place-reason')).toBeNull();
    expect(ionButton('Place order')).not.toHaveAttribute('disabled');
    fireEvent.click(ionButton('Place order'));
    await waitFor(() => expect(app.server.requests.some((request) => request.path === '/api/guest/order/42/placeOrder')).toBe(true));
  });

  it('shows when each delivery comes, and which ones were delivered', async () => {
    openShop('/guest/services/cart', {
      'GET /api/guest/order/open': ok(orderViewWith({}, [breakfast, deliveryWith({ nmbr: 3, productkey: 'croissants', productname: 'Croissants', deliverydate: '2026-03-21T07:30:00.000Z', delivered: '2026-03-21T07:35:00.000Z' })])),
    });
    await screen.findByText('Croissants');
    // 07:30 UTC on 21 March is 08:30 in Amsterdam; the breakfast comes at noon.
    expect(screen.getByText('At 08:30')).toBeInTheDocument();
    expect(screen.getByText('At 12:00')).toBeInTheDocument();
    expect(screen.getAllByText('Delivered')).toHaveLength(1);
  });

  it('counts a bike hold down, and holds an expired one again before it can be paid', async () => {
    const expired = { deliverynmbr: 2, productkey: 'e-bike', rentalWindowExpired: false, rentalWindowEndDateTime: daysFromNow(-0.001) };
    const held = { ...expired, rentalWindowEndDateTime: new Date(Date.now() + 10 * 60_000 + 30_000).toISOString() };
    const app = openShop('/guest/services/cart', {
      'GET /api/guest/order/open': ok(orderViewWith({}, [bike], [expired])),
      'GET /api/guest/product/{productkey}': ok(eBike),
      'POST /api/guest/order/{ordernmbr}/delivery/{deliverynmbr}/refreshRentalWindow': ok(orderViewWith({}, [bike], [held])),
    });
    expect(await screen.findByText('Your hold on this bike has expired.')).toBeInTheDocument();
    expect(screen.getByText('Hold your bikes again or remove them before paying.')).toBeInTheDocument();
    fireEvent.click(ionButton('Hold again'));
    expect(await screen.findByText(/^Held for you for 10:[23]\d$/)).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path === '/api/guest/order/42/delivery/2/refreshRentalWindow')).toBe(true);
    expect(screen.queryByText('Hold your bikes again or remove them before paying.')).not.toBeInTheDocument();
  });

  it('points at a paid order that is still to be placed, and shows an empty cart', async () => {
    const app = openShop('/guest/services/cart', {
      'GET /api/guest/order/open': ok(orderViewWith({ nmbr: 43 }, [])),
      'GET /api/guest/order': ok([orderViewWith({ orderstate: 50, paymentamount: 15.9 })]),
    });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByText('Your order 42 is paid. Place it to have it delivered.')).toBeInTheDocument();
    fireEvent.click(ionButton('Open order 42'));
    await waitFor(() => expect(app.currentPath()).toBe('/guest/services/orders/42'));
  });

  it('explains why an order cannot be created', async () => {
    openShop('/guest/services/cart', { 'GET /api/guest/order/open': () => ({ status: 409, body: { code: 'NO_RELATION_FOUND', message: 'x' } }) });
    expect(await screen.findByText('The order could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/order cannot be created/i);
  });
});
