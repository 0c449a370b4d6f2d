import type { KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeHandler, RecordedRequest } from '@/test/fake-fetch';
import { FakeWebSocket, stubWebSocketPerTest } from '@/test/fake-websocket';
import { fail, ok, renderStaffApp } from '@/test/guest-app';
import { screenWidth } from '@/test/screen-width';
import { deliveryPageOf, deliveryWith } from '@/test/staff-delivery-fixtures';
import { statusWith } from '@/test/staff-reservation-fixtures';

const ON_DAY = 'GET /api/employee/orderdelivery/onDay/{timestamp}';
/** Noon in Amsterdam (UTC+1 in March before the clocks change) of 20 and 21 March 2026, as epoch milliseconds. */
const NOON_20_MARCH = Date.parse('2026-03-20T11:00:00.000Z');
const NOON_21_MARCH = Date.parse('2026-03-21T11:00:00.000Z');

function renderDeliveries(path = '/guide/deliveries', routes: Record<string, FakeHandler> = {}, role: KnownRole = 'GUIDE', language?: 'en' | 'nl') {
  return renderStaffApp(
    path,
    {
      'GET /api/employee/reservation/status': ok(statusWith()),
      [ON_DAY]: ok(
        deliveryPageOf([
          deliveryWith(),
          deliveryWith({ nmbr: 2, productkey: 'ebike', productname: 'E-bike', quantity: 1, unit: 'DAY', options: [{ productkey: 'child-seat', productname: 'Child seat' }] }),
          deliveryWith({
            nmbr: 3,
            accommodation: 'Boslodge 3',
            guest: { firstname: 'Piet', surname: 'Jansen' },
            reservation: { _id: 'r2', nmbr: '1002' },
            chatnmbr: null,
            ordernmbr: 8,
            orderstate: 50,
            orderchargedback: false,
            orderrefunded: false,
            quantity: 4,
          }),
        ]),
      ),
      ...routes,
    },
    { role, language },
  );
}

const dayRequests = (server: { requests: RecordedRequest[] }) => server.requests.filter((request) => request.endpoint === 'staffOrderDeliveryApi.onDay');
const timestampOf = (request: RecordedRequest | undefined) => Number(request?.path.split('/').at(-1));

beforeAll(() => import('./staff-deliveries-page'));

stubWebSocketPerTest();

