import type { KnownRole } from '@stay/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppServices } from '@/lib/services/create-app-services';
import { authSessionFor, settingsWith } from '@/test/fixtures';
import { createFakeFetch } from '@/test/fake-fetch';
import { renderApp } from '@/test/render-app';
import { screenWidth } from '@/test/screen-width';
import { reservationWith } from '@/test/stay-fixtures';

const profileRoutes = {
  'GET /api/guest/profile': () => ({ status: 200, body: authSessionFor('GUEST').guest }),
  'GET /api/employee/profile': () => ({ status: 200, body: authSessionFor('GUIDE').employee }),
  // The guest area loads the current reservation; a current stay with a guide keeps the guest on /guest/home.
  'GET /api/guest/reservation/current': () => ({ status: 200, body: reservationWith() }),
};

function signedInAs(role: KnownRole | null) {
  const server = createFakeFetch(profileRoutes);
  const services = createAppServices({ fetch: server.fetch, storage: window.localStorage });
  if (role) {
    services.session.saveSignIn(authSessionFor(role));
    services.session.saveSettings(settingsWith());
  }
  return services;
}

async function landOn(role: KnownRole | null, path: string) {
  const app = renderApp(path, { services: signedInAs(role) });
  return app;
}

async function expectPath(app: { currentPath: () => string }, expected: string) {
  await waitFor(() => expect(app.currentPath()).toBe(expected));
}

const LANDING: Record<KnownRole, string> = {
  GUEST: '/guest/home',
  GUIDE: '/guide/chats',
  CUBER: '/support/chats',
  BACKOFFICE: '/support/chats',
  MANAGEMENT: '/support/chats',
};

const AREA_HOME = {
  guest: '/guest/home',
  guide: '/guide/chats',
  support: '/support/chats',
  management: '/management/chats',
} as const;

const ALLOWED_AREAS: Record<KnownRole, (keyof typeof AREA_HOME)[]> = {
  GUEST: ['guest'],
  GUIDE: ['guide'],
  CUBER: ['support'],
  BACKOFFICE: ['support'],
  MANAGEMENT: ['support', 'management'],
};

const ROLES = Object.keys(LANDING) as KnownRole[];

