import type { KnownRole, MenuItem, UserSettings } from '@stay/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { createFakeFetch } from '@/test/fake-fetch';
import { FakeWebSocket } from '@/test/fake-websocket';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import type { Language } from '@/lib/i18n/languages';
import { renderApp } from '@/test/render-app';
import { screenWidth } from '@/test/screen-width';

const ok = (body: unknown) => () => ({ status: 200, body });
const entry = (key: string, title: string, url: string, icon = 'ellipse-outline'): MenuItem => ({ key, title, url, icon });

const SUPPORT_MENUS: Pick<UserSettings, 'mainMenu' | 'settingsMenu'> = {
  mainMenu: [
    entry('chats', 'Chats', '/support/chats', 'chatbubbles-outline'),
    entry('reservations', 'Reservations', '/support/reservations', 'bed-outline'),
    entry('complaints', 'Complaints', '/support/complaints', 'alert-circle-outline'),
    entry('dashboard', 'Dashboard', '/support/dashboard', 'stats-chart-outline'),
    entry('linen', 'Linen board', '/support/settings/bookings/1001'),
    entry('reports', 'Reports', '/support/reports', 'document-outline'),
  ],
  settingsMenu: [entry('availability', 'Availability', '/support/availability', 'time-outline')],
};

/** On a desktop, where the menu stays beside the page (on a phone a closed drawer draws nothing). */
function renderStaff(role: KnownRole, path: string, menus?: Pick<UserSettings, 'mainMenu' | 'settingsMenu'>, language?: Language) {
  screenWidth(1280);
  const server = createFakeFetch({
    'GET /api/employee/chat': ok([]),
    'GET /api/employee/chat/unread': ok({ unread: 4, suggestions: [] }),
    'GET /api/employee/complaint/counter': ok({ open: 5, unapproved: 2, mine: 1 }),
    'DELETE /api/auth/revoke': ok({ message: 'Signed out' }),
    'POST /api/employee/profile': ok(authSessionFor(role).employee),
  });
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  services.session.saveSignIn(authSessionFor(role));
  services.session.saveSettings({ ...settingsWith(), ...menus });
  return { ...renderApp(path, { services, language }), server };
}

