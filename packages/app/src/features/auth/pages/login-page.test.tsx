import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresentedError } from '@/lib/errors/presented-error';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { reservationWith, suiteWith } from '@/test/stay-fixtures';
import type { FakeHandler } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { handOverLogin } from '../handed-over-login';

const signInRoutes = (password: string): Record<string, FakeHandler> => ({
  'POST /api/auth/create': ({ body }) =>
    (body as { password?: string }).password === password
      ? { status: 200, body: authSessionFor('GUEST') }
      : { status: 401, body: { code: 'INVALID_CREDENTIALS', message: 'Incorrect credentials' } },
  'GET /api/auth/user-settings': () => ({ status: 200, body: settingsWith() }),
  'GET /api/guest/profile': () => ({ status: 200, body: authSessionFor('GUEST').guest }),
  // The guest home the sign-in lands on: the stay, so it stays on screen instead of moving on to activation.
  'GET /api/guest/reservation/current': () => ({ status: 200, body: reservationWith() }),
  'GET /api/guest/accommodation/current': () => ({ status: 200, body: suiteWith() }),
  'GET /api/guest/rating/current/guide': () => ({ status: 200, body: null }),
});

async function openLogin(routes = signInRoutes('Demo1234')) {
  const app = renderApp('/login', { routes });
  const email = await screen.findByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = () => fireEvent.submit(email.closest('form')!);
  return { ...app, email, password, submit };
}

describe('login page', () => {
  it('shows the built-in emergency phone before sign-in', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: '+31 (0)20 794 8390' })).toHaveAttribute('href', 'tel:+31207948390');
  });

  it('shows a newcomer the way in: activating a reservation', async () => {
    const { currentPath } = await openLogin();
    const firstVisit = screen.getByRole('region', { name: 'New here?' });
    expect(firstVisit).toHaveTextContent('reservation number from your booking confirmation');
    fireEvent.click(screen.getByRole('link', { name: 'Activate your reservation' }));
    await waitFor(() => expect(currentPath()).toBe('/activate-reservation'));
  });

  it('asks for both fields on submit, linked to the inputs', async () => {
    const { email, password, submit, server } = await openLogin();

    submit();

    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(password).toHaveAccessibleDescription('Enter your password.');
    expect(server.requests).toEqual([]);
  });

  it('checks the email shape once the field is left', async () => {
    const { email } = await openLogin();

    fireEvent.change(email, { target: { value: 'guest@demo' } });
    expect(screen.queryByText(/valid email/)).not.toBeInTheDocument();
    fireEvent.blur(email);

    expect(await screen.findByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
  });

  it('signs in and lands on the guest home', async () => {
    const { email, password, submit, currentPath, server } = await openLogin();

    fireEvent.change(email, { target: { value: ' guest@demo.stay ' } });
    fireEvent.change(password, { target: { value: 'Demo1234' } });
    submit();

    await waitFor(() => expect(currentPath()).toBe('/guest/home'));
    expect(await screen.findByText('Welcome, Anna')).toBeInTheDocument();
    expect(server.requests[0]?.body).toEqual({ email: 'guest@demo.stay', password: 'Demo1234' });
  });

  it("shows 'Incorrect credentials' for a wrong password and stays on /login", async () => {
    const { email, password, submit, currentPath, services } = await openLogin();
    const shown: PresentedError[] = [];
    services.errors.subscribe((error) => shown.push(error));

    fireEvent.change(email, { target: { value: 'guest@demo.stay' } });
    fireEvent.change(password, { target: { value: 'Wrong1234' } });
    submit();

    await waitFor(() => expect(shown).toEqual([{ code: 'INVALID_CREDENTIALS', kind: 'toast', message: 'Incorrect credentials' }]));
    expect(currentPath()).toBe('/login');
    expect(services.session.current()).toBeNull();
    expect(await screen.findByText('Sign in', { selector: 'ion-button' })).not.toHaveAttribute('disabled');
  });

  it('carries on with a sign-in handed over by the light /login, once', async () => {
    handOverLogin({ email: 'guest@demo.stay ', password: 'Demo1234' });
    const { currentPath, server } = await openLogin();

    await waitFor(() => expect(currentPath()).toBe('/guest/home'));
    expect(server.requests.filter((request) => request.path === '/api/auth/create')).toHaveLength(1);
    expect(server.requests[0]?.body).toEqual({ email: 'guest@demo.stay', password: 'Demo1234' });
  });
});
