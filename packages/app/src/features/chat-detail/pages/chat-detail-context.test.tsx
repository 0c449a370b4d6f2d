import { staffReservationApi } from '@stay/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatWith, internalChatWith } from '@/test/chat-fixtures';
import { routeOf } from '@/test/fake-fetch';
import { screenWidth } from '@/test/screen-width';
import { bookingWith } from '@/test/staff-reservation-fixtures';
import { BASE, member, ok, renderDetail, withFakeWebSocket } from './chat-detail-test-kit';

withFakeWebSocket();

const bookingRoute = { [routeOf(staffReservationApi.get)]: ok(bookingWith()) };

async function openSheet() {
  fireEvent.click(await screen.findByTitle('Booking details'));
  return screen.findByRole('dialog', { name: 'Booking' });
}

describe("staff chat: the reservation's booking", () => {
  it('on a phone shows stay, suite, guests, orders and complaints in a sheet, each linking to its screen', async () => {
    const app = renderDetail('/guide/chats/1', member, bookingRoute);
    const sheet = await openSheet();

    const stay = await within(sheet).findByRole('region', { name: 'Stay' });
    expect(await within(stay).findByText('Suite Zeezicht 12')).toBeInTheDocument();
    expect(within(stay).getByText('Arrival')).toBeInTheDocument();
    expect(within(stay).getByText('Anna de Vries')).toBeInTheDocument();
    expect(within(stay).getByText(/main guest/)).toBeInTheDocument();
    expect(within(stay).getByText(/Dutch/)).toBeInTheDocument();
    expect(within(stay).getByRole('link', { name: 'Open booking' })).toHaveAttribute('href', '/guide/settings/bookings/1001');
    expect(app.server.requests.some((request) => request.endpoint === 'staffReservationApi.get' && request.path.endsWith('/RES-1001'))).toBe(true);

    // The deliveries of the chat's paid and placed orders, by order, with their state, time and whether they came.
    const orders = within(sheet).getByRole('region', { name: 'Orders' });
    const placed = within(orders).getByText('Order 41').closest('li')!;
    expect(within(placed as HTMLElement).getByText('Placed')).toBeInTheDocument();
    expect(within(placed as HTMLElement).getByText('Delivered')).toBeInTheDocument();
    expect(within(placed as HTMLElement).getAllByText(/12:00/)).toHaveLength(2);
    const paid = within(orders).getByText('Order 42').closest('li')!;
    expect(within(paid as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(within(paid as HTMLElement).getByRole('link', { name: /2 × E-bike/ })).toHaveAttribute('href', '/guide/deliveries?day=2026-03-22');

    const complaints = within(sheet).getByRole('region', { name: 'Complaints' });
    expect(within(complaints).getByRole('link', { name: '#7 Shower is cold' })).toHaveAttribute('href', '/guide/complaints/7');
    expect(within(complaints).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says when the booking cannot be loaded, and tries again', async () => {
    // The page reads the booking too (for the links shared in the chat), and opening the sheet after that read failed
    // reads it again: the booking fails until the test has seen the failure, however many reads that takes.
    let isFailing = true;
    renderDetail('/guide/chats/1', member, {
      [routeOf(staffReservationApi.get)]: () =>
        isFailing ? { status: 500, body: { code: 'UNKOWN', message: 'Failed' } } : { status: 200, body: bookingWith() },
    });
    const sheet = await openSheet();
    expect(await within(sheet).findByText('The booking could not be loaded')).toBeInTheDocument();
    isFailing = false;
    fireEvent.click(within(sheet).getByText('Try again'));
    expect(await within(sheet).findByText('Suite Zeezicht 12')).toBeInTheDocument();
  });

  it('says when the stay has no orders, complaints or signed-in guests', async () => {
    const quiet = chatWith({ membership: { isMember: true, isAdmin: false }, suggestions: [], reminders: [], deliveries: [], complaints: [] });
    renderDetail('/guide/chats/1', quiet, { [routeOf(staffReservationApi.get)]: ok(bookingWith({ guests: [] })) });
    const sheet = await openSheet();
    expect(await within(sheet).findByText('Nobody has signed in to this booking yet.')).toBeInTheDocument();
    expect(within(sheet).getByText('No paid orders.')).toBeInTheDocument();
    expect(within(sheet).getByText('No complaints.')).toBeInTheDocument();
  });

  it('in Dutch', async () => {
    renderDetail('/guide/chats/1', member, bookingRoute, {}, undefined, 'nl');
    fireEvent.click(await screen.findByTitle('Boekingsgegevens'));
    const sheet = await screen.findByRole('dialog', { name: 'Boeking' });
    expect(await within(sheet).findByRole('region', { name: 'Verblijf' })).toBeInTheDocument();
    expect(within(sheet).getByText('Geplaatst')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Boeking openen' })).toBeInTheDocument();
  });

  it('on a wide screen shows the booking in a column beside the chat', async () => {
    screenWidth(1280);
    renderDetail('/guide/chats/1', member, bookingRoute);
    const column = await screen.findByRole('complementary', { name: 'Booking' });
    expect(await within(column).findByText('Suite Zeezicht 12')).toBeInTheDocument();
    expect(within(column).getByRole('region', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByTitle('Booking details')).toBeNull();
  });

  it('has no booking for a team chat', async () => {
    screenWidth(1280);
    const team = internalChatWith({ nmbr: 1, membership: { isMember: true, isAdmin: false } });
    const app = renderDetail('/guide/chats/1', team, { [`GET ${BASE}/1/message`]: ok([]) });
    expect(await screen.findByRole('heading', { name: 'Bike fleet', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Booking' })).toBeNull();
    expect(app.server.requests.some((request) => request.endpoint === 'staffReservationApi.get')).toBe(false);
  });
});