const menu = () => screen.findByRole('navigation', { name: /Staff menu|Medewerkersmenu/ });
/** The menu's item names, without the badge counts that follow some of them. */
const itemNames = async () =>
  within(await menu())
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(/\d+$/, '').trim());

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('the staff menu', () => {
  it("shows the settings' menus, leaving out what leads nowhere, with the current screen marked", async () => {
    renderStaff('CUBER', '/support/chats', SUPPORT_MENUS);
    expect(await itemNames()).toEqual(['Chats', 'Reservations', 'Complaints', 'Dashboard', 'Linen board', 'Availability']);
    const scope = within(await menu());
    expect(scope.getByRole('heading', { name: 'Workspace' })).toBeInTheDocument();
    expect(scope.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(scope.getByRole('link', { name: /^Chats/ })).toHaveAttribute('aria-current', 'page');
    expect(scope.getByRole('link', { name: 'Reservations' })).not.toHaveAttribute('aria-current');
    expect(scope.getByRole('link', { name: /^Complaints/ })).not.toHaveAttribute('aria-current');
    expect(scope.getByRole('link', { name: 'Availability' })).toHaveAttribute('href', '/support/availability');
  });

  it('carries the unread chats and the open complaints on their items', async () => {
    renderStaff('CUBER', '/support/chats', SUPPORT_MENUS);
    const chats = within(await menu()).getByRole('link', { name: /^Chats/ });
    expect(await within(chats).findByTestId('chat-unread-badge')).toHaveTextContent('4');
    const complaints = within(await menu()).getByRole('link', { name: /^Complaints/ });
    expect(await within(complaints).findByTestId('complaint-counter-badge')).toHaveTextContent('5');
  });

  it('falls back to the role default without menus in the settings: a guide gets no dashboard', async () => {
    renderStaff('GUIDE', '/guide/chats');
    expect(await itemNames()).toEqual([
      'Chats',
      'Reservations',
      'Complaints',
      'Deliveries',
      'Housekeeping',
      'Web links',
      'Ratings',
      'My guide profile',
      'Availability',
      'Saved replies',
      'Notifications',
      'Profile',
      'Report a problem',
    ]);
    expect(within(await menu()).getByRole('link', { name: 'Reservations' })).toHaveAttribute('href', '/guide/reservations');
    expect(within(await menu()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/guide/profile');
    expect(within(await menu()).getByRole('link', { name: 'My guide profile' })).toHaveAttribute('href', '/guide/guide-profile');
  });

  it("gives management management's dashboard, products, announcements, devices, booking feeds, bug reports and the PMS connection by default", async () => {
    renderStaff('MANAGEMENT', '/support/chats');
    expect(await itemNames()).toEqual([
      'Chats',
      'Reservations',
      'Complaints',
      'Deliveries',
      'Housekeeping',
      'Web links',
      'Ratings',
      'Dashboard',
      'Products',
      'Announcements',
      'Devices',
      'Check-out',
      'Climate',
      'Guides',
      'Guide questions',
      'Bug reports',
      'Booking feeds',
      'PMS connection',
      'Availability',
      'Saved replies',
      'Notifications',
      'Profile',
      'Report a problem',
    ]);
    const scope = within(await menu());
    expect(scope.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/management/dashboard');
    expect(scope.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/management/products');
    expect(scope.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', '/management/announcements');
    expect(scope.getByRole('link', { name: 'Bug reports' })).toHaveAttribute('href', '/management/bug-reports');
    expect(scope.getByRole('link', { name: 'Booking feeds' })).toHaveAttribute('href', '/management/feeds');
    expect(scope.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/support/settings/notifications');
  });

  it('names the screen "Report a problem" was opened from', async () => {
    renderStaff('GUIDE', '/guide/reservations');
    const report = within(await menu()).getByRole('link', { name: 'Report a problem' });
    expect(report).toHaveAttribute('href', '/bug-report?from=%2Fguide%2Freservations');
  });

  it('speaks Dutch, naming the known items itself and the others by their settings title', async () => {
    renderStaff('BACKOFFICE', '/support/chats', SUPPORT_MENUS, 'nl');
    expect(await itemNames()).toEqual(['Chats', 'Reserveringen', 'Klachten', 'Dashboard', 'Linen board', 'Beschikbaarheid']);
    const scope = within(await menu());
    expect(scope.getByRole('heading', { name: 'Werkplek' })).toBeInTheDocument();
    expect(scope.getByText('Backoffice')).toBeInTheDocument();
    expect(scope.getByRole('combobox', { name: 'Taal' })).toHaveValue('nl');
  });

  it("switches the language with a compact list of the four, and stores it on the staff member's account", async () => {
    const { server } = renderStaff('CUBER', '/support/chats', SUPPORT_MENUS);
    const picker = within(await menu()).getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Nederlands', 'Deutsch', 'Français']);
    fireEvent.change(picker, { target: { value: 'fr' } });
    await waitFor(() => expect(server.requests.find((request) => request.path === '/api/employee/profile')?.body).toEqual({ language: 'fr' }));
    expect(window.localStorage.getItem('stay.language')).toBe('fr');
  });

  it.each([
    ['en', 'Support'],
    ['nl', 'Ondersteuning'],
  ] as const)('names the CUBER role as support staff (%s)', async (language, label) => {
    renderStaff('CUBER', '/support/chats', SUPPORT_MENUS, language);
    const scope = within(await menu());
    expect(scope.getByText(label, { selector: '.staff-menu__role' })).toBeInTheDocument();
    expect(scope.queryByText(/Cuber/)).toBeNull();
  });

  it('shows who is signed in, and logs out', async () => {
    const app = renderStaff('GUIDE', '/guide/chats');
    const scope = within(await menu());
    expect(scope.getByText('Sam Jansen')).toBeInTheDocument();
    expect(scope.getByText('Guide')).toBeInTheDocument();
    fireEvent.click(scope.getByText('Log out'));
    await waitFor(() => expect(app.currentPath()).toBe('/login'));
    expect(app.services.session.current()).toBeNull();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Staff menu' })).not.toBeInTheDocument());
  });

  it('on a phone draws nothing while the drawer is closed', async () => {
    screenWidth(390);
    const server = createFakeFetch({ 'GET /api/employee/chat': ok([]), 'GET /api/employee/chat/unread': ok({ unread: 0, suggestions: [] }) });
    const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
    services.session.saveSignIn(authSessionFor('GUIDE'));
    services.session.saveSettings(settingsWith());
    renderApp('/guide/chats', { services });
    const drawer = await menu();
    await screen.findByRole('button', { name: 'Guests' });
    expect(within(drawer).queryByRole('link')).not.toBeInTheDocument();
  });

  it('moves to the chosen screen', async () => {
    const app = renderStaff('GUIDE', '/guide/chats');
    fireEvent.click(within(await menu()).getByRole('link', { name: 'Availability' }));
    await waitFor(() => expect(app.currentPath()).toBe('/guide/availability'));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Staff menu' })).getByRole('link', { name: 'Availability' })).toHaveAttribute('aria-current', 'page'));
  });
});
