import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-preference';
import { LeanLoginPage } from './lean-login-page';

type Open = () => Promise<void>;

function renderLeanLogin({ onSignIn = vi.fn<Open>(async () => undefined), onOpen = vi.fn<Open>(async () => undefined) } = {}) {
  const onFirstUse = vi.fn();
  render(<LeanLoginPage onFirstUse={onFirstUse} onSignIn={onSignIn} onOpen={onOpen} />);
  const email = screen.getByRole('textbox', { name: /^(Email|E-mail|E-Mail|Adresse e-mail)$/ });
  const password = document.getElementById('login-password')!;
  const fill = (values: { email: string; password: string }) => {
    fireEvent.change(email, { target: { value: values.email } });
    fireEvent.change(password, { target: { value: values.password } });
  };
  const submit = () => fireEvent.submit(email.closest('form')!);
  return { onFirstUse, onSignIn, onOpen, email, password, fill, submit };
}

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the light /login', () => {
  it("shows the app's sign-in page: title, fields, links and the built-in emergency phone", () => {
    renderLeanLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to your stay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'Report a problem with the app' })).toHaveAttribute('href', '/bug-report?from=%2Flogin');
    expect(screen.getByRole('link', { name: '+31 (0)20 794 8390' })).toHaveAttribute('href', 'tel:+31207948390');
  });

  it('asks for both fields and hands nothing over while they are missing', () => {
    const { onSignIn, email, submit } = renderLeanLogin();
    submit();
    expect(screen.getByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('fetches the app at first use and hands the sign-in over, busy until the app takes it', async () => {
    const { onFirstUse, onSignIn, email, fill, submit } = renderLeanLogin({ onSignIn: vi.fn<Open>(() => new Promise<void>(() => undefined)) });
    fireEvent.focus(email);
    expect(onFirstUse).toHaveBeenCalled();
    fill({ email: 'guest@demo.stay', password: 'Demo1234' });
    submit();
    expect(onSignIn).toHaveBeenCalledWith({ email: 'guest@demo.stay', password: 'Demo1234' });
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    submit();
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });

  it('says so when the app cannot be loaded, and lets the person try again', async () => {
    const { onSignIn, fill, submit } = renderLeanLogin({ onSignIn: vi.fn<Open>(async () => Promise.reject(new Error('offline'))) });
    fill({ email: 'guest@demo.stay', password: 'Demo1234' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The app could not be loaded. Check your connection and try again.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    submit();
    expect(onSignIn).toHaveBeenCalledTimes(2);
  });

  it("opens the app on a link's page", () => {
    const { onOpen } = renderLeanLogin();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(onOpen).toHaveBeenCalledWith('/reset-password');
  });

  it('shows a newcomer the way in and opens activation in the app', () => {
    const { onOpen } = renderLeanLogin();
    expect(screen.getByRole('region', { name: 'New here?' })).toHaveTextContent('You create your account on the way.');
    const activate = screen.getByRole('link', { name: 'Activate your reservation' });
    expect(activate).toHaveAttribute('href', '/activate-reservation');
    fireEvent.click(activate);
    expect(onOpen).toHaveBeenCalledWith('/activate-reservation');
  });

  it('switches to Dutch and remembers the choice for the app', () => {
    renderLeanLogin();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'nl' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservering activeren' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('offers the four languages, each named in itself and marked with its language', () => {
    renderLeanLogin();
    const options = within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Nederlands', 'nl'],
      ['Deutsch', 'de'],
      ['Français', 'fr'],
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(screen.getByRole('combobox')).toHaveAttribute('lang', 'de');
  });

  it('speaks Dutch from the start when that was chosen before', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    renderLeanLogin();
    expect(screen.getByRole('heading', { level: 2, name: 'Welkom bij je verblijf' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
  });

  it.each([
    ['de', 'Anmelden'],
    ['fr', 'Connexion'],
  ])('speaks %s from the start when that was chosen before', (language, title) => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    renderLeanLogin();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(language);
  });
});
