import type { KnownRole } from '@stay/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/i18n/languages';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch, type FakeHandler } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { preloadStaffScreens } from '@/test/preload-staff-screens';
import { renderApp } from '@/test/render-app';
import { bookingWith, pageOf, statusWith } from '@/test/staff-reservation-fixtures';

const ok = (body: unknown) => () => ({ status: 200, body });

function renderBooking(path: string, routes: Record<string, FakeHandler>, options: { role?: KnownRole; language?: Language } = {}) {
  const server = createFakeFetch({
    'GET /api/employee/reservation/status': ok(statusWith()),
    'GET /api/employee/reservation/check-in': ok(pageOf([])),
    'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }),
    'GET /api/employee/complaint': ok({ items: [], nextCursor: null }),
    'GET /api/employee/complaint/groups': ok([]),
    ...routes,
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(options.role ?? 'GUIDE'));
  services.session.saveSettings(settingsWith());
  return { ...renderApp(path, { services, language: options.language }), server };
}

const section = (name: string) => screen.getByRole('region', { name });
const lastAlert = () => [...document.querySelectorAll('ion-alert')].at(-1) as HTMLIonAlertElement | undefined;
const lastToast = () => [...document.querySelectorAll('ion-toast')].at(-1) as HTMLIonToastElement | undefined;

/** Presses the alert's button as if `email` had been typed into its input; answers whether the alert may close. */
async function pressSend(alert: HTMLIonAlertElement, email: string): Promise<unknown> {
  const button = alert.buttons.find((candidate) => typeof candidate !== 'string' && candidate.role === 'confirm');
  let result: unknown;
  await act(async () => {
    if (button && typeof button !== 'string') result = await button.handler?.({ email });
    if (result !== false) await alert.dismiss();
  });
  return result;
}

beforeAll(preloadStaffScreens);

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.reset();
});
afterEach(() => vi.unstubAllGlobals());

