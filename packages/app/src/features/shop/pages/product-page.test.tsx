import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/loading/use-loading', () => ({ useLoading: () => <T,>(work: () => Promise<T>) => work() }));
import { fail } from '@/test/guest-app';
import { deliveryWith, openShop, orderViewWith, stayDay } from '../test/shop-test-kit';

const form = () => screen.findByRole('form', { name: 'Add to cart' });
const addButton = () => screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === 'Add to cart');
/** The form, once the cart it adds to has loaded. */
async function readyForm() {
  const found = await form();
  await waitFor(() => expect(addButton()).not.toHaveAttribute('disabled'));
  return found;
}

describe('/guest/services/products/{productkey}', () => {
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