describe('route table and guards', () => {
  it('sends the empty path to /login', async () => {
    const app = await landOn(null, '/');
    await expectPath(app, '/login');
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });

  it.each(ROLES)('%s on /login goes to its landing page', async (role) => {
    const app = await landOn(role, '/login');
    await expectPath(app, LANDING[role]);
  });

  it('follows a permission-defined landing page', async () => {
    const services = signedInAs('GUIDE');
    services.session.saveSettings(settingsWith({ landingPage: '/guide/settings/bookings/12' }));
    const app = renderApp('/login', { services });
    await expectPath(app, '/guide/settings/bookings/12');
  });

  describe.each(ROLES)('%s', (role) => {
    it.each(Object.keys(AREA_HOME) as (keyof typeof AREA_HOME)[])('opening the %s area', async (area) => {
      const app = await landOn(role, AREA_HOME[area]);
      if (ALLOWED_AREAS[role].includes(area)) {
        await screen.findByRole('heading', { name: area === 'guest' ? 'Home' : 'Chats' });
        expect(app.currentPath()).toBe(AREA_HOME[area]);
      } else {
        await expectPath(app, '/login');
        expect(app.services.session.current()?.auth.role).toBe(role);
      }
    });

    it('guide selection is for guests only', async () => {
      const app = await landOn(role, '/guide-selection');
      if (role === 'GUEST') {
        await screen.findByRole('heading', { name: 'Choose your guide' });
        expect(app.currentPath()).toBe('/guide-selection');
      } else {
        await expectPath(app, '/login');
      }
    });
  });

  describe('unauthenticated', () => {
    it.each([...Object.values(AREA_HOME), '/guide-selection', '/guide/chats/12', '/management/settings/bookings/3'])(
      'is logged out and sent to /login from %s',
      async (path) => {
        localStorage.setItem('stay.session', JSON.stringify({ auth: { role: 'GUEST' }, settings: null }));
        const app = await landOn(null, path);
        await expectPath(app, '/login');
        expect(localStorage.getItem('stay.session')).toBeNull();
      },
    );

    it.each([
      ['/activate-reservation', 'Activate your reservation'],
      ['/activate-invite', 'Activate your invite'],
      ['/error/offline', 'No connection'],
      ['/no/such/page', 'Page not found'],
    ])('may open %s', async (path, heading) => {
      const app = await landOn(null, path);
      await screen.findByRole('heading', { name: heading });
      expect(app.currentPath()).toBe(path);
    });
  });

  it('shows the staff member and role in the staff menu beside the chats screen', async () => {
    screenWidth(1280);
    await landOn('MANAGEMENT', '/management/chats');
    const menu = await screen.findByRole('navigation', { name: 'Staff menu' });
    expect(await within(menu).findByText('Sam Jansen')).toBeInTheDocument();
    expect(within(menu).getByText('Management')).toBeInTheDocument();
    // The inbox itself: the `view=guest` filter.
    expect(await screen.findByRole('button', { name: 'Guests' })).toBeInTheDocument();
  });

  it('shows no staff menu outside the staff areas', async () => {
    await landOn('GUEST', '/guest/home');
    await screen.findByText('Welcome, Anna');
    expect(screen.queryByRole('navigation', { name: 'Staff menu' })).not.toBeInTheDocument();
  });

  describe('staff screens', () => {
    // Each staff screen, and the roles that may open it (the others are sent to /login).
    const STAFF_SCREENS: [string, KnownRole[]][] = [
      ['/guide/reservations', ['GUIDE']],
      ['/guide/settings/bookings/1001', ['GUIDE']],
      ['/guide/complaints', ['GUIDE']],
      ['/guide/complaints/7', ['GUIDE']],
      ['/guide/availability', ['GUIDE']],
      ['/support/reservations', ['CUBER', 'BACKOFFICE', 'MANAGEMENT']],
      ['/support/dashboard', ['CUBER', 'BACKOFFICE', 'MANAGEMENT']],
      ['/support/complaints/7', ['CUBER', 'BACKOFFICE', 'MANAGEMENT']],
      ['/support/availability', ['CUBER', 'BACKOFFICE', 'MANAGEMENT']],
      ['/management/dashboard', ['MANAGEMENT']],
      ['/management/products', ['MANAGEMENT']],
      ['/management/settings/bookings/1001', ['MANAGEMENT']],
      ['/file-complaint', ['GUIDE', 'CUBER', 'BACKOFFICE', 'MANAGEMENT']],
    ];

    describe.each(STAFF_SCREENS)('%s', (path, allowed) => {
      it.each(ROLES)('as %s', async (role) => {
        const app = await landOn(role, path);
        if (allowed.includes(role)) {
          // The screen opens inside the staff shell and the address stays.
          await screen.findByRole('navigation', { name: 'Staff menu' });
          expect(app.currentPath()).toBe(path);
          expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
        } else {
          await expectPath(app, '/login');
        }
      });
    });

    it('/file-complaint is refused to visitors without a session', async () => {
      const app = await landOn(null, '/file-complaint?reservation=1001');
      await expectPath(app, '/login');
    });

    it('/management opens the dashboard for management', async () => {
      const app = await landOn('MANAGEMENT', '/management');
      await expectPath(app, '/management/dashboard');
    });

    it('guides have no dashboard', async () => {
      await landOn('GUIDE', '/guide/dashboard');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    });
  });

  it('greets the guest by first name', async () => {
    await landOn('GUEST', '/guest/home');
    expect(await screen.findByText('Welcome, Anna')).toBeInTheDocument();
  });
});
