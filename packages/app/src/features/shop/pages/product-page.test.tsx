import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { fail, ok } from '@/test/guest-app';
import { reservationWith } from '@/test/stay-fixtures';
import { deliveryWith, openShop, orderViewWith, productWith, stayDay } from '../test/shop-test-kit';

/** 09:00 in Amsterdam: before today's noon delivery, after today's 08:30 one. Only the date is set; timers run. */
const MORNING = new Date('2026-03-20T08:00:00.000Z');

const form = () => screen.findByRole('form', { name: 'Add to cart' });
const addButton = () => screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === 'Add to cart');
/** The form, once the cart it adds to has loaded. */
async function readyForm() {
  const found = await form();
  await waitFor(() => expect(addButton()).not.toHaveAttribute('disabled'));
  return found;
}

describe('/guest/services/products/{productkey}', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MORNING);
  });
  afterEach(() => vi.useRealTimers());

  it("offers no day whose delivery time has passed, and tells the product's delivery time", async () => {
    const croissants = productWith({ productkey: 'croissants', name: 'Croissants', deliveryTime: '08:30' });
    openShop('/guest/services/products/croissants', { 'GET /api/guest/product/{productkey}': ok(croissants) });
    await readyForm();
    // Today's 08:30 round has gone: tomorrow is the first day offered.
    const days = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(days).toEqual([stayDay(1), stayDay(2), stayDay(3), stayDay(4)]);
    expect(screen.queryByLabelText(/^Today · /)).toBeNull();
    expect(screen.getByText('Delivered at 08:30 on the day you choose.')).toBeInTheDocument();
  });

  it('says once that the stay has ended instead of offering to buy', async () => {
    const ended = reservationWith({ startDateTime: '2026-03-14T14:00:00.000Z', endDateTime: '2026-03-19T09:00:00.000Z', controlsDeactivationDateTime: '2026-03-19T09:00:00.000Z' });
    const app = openShop('/guest/services/products/breakfast', { 'GET /api/guest/reservation/current': ok(ended) });
    expect(await screen.findByText('Your stay has ended')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add to cart' })).toBeNull();
    // No cart is made for a stay that is over.
    expect(app.server.requests.some((request) => request.path === '/api/guest/order/open')).toBe(false);
  });

  it('adds the product for a chosen day of the stay, with extras and a quantity, to the cart', async () => {
    const app = openShop('/guest/services/products/e-bike', {
      'POST /api/guest/order/{ordernmbr}/delivery': () => ({ status: 200, body: orderViewWith({}, [deliveryWith({ productkey: 'e-bike', productname: 'E-bike' })]) }),
    });
    await readyForm();
    expect(screen.getByText('€49.95 per day')).toBeInTheDocument();
    // The stay started yesterday and ends in four days: today through the departure day.
    const days = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(days).toEqual([stayDay(0), stayDay(1), stayDay(2), stayDay(3), stayDay(4)]);
    expect(screen.getByLabelText(/^Today · /)).toBeChecked();

    fireEvent.click(screen.getByLabelText(/^Tomorrow · /));
    fireEvent.click(screen.getByRole('checkbox', { name: /Child seat/ }));
    fireEvent.click(screen.getByLabelText('One more'));
    expect(screen.getByText('€109.90')).toBeInTheDocument();
    fireEvent.submit(await readyForm());

    expect(await screen.findByText('E-bike is in your cart.')).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/guest/order/42/delivery',
      body: { ordernmbr: 42, productkey: 'e-bike', quantity: 2, deliverydate: stayDay(1), options: [{ productkey: 'child-seat', productname: 'Child seat' }] },
    });
    fireEvent.click(screen.getByText('View cart'));
    await waitFor(() => expect(app.currentPath()).toBe('/guest/services/cart'));
  });

  it('orders a product with a fixed amount without asking for a quantity', async () => {
    const app = openShop('/guest/services/products/housekeeping', {
      'POST /api/guest/order/{ordernmbr}/delivery': () => ({ status: 200, body: orderViewWith() }),
    });
    fireEvent.submit(await readyForm());
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ productkey: 'housekeeping', quantity: 1 }));
  });

  it('shows a sold-out day and a day outside the stay beside the form', async () => {
    let reply = fail(409, 'PRODUCT_SOLD_OUT');
    const app = openShop('/guest/services/products/e-bike', { 'POST /api/guest/order/{ordernmbr}/delivery': () => reply() });
    fireEvent.submit(await readyForm());
    expect(await screen.findByRole('alert')).toHaveTextContent('This product is sold out on that day. Please choose another day.');
    reply = fail(422, 'DELIVERY_OUTSIDE_STAY');
    fireEvent.submit(await readyForm());
    expect(await screen.findByText('Please choose a day of your stay for this delivery.')).toBeInTheDocument();
    // Shown in place, not also as an alert on top.
    expect(app.shown).toEqual([]);
  });

  it('says when the product is no longer for sale', async () => {
    openShop('/guest/services/products/gone');
    expect(await screen.findByText('This product could not be loaded')).toBeInTheDocument();
  });
});
