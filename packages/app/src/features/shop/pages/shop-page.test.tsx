import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPEN_ORDER_EVENT } from '@/lib/push/notification-opening';
import { fail, ok } from '@/test/guest-app';
import { daysFromNow, reservationWith } from '@/test/stay-fixtures';
import { deliveryWith, openShop, orderViewWith } from '../test/shop-test-kit';

describe('/guest/services', () => {
  it('shows the services section with its products, prices and the cart count', async () => {
    const app = openShop('/guest/services', {
      'GET /api/guest/order/open': ok(orderViewWith({}, [deliveryWith(), deliveryWith({ nmbr: 2 })])),
    });
    const card = (await screen.findByText('Housekeeping')).closest('a')!;
    expect(card).toHaveAttribute('href', '/guest/services/products/housekeeping');
    expect(within(card).getByText('€7.95')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Around your suite' })).toBeInTheDocument();
    expect(screen.queryByText('Breakfast')).not.toBeInTheDocument();
    expect(await screen.findByTestId('cart-count')).toHaveTextContent('2');
    expect(screen.getByLabelText('Your orders')).toBeInTheDocument();
    const productCall = app.server.requests.find((request) => request.path === '/api/guest/product');
    expect(productCall?.query.get('group')).toBe('services');
    expect(productCall?.query.get('lang')).toBe('en');
    // Opening the shop creates the cart when the reservation has none.
    expect(app.server.requests.find((request) => request.path === '/api/guest/order/open')?.query.get('orCreate')).toBe('true');
    fireEvent.click(screen.getByLabelText('Cart, 2 items'));
    await waitFor(() => expect(app.currentPath()).toBe('/guest/services/cart'));
  });

  it('is the Dutch "Diensten" in its toolbar and first section, and asks the cart in Dutch', async () => {
    const app = openShop('/guest/services', {}, 'nl');
    await screen.findByText('Housekeeping');
    expect(screen.getByRole('heading', { name: 'Diensten', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diensten' })).toBeInTheDocument();
    expect(screen.queryByText('Services')).not.toBeInTheDocument();
    await waitFor(() => expect(app.server.requests.find((request) => request.path === '/api/guest/order/open')?.query.get('lang')).toBe('nl'));
  });

  it('after the stay says once that nothing can be ordered, and offers no cart nor products to buy', async () => {
    const ended = reservationWith({ startDateTime: daysFromNow(-5), endDateTime: daysFromNow(-1), controlsDeactivationDateTime: daysFromNow(-1) });
    const app = openShop('/guest/services', { 'GET /api/guest/reservation/current': ok(ended) });
    expect(await screen.findAllByText('Your stay has ended')).toHaveLength(1);
    const card = (await screen.findByText('Housekeeping')).closest('li')!;
    expect(within(card).queryByRole('link')).toBeNull();
    expect(screen.queryByLabelText(/^Cart/)).toBeNull();
    expect(screen.getByLabelText('Your orders')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path === '/api/guest/order/open')).toBe(false);
  });

  it('switches to food with featured products first, and shows bikes per day', async () => {
    openShop('/guest/services');
    await screen.findByText('Housekeeping');
    fireEvent.click(screen.getByRole('tab', { name: 'Food' }));
    const section = await screen.findByRole('region', { name: 'Breakfast' });
    const names = within(section)
      .getAllByRole('link')
      .map((link) => link.querySelector('.product-card__name')?.textContent);
    expect(names).toEqual(['Croissants', 'Breakfast']);
    expect(within(section).getByText('Featured')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Bikes' }));
    expect(await screen.findByText('€49.95 per day')).toBeInTheDocument();
  });

  it('says when a section has nothing to order', async () => {
    openShop('/guest/services', { 'GET /api/guest/product': ok([]) });
    expect(await screen.findByText('Nothing to order here')).toBeInTheDocument();
  });

  it('offers a retry when the shop cannot be loaded', async () => {
    let calls = 0;
    openShop('/guest/services', {
      'GET /api/guest/product': () => (++calls === 1 ? fail(500, 'UNEXPECTED_ERROR')() : ok([])()),
    });
    expect(await screen.findByText('The shop could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByText('Nothing to order here')).toBeInTheDocument();
  });

  it('opens the order an opened ORDERS push names', async () => {
    const app = openShop('/guest/services', { 'GET /api/guest/order/{nmbr}': ok(orderViewWith({ nmbr: 77 })) });
    await screen.findByText('Housekeeping');
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_ORDER_EVENT, { detail: { orderKey: '77' } }));
    });
    await waitFor(() => expect(app.currentPath()).toBe('/guest/services/orders/77'));
    expect(await screen.findByText('Order 77')).toBeInTheDocument();
  });
});