describe('booking screen', () => {
  it('shows the booking: header, guests and invites, stay, suite devices, guide and answers', async () => {
    renderBooking('/guide/settings/bookings/1001', { 'GET /api/employee/reservation/1001': ok(bookingWith()) });
    expect(await screen.findByRole('heading', { name: 'Suite Zeezicht 12', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Reservation 1001')).toBeInTheDocument();
    expect(screen.getByText('Booked by De Vries Travel')).toBeInTheDocument();

    const guests = within(section('Guests'));
    expect(guests.getByText('Anna de Vries')).toBeInTheDocument();
    expect(guests.getByText('Main guest')).toBeInTheDocument();
    expect(guests.getByRole('link', { name: 'Email Anna de Vries' })).toHaveAttribute('href', 'mailto:anna@example.com');
    expect(guests.getByRole('link', { name: 'Call Anna de Vries' })).toHaveAttribute('href', 'tel:+31611112222');
    expect(guests.getByText('Bram de Vries')).toBeInTheDocument();
    expect(guests.getByText('Extra guest · Joined Mon 2 Mar')).toBeInTheDocument();
    // Open invites only: the accepted one is Bram, listed as a guest.
    expect(guests.getByText('cor@example.com')).toBeInTheDocument();
    expect(guests.getByText('Invited, valid until Tue 24 Mar')).toBeInTheDocument();
    expect(guests.queryAllByText('bram@example.com')).toHaveLength(1);

    const stay = within(section('Stay'));
    expect(stay.getByText('Fri 20 Mar, 15:00')).toBeInTheDocument();
    // The late checkout is the departure (14:00 in Amsterdam), as the guest's own screens say, and the controls' end.
    expect(stay.getByText('Departure').nextElementSibling).toHaveTextContent('Wed 25 Mar, 14:00');
    expect(stay.queryByText('Wed 25 Mar, 11:00')).toBeNull();
    expect(stay.getByText('5 nights')).toBeInTheDocument();
    expect(stay.getByText('Fri 20 Mar, 12:00')).toBeInTheDocument();
    expect(stay.getAllByText('Wed 25 Mar, 14:00')).toHaveLength(2);
    expect(stay.getByText('Active now')).toBeInTheDocument();
    expect(stay.getByText('Yes, until 14:00')).toBeInTheDocument();

    const suite = within(section('Suite and devices'));
    expect(suite.getByRole('alert')).toHaveTextContent('A lock is jammed or offline');
    const devices = within(suite.getByRole('list', { name: 'Devices of Suite Zeezicht 12' }));
    expect(devices.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'Front doorJammed',
      'Living roomOn · set to 21.0 °C · 19.5 °C now',
      'TerraceOffline',
    ]);
    expect(devices.getAllByRole('listitem')[0]).toHaveClass('booking-device--alert');
    expect(devices.getAllByRole('listitem')[2]).not.toHaveClass('booking-device--alert');

    const guide = within(section('Guide and questionnaire'));
    expect(guide.getByText('Sanne Bakker')).toBeInTheDocument();
    expect(guide.getByText('Chosen Thu 5 Mar, 11:00')).toBeInTheDocument();
    expect(guide.getByText('What do you enjoy?')).toBeInTheDocument();
    expect(guide.getByText('Hiking, Food')).toBeInTheDocument();
  });

  it('leads into the reservation chat and to filing a complaint about it', async () => {
    renderBooking('/support/settings/bookings/1001', { 'GET /api/employee/reservation/1001': ok(bookingWith()) }, { role: 'CUBER' });
    const actions = await screen.findByRole('group', { name: 'Booking actions' });
    expect(within(actions).getByText('Open chat', { selector: 'ion-button' })).toHaveAttribute('router-link', '/support/chats/7');
    expect(within(actions).getByText('File complaint', { selector: 'ion-button' })).toHaveAttribute('router-link', '/file-complaint?reservation=1001');
  });

  it("shows this reservation's complaints", async () => {
    const { server } = renderBooking('/guide/settings/bookings/1001', { 'GET /api/employee/reservation/1001': ok(bookingWith()) });
    expect(await screen.findByText('No complaints about this stay.')).toBeInTheDocument();
    const lists = server.requests.filter((request) => request.path === '/api/employee/complaint');
    expect(lists.map((request) => request.query.get('reservation'))).toEqual(['1001']);
  });

  it('opens the chat by reservation id while the reservation has none yet', async () => {
    renderBooking('/guide/settings/bookings/1001', { 'GET /api/employee/reservation/1001': ok(bookingWith({ chatNmbr: null })) });
    expect(await screen.findByText('Open chat', { selector: 'ion-button' })).toHaveAttribute('router-link', '/guide/chats/r1');
  });

  it('says what is missing for a booking without suite, guide, extra guests or answers', async () => {
    renderBooking('/guide/settings/bookings/1001', {
      'GET /api/employee/reservation/1001': ok(
        bookingWith({ suite: null, accommodations: [], guide: null, guideSelectionTimestamp: null, guests: [], invites: [], questionnaire: [], lateCheckout: false }),
      ),
    });
    expect(await screen.findByText('No suite is assigned to this reservation.')).toBeInTheDocument();
    expect(screen.getByText('No guide chosen yet.')).toBeInTheDocument();
    expect(screen.getByText('No extra guests have joined.')).toBeInTheDocument();
    expect(screen.getByText('The guest has not answered the questionnaire.')).toBeInTheDocument();
    expect(within(section('Stay')).getByText('No')).toBeInTheDocument();
  });

  it('says so when the location has no such booking, with the way back to the list it came from', async () => {
    renderBooking('/guide/settings/bookings/999?tab=past', {
      'GET /api/employee/reservation/999': () => ({ status: 404, body: { code: 'RESERVATION_NOT_FOUND', message: 'Reservation not found' } }),
    });
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no reservation 999 at your location/)).toBeInTheDocument();
    expect(screen.getByText('Back to reservations', { selector: 'ion-button:not([aria-label])' })).toHaveAttribute('router-link', '/guide/reservations?tab=past');
  });

  it('offers to try again when the booking could not be loaded', async () => {
    let calls = 0;
    renderBooking('/guide/settings/bookings/1001', {
      'GET /api/employee/reservation/1001': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'Boom' } } : { status: 200, body: bookingWith() };
      },
    });
    expect(await screen.findByRole('heading', { name: 'The booking could not be loaded' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Try again', { selector: 'ion-button' }));
    expect(await screen.findByText('Reservation 1001')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    renderBooking('/guide/settings/bookings/1001', { 'GET /api/employee/reservation/1001': ok(bookingWith()) }, { language: 'nl' });
    expect(await screen.findByText('Reservering 1001')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Gasten' })).toBeInTheDocument());
    const devices = within(screen.getByRole('list', { name: 'Apparaten van Suite Zeezicht 12' }));
    expect(devices.getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Front doorVast', 'Living roomAan · ingesteld op 21,0 °C · nu 19,5 °C', 'TerraceOffline']);
    expect(screen.getByText('Chat openen', { selector: 'ion-button' })).toBeInTheDocument();
  });

  describe('activation mail', () => {
    /** A stay in house now: the action is offered until the stay ends. */
    const inHouse = () =>
      bookingWith({ startDateTime: new Date(Date.now() - 86_400_000).toISOString(), endDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString() });

    it('asks for the address (the booking email), sends the mail and says where it went', async () => {
      const { server } = renderBooking(
        '/guide/settings/bookings/1001',
        {
          'GET /api/employee/reservation/1001': ok(inHouse()),
          'POST /api/employee/reservation/1001/activation-mail': (request) => ({ status: 200, body: { sentTo: (request.body as { email: string }).email } }),
        },
      );
      fireEvent.click(await within(await screen.findByRole('region', { name: 'Guests' })).findByText('Send activation mail', { selector: 'ion-button' }));
      await waitFor(() => expect(lastAlert()?.header).toBe('Send activation mail'));
      const alert = lastAlert()!;
      expect(alert.message).toContain('reservation 1001');
      expect(alert.inputs).toEqual([expect.objectContaining({ name: 'email', type: 'email', value: 'anna@example.com' })]);

      // A mistyped address keeps the alert open and sends nothing.
      expect(await pressSend(alert, 'anna@')).toBe(false);
      await waitFor(() => expect(lastToast()?.message).toBe('Please enter a valid email address.'));

      await pressSend(alert, ' Anna.Other@Example.com ');
      await waitFor(() => expect(lastToast()?.message).toBe('Activation mail sent to anna.other@example.com'));
      const sent = server.requests.filter((request) => request.endpoint === 'staffReservationApi.sendActivationMail');
      expect(sent.map((request) => request.body)).toEqual([{ email: 'anna.other@example.com' }]);
    });

    it('shows the server refusal through the central error handling', async () => {
      renderBooking('/guide/settings/bookings/1001', {
        'GET /api/employee/reservation/1001': ok(inHouse()),
        'POST /api/employee/reservation/1001/activation-mail': () => ({ status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'at most 5' } }),
      });
      fireEvent.click(await screen.findByText('Send activation mail', { selector: 'ion-button' }));
      await waitFor(() => expect(lastAlert()?.header).toBe('Send activation mail'));
      await pressSend(lastAlert()!, 'anna@example.com');
      await waitFor(() => expect(lastToast()?.message).toBe('Too many attempts. Please wait a moment and try again.'));
    });

    it('is not offered once the stay has ended', async () => {
      renderBooking('/guide/settings/bookings/1001', {
        'GET /api/employee/reservation/1001': ok(bookingWith({ startDateTime: new Date(Date.now() - 5 * 86_400_000).toISOString(), endDateTime: new Date(Date.now() - 86_400_000).toISOString() })),
      });
      expect(await screen.findByText('Reservation 1001')).toBeInTheDocument();
      expect(screen.queryByText('Send activation mail', { selector: 'ion-button' })).toBeNull();
    });

    it('speaks Dutch', async () => {
      renderBooking(
        '/guide/settings/bookings/1001',
        {
          'GET /api/employee/reservation/1001': ok(inHouse()),
          'POST /api/employee/reservation/1001/activation-mail': () => ({ status: 200, body: { sentTo: 'anna@example.com' } }),
        },
        { language: 'nl' },
      );
      fireEvent.click(await screen.findByText('Activatiemail sturen', { selector: 'ion-button' }));
      await waitFor(() => expect(lastAlert()?.header).toBe('Activatiemail sturen'));
      await pressSend(lastAlert()!, 'anna@example.com');
      await waitFor(() => expect(lastToast()?.message).toBe('Activatiemail verstuurd naar anna@example.com'));
    });
  });
});
