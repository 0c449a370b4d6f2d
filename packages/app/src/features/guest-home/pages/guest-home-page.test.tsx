import { wallClockTime, type Reservation } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '@/test/fake-websocket';
import type { FakeHandler } from '@/test/fake-fetch';
import { authSessionFor } from '@/test/fixtures';
import { ok, renderGuestApp } from '@/test/guest-app';
import { daysFromNow, reservationWith, suiteWith } from '@/test/stay-fixtures';

function openHome(reservation: Reservation | (() => Reservation), extra: Record<string, FakeHandler> = {}, permissions = {}) {
  return renderGuestApp(
    '/guest/home',
    {
      'GET /api/guest/reservation/current': () => ({ status: 200, body: typeof reservation === 'function' ? reservation() : reservation }),
      'GET /api/guest/profile': ok(authSessionFor('GUEST').guest),
      'GET /api/guest/accommodation/current': ok(suiteWith()),
      'GET /api/guest/rating/current/guide': ok(null),
      ...extra,
    },
    permissions,
  );
}

const sanne = reservationWith().guide;
const suiteHeading = () => screen.findByText('Suite Zeezicht 12', { selector: 'h2' });
const ionButton = (text: string) => screen.getByText((_, element) => element?.tagName === 'ION-BUTTON' && element.textContent?.trim() === text);