describe('deliveries screen', () => {
  it("shows today's deliveries per suite with guest, product, quantity, options and links to chat and booking", async () => {
    const app = renderDeliveries();
    expect(await screen.findByRole('heading', { name: 'Deliveries on Friday 20 March', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' });
    expect(screen.getByText('3 deliveries · 2 suites')).toBeInTheDocument();
    const groups = within(list).getAllByRole('listitem').filter((item) => item.classList.contains('delivery-group'));
    // Natural order of the suites' names.
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual(['Boslodge 3', 'Suite Zeezicht 12']);

    const zeezicht = within(groups[1]!);
    expect(zeezicht.getByText('Breakfast')).toBeInTheDocument();
    expect(zeezicht.getByText('2 ×')).toBeInTheDocument();
    expect(zeezicht.getByText('With Child seat')).toBeInTheDocument();
    expect(zeezicht.getByText('per day')).toBeInTheDocument();
    expect(zeezicht.getAllByText('Guest Anna de Vries')).toHaveLength(2);
    expect(zeezicht.getAllByRole('link', { name: 'Chat with Anna de Vries' })[0]).toHaveAttribute('href', '/guide/chats/42');
    expect(zeezicht.getAllByRole('link', { name: 'Booking 1001' })[0]).toHaveAttribute('href', '/guide/settings/bookings/1001');
    expect(zeezicht.getAllByText('Placed')).toHaveLength(2);

    const boslodge = within(groups[0]!);
    expect(boslodge.getByText('4 ×')).toBeInTheDocument();
    expect(boslodge.getByText('Paid')).toBeInTheDocument();
    // No chat yet: only the booking to go to.
    expect(boslodge.queryByRole('link', { name: /Chat with/ })).toBeNull();
    expect(boslodge.getByRole('link', { name: 'Booking 1002' })).toHaveAttribute('href', '/guide/settings/bookings/1002');

    // "Today" is the location's day (from the status), asked as its noon.
    expect(timestampOf(dayRequests(app.server)[0])).toBe(NOON_20_MARCH);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows each delivery's time and lets staff tick it off as delivered, and take that back", async () => {
    const delivered: unknown[] = [];
    const app = renderDeliveries('/guide/deliveries', {
      'POST /api/employee/orderdelivery/{nmbr}/delivered': (request) => {
        delivered.push(request.body);
        const isDelivered = (request.body as { delivered: boolean }).delivered;
        return ok(deliveryWith({ nmbr: 3, accommodation: 'Boslodge 3', guest: { firstname: 'Piet', surname: 'Jansen' }, delivered: isDelivered ? '2026-03-20T10:05:00.000Z' : null }))();
      },
    });
    const list = await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' });
    // 11:00 UTC is 12:00 in Amsterdam.
    expect(within(list).getAllByText('12:00')).toHaveLength(3);
    const tickOf = () => within(list).getByRole('button', { name: 'Delivered: Breakfast for Piet Jansen' });
    const tick = tickOf();
    expect(tick).toHaveAttribute('aria-pressed', 'false');
    app.server.routes[ON_DAY] = ok(deliveryPageOf([deliveryWith({ nmbr: 3, accommodation: 'Boslodge 3', guest: { firstname: 'Piet', surname: 'Jansen' }, delivered: '2026-03-20T10:05:00.000Z' })]));
    fireEvent.click(tick);
    expect(await within(list).findByText('Delivered at 11:05')).toBeInTheDocument();
    await waitFor(() => expect(tickOf()).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(tickOf());
    await waitFor(() => expect(delivered).toEqual([{ delivered: true }, { delivered: false }]));
  });

  it('groups per product with the total to take along', async () => {
    renderDeliveries();
    await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' });
    fireEvent.click(screen.getByRole('button', { name: 'By product' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'By product' })).toHaveAttribute('aria-pressed', 'true'));
    const list = screen.getByRole('list', { name: 'Deliveries on Friday 20 March' });
    const headings = within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Breakfast6 in total', 'E-bike1 in total']);
    // Per product, each row names the suite it goes to.
    expect(within(list).getAllByText('Suite Zeezicht 12')).toHaveLength(2);
  });

  it("switches to tomorrow's deliveries", async () => {
    const app = renderDeliveries('/support/deliveries', {}, 'CUBER');
    await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' });
    app.server.routes[ON_DAY] = ok(deliveryPageOf([deliveryWith({ nmbr: 9, productname: 'Groceries', deliverydate: '2026-03-21T11:00:00.000Z' })]));
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const list = await screen.findByRole('list', { name: 'Deliveries on Saturday 21 March' });
    expect(within(list).getByText('Groceries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tomorrow' })).toHaveAttribute('aria-pressed', 'true');
    expect(timestampOf(dayRequests(app.server).at(-1))).toBe(NOON_21_MARCH);
    expect(within(list).getByRole('link', { name: 'Chat with Anna de Vries' })).toHaveAttribute('href', '/support/chats/42');
  });

  it('picks a day with the date field', async () => {
    const app = renderDeliveries('/guide/deliveries', { [ON_DAY]: ok(deliveryPageOf([])) });
    await screen.findByText('Nothing to deliver on Friday 20 March');
    fireEvent.click(screen.getByRole('button', { name: 'Pick a day' }));
    const field = await screen.findByLabelText('Day');
    // The field starts at the day on show.
    expect(field).toHaveValue('2026-03-20');
    fireEvent.change(field, { target: { value: '2026-03-24' } });
    expect(await screen.findByText('Nothing to deliver on Tuesday 24 March')).toBeInTheDocument();
    expect(timestampOf(dayRequests(app.server).at(-1))).toBe(Date.parse('2026-03-24T11:00:00.000Z'));
  });

  it('opens the day the address names', async () => {
    const app = renderDeliveries('/guide/deliveries?day=2026-04-02', { [ON_DAY]: ok(deliveryPageOf([])) });
    // After the clocks changed: noon in Amsterdam is 10:00 UTC.
    expect(await screen.findByText('Nothing to deliver on Thursday 2 April')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pick a day' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Day')).toHaveValue('2026-04-02');
    expect(timestampOf(dayRequests(app.server)[0])).toBe(Date.parse('2026-04-02T10:00:00.000Z'));
  });

  it('says so when there is nothing to deliver', async () => {
    renderDeliveries('/guide/deliveries', { [ON_DAY]: ok(deliveryPageOf([])) });
    expect(await screen.findByText('Nothing to deliver on Friday 20 March')).toBeInTheDocument();
    expect(screen.getByText('Deliveries of placed and paid orders for this day show up here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Deliveries on/ })).toBeNull();
  });

  it('says so when the deliveries cannot be loaded, and tries again', async () => {
    const app = renderDeliveries('/guide/deliveries', { [ON_DAY]: fail(500, 'INTERNAL') });
    expect(await screen.findByText('We could not load the deliveries')).toBeInTheDocument();
    app.server.routes[ON_DAY] = ok(deliveryPageOf([deliveryWith()]));
    fireEvent.click(screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent === 'Try again'));
    expect(await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' })).toBeInTheDocument();
  });

  it('loads the deliveries again when an order is paid or placed', async () => {
    const app = renderDeliveries('/guide/deliveries', { [ON_DAY]: ok(deliveryPageOf([])) });
    await screen.findByText('Nothing to deliver on Friday 20 March');
    await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.latest();
    await waitFor(() => expect(socket.readyState).toBe(FakeWebSocket.OPEN));
    const before = dayRequests(app.server).length;
    app.server.routes[ON_DAY] = ok(deliveryPageOf([deliveryWith()]));
    act(() => socket.emit({ type: 'order.updated', ordernmbr: 7, reservationId: 'r1', orderstate: 60 }));
    expect(await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' })).toBeInTheDocument();
    expect(dayRequests(app.server).length).toBe(before + 1);
  });

  it('speaks Dutch', async () => {
    renderDeliveries('/guide/deliveries', {}, 'GUIDE', 'nl');
    expect(await screen.findByRole('heading', { name: 'Leveringen op vrijdag 20 maart', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('3 leveringen · 2 suites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Morgen' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Chat met Anna de Vries' }).length).toBeGreaterThan(0);
  });

  it("is the staff menu's current item", async () => {
    screenWidth(1280);
    renderDeliveries('/guide/deliveries');
    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    const item = await within(menu).findByRole('link', { name: 'Deliveries' });
    expect(item).toHaveAttribute('href', '/guide/deliveries');
    expect(item).toHaveAttribute('aria-current', 'page');
  });

  it('downloads the day as CSV: every page, fetched with the screen’s day, formulas neutralised', async () => {
    const files: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (files.push(blob as Blob), 'blob:csv'));
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const app = renderDeliveries('/guide/deliveries', {
        [ON_DAY]: (request) =>
          request.query.get('cursor') === 'page-2'
            ? { status: 200, body: deliveryPageOf([deliveryWith({ nmbr: 9, productname: '=SUM(A1)', deliverydate: '2026-03-20T15:00:00.000Z' })]) }
            : { status: 200, body: deliveryPageOf([deliveryWith()], 'page-2') },
      });
      await screen.findByRole('list', { name: 'Deliveries on Friday 20 March' });
      fireEvent.click(screen.getByLabelText('Download as CSV'));
      await waitFor(() => expect(files).toHaveLength(1));
      // jsdom's Blob has no text(): read it as a browser would.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(files[0]!);
      });
      expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
        'Deliver at,Suite,First name,Surname,Product,Quantity,Unit,Options,Order,Reservation number,Delivered',
        '2026-03-20 12:00,Suite Zeezicht 12,Anna,de Vries,Breakfast,2,PIECE,,7,1001,',
        "2026-03-20 16:00,Suite Zeezicht 12,Anna,de Vries,'=SUM(A1),2,PIECE,,7,1001,",
        '',
      ]);
      const exportCalls = dayRequests(app.server).filter((request) => request.query.get('limit') === '500');
      expect(exportCalls.map((request) => [timestampOf(request), request.query.get('cursor')])).toEqual([
        [NOON_20_MARCH, null],
        [NOON_20_MARCH, 'page-2'],
      ]);
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      createObjectURL.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
  });
});