describe('/guest/home', () => {
  it('shows the suite, the dates, the entries to chat and services, the guide and the emergency phone', async () => {
    openHome(reservationWith());
    await suiteHeading();
    expect(screen.getByText('Welcome, Anna')).toBeInTheDocument();
    expect(screen.getByText('With Parking place 12')).toBeInTheDocument();
    expect(screen.getByText('reservation DZ-2025-000123')).toBeInTheDocument();
    expect(screen.getByText('Arrival').nextElementSibling?.textContent).toMatch(/, \d\d:\d\d$/);
    expect(screen.getByRole('link', { name: /^Chat/ })).toHaveAttribute('href', '/guest/chat');
    expect(screen.getByRole('link', { name: /^Services/ })).toHaveAttribute('href', '/guest/services');
    expect(screen.getByRole('link', { name: /^FAQ & tips/ })).toHaveAttribute('href', '/guest/faq');
    expect(screen.getByText('Sanne de Vries')).toBeInTheDocument();
    expect(screen.getByText('SV')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+31 (0)20 794 8390' })).toHaveAttribute('href', 'tel:+31207948390');
    expect(screen.queryByText(/^Late checkout/)).not.toBeInTheDocument();
  });

  it("shows the guest's unread chat messages on the chat entry", async () => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
    try {
      openHome(reservationWith(), {
        'GET /api/guest/reservation/current/chat/status': ok({
          nmbr: 7,
          chatstatus: 'O',
          chatpriority: 'NORMAL',
          actionholder: null,
          unread: 2,
          lastmessagenmbr: 40,
        }),
      });
      await suiteHeading();
      const chatLink = screen.getByRole('link', { name: /^Chat/ });
      expect(await within(chatLink).findByTestId('chat-unread-badge')).toHaveTextContent('2');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks the late checkout the server reports and leaves at its time, as the staff see it', async () => {
    const end = daysFromNow(3);
    const deactivation = new Date(new Date(end).getTime() + 4 * 3_600_000).toISOString();
    const time = wallClockTime(deactivation, 'Europe/Amsterdam');
    openHome(reservationWith({ endDateTime: end, controlsDeactivationDateTime: deactivation, lateCheckout: true }));
    await suiteHeading();
    expect(screen.getByText(`Late checkout until ${time}`)).toBeInTheDocument();
    const departure = screen.getByText('Departure').nextElementSibling;
    expect(departure?.textContent).toContain(time);
  });

  it('does not mark late checkout when the server reports none, and leaves at the end of the stay', async () => {
    const end = daysFromNow(3);
    const deactivation = new Date(new Date(end).getTime() + 3_600_000).toISOString();
    openHome(reservationWith({ endDateTime: end, controlsDeactivationDateTime: deactivation, lateCheckout: false }));
    await suiteHeading();
    expect(screen.queryByText(/^Late checkout/)).not.toBeInTheDocument();
    expect(screen.getByText('Departure').nextElementSibling?.textContent).toContain(wallClockTime(end, 'Europe/Amsterdam'));
  });

  it('rates the guide with stars and a comment', async () => {
    const app = openHome(reservationWith(), {
      'POST /api/guest/rating': ({ body }) => ({
        status: 200,
        body: { _id: 'rt1', reservationId: 'r1', label: 'guide', score: (body as { score: number }).score, comment: 'Lovely', guide: sanne, createdAt: '', updatedAt: '' },
      }),
    });
    await suiteHeading();
    await screen.findByText('How is Sanne doing?');
    fireEvent.click(ionButton('Rate Sanne'));
    const form = await screen.findByRole('form', { name: 'Rate Sanne' });
    fireEvent.submit(form);
    expect(await screen.findByText('Pick a number of stars.')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText('Anything you want to add? (optional)'), { target: { value: ' Lovely ' } });
    fireEvent.submit(form);

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Rate Sanne' })).not.toBeInTheDocument());
    expect(app.server.requests.find((request) => request.path === '/api/guest/rating')?.body).toEqual({ label: 'guide', score: 4, comment: 'Lovely' });
    // Rated once: neither the prompt nor a way to rate again comes back.
    expect(await screen.findByText('You gave Sanne 4 of 5 stars. Thank you!')).toBeInTheDocument();
    expect(screen.queryByText('How is Sanne doing?')).not.toBeInTheDocument();
    expect(screen.queryByText('Rate Sanne')).not.toBeInTheDocument();
  });

  it('does not ask to rate a guide the guest rated earlier this stay', async () => {
    openHome(reservationWith(), {
      'GET /api/guest/rating/current/guide': ok({ _id: 'rt1', reservationId: 'r1', label: 'guide', score: 5, comment: null, guide: sanne, createdAt: '', updatedAt: '' }),
    });
    const rated = await screen.findByText('You gave Sanne 5 of 5 stars. Thank you!');
    // The stars given stand apart from the sentence, in a box of their own.
    expect(rated.previousElementSibling?.querySelectorAll('ion-icon')).toHaveLength(5);
    expect(screen.queryByText('How is Sanne doing?')).not.toBeInTheDocument();
  });

  it("stops asking to rate the guide, and still lets the guest rate", async () => {
    const app = openHome(reservationWith(), {
      'POST /api/guest/reservation/current/disable-guide-rating': ok(reservationWith({ guideRatingDisabled: true })),
    });
    await suiteHeading();
    expect(await screen.findByText('How is Sanne doing?')).toBeInTheDocument();
    fireEvent.click(ionButton("Don't ask again"));
    await waitFor(() => expect(screen.queryByText('How is Sanne doing?')).not.toBeInTheDocument());
    expect(ionButton('Rate Sanne')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path.endsWith('/disable-guide-rating'))).toBe(true);
  });

  it('invites an extra guest after checking the email is new to the stay', async () => {
    let reservation = reservationWith();
    const app = openHome(() => reservation, {
      'POST /api/guest/reservation/current/check-mail': ({ body }) =>
        ({ status: 200, body: { message: (body as { email: string }).email === 'anna@demo.stay' ? 'FOUND' : 'NOT_FOUND' } }),
      'POST /api/guest/reservation/current/send-invite': ({ body }) => {
        const invite = { _id: 'i1', email: (body as { email: string }).email, status: 'PENDING' as const, createdAt: daysFromNow(0), expiresAt: daysFromNow(14), acceptedAt: null };
        reservation = { ...reservation, invites: [invite] };
        return { status: 200, body: invite };
      },
    });
    await suiteHeading();
    const email = screen.getByLabelText('Their email address');
    const submit = () => fireEvent.submit(email.closest('form')!);

    fireEvent.change(email, { target: { value: 'jan@demo' } });
    submit();
    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();

    fireEvent.change(email, { target: { value: 'anna@demo.stay' } });
    submit();
    expect(await screen.findByText('This person is already a guest of, or invited to, this reservation.')).toBeInTheDocument();
    expect(app.server.requests.some((request) => request.path.endsWith('/send-invite'))).toBe(false);

    fireEvent.change(email, { target: { value: 'Jan@Demo.stay' } });
    submit();
    expect(await screen.findByText('jan@demo.stay')).toBeInTheDocument();
    expect(screen.getByText(/^Invited · link valid until/)).toBeInTheDocument();
    expect(app.server.requests.find((request) => request.path.endsWith('/send-invite'))?.body).toEqual({ email: 'jan@demo.stay' });
  });

  it('lets only the main guest invite', async () => {
    openHome(reservationWith({ isMainGuest: false }));
    await suiteHeading();
    expect(screen.getByText('The main guest can invite more guests.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Their email address')).not.toBeInTheDocument();
  });

  it('shows loading skeletons until the reservation is in', async () => {
    openHome(reservationWith(), { 'GET /api/guest/reservation/current': () => new Promise(() => undefined) });
    expect(await screen.findByLabelText('Loading your stay')).toHaveAttribute('aria-busy', 'true');
  });
});
