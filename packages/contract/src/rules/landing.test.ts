import { describe, expect, it } from 'vitest';
import { decideRouteAccess, landingPathFor, routeAccessOf } from './landing';
import type { Role } from '../roles';

describe('landing', () => {
  it('sends each role to its home', () => {
    expect(landingPathFor({ role: 'GUIDE' })).toBe('/guide/chats');
    expect(landingPathFor({ role: 'GUEST' })).toBe('/guest/home');
    expect(landingPathFor({ role: 'CUBER' })).toBe('/support/chats');
    expect(landingPathFor({ role: 'BACKOFFICE' })).toBe('/support/chats');
    expect(landingPathFor({ role: 'MANAGEMENT' })).toBe('/support/chats');
    expect(landingPathFor({ role: 'UNKOWN' })).toBe('/login');
  });

  it('prefers the permission-defined landing page', () => {
    expect(landingPathFor({ role: 'GUIDE', permissions: { landingPage: '/guide/settings/bookings/3' } })).toBe(
      '/guide/settings/bookings/3',
    );
    expect(landingPathFor({ role: 'GUEST', permissions: { landingPage: '' } })).toBe('/guest/home');
    expect(landingPathFor({ role: 'GUEST', permissions: { landingPage: 'https://evil.example' } })).toBe('/guest/home');
  });
});

describe('route guard', () => {
  const routes = [
    '/guest/home',
    '/guide/chats',
    '/guide/reservations',
    '/guide/complaints/7',
    '/support/chats/5',
    '/support/dashboard',
    '/support/settings/bookings/12',
    '/management',
    '/management/chats',
    '/management/availability',
    '/guide-selection',
    '/wait-screen',
    '/file-complaint',
    '/file-complaint?reservation=12&chat=3',
  ];
  const staffOnly = ['/file-complaint', '/file-complaint?reservation=12&chat=3'];
  const support = ['/support/chats/5', '/support/dashboard', '/support/settings/bookings/12'];
  const expected: Record<Role, string[]> = {
    GUEST: ['/guest/home', '/guide-selection', '/wait-screen'],
    GUIDE: ['/guide/chats', '/guide/reservations', '/guide/complaints/7', ...staffOnly],
    CUBER: [...support, ...staffOnly],
    BACKOFFICE: [...support, ...staffOnly],
    MANAGEMENT: [...support, '/management', '/management/chats', '/management/availability', ...staffOnly],
    UNKOWN: [],
  };

  for (const [role, allowed] of Object.entries(expected) as [Role, string[]][]) {
    it(`admits ${role} only to its own routes and sends it to /login elsewhere`, () => {
      for (const route of routes) {
        const decision = decideRouteAccess(route, { role });
        if (allowed.includes(route)) expect(decision).toEqual({ allow: true });
        else expect(decision).toEqual({ allow: false, redirectTo: '/login', logout: false });
      }
    });
  }

  it('logs out unauthenticated visitors of protected routes', () => {
    for (const route of routes) expect(decideRouteAccess(route, null)).toEqual({ allow: false, redirectTo: '/login', logout: true });
  });

  it('keeps /file-complaint for staff: the only staff screen outside the staff areas', () => {
    expect(routeAccessOf('/file-complaint')).toEqual({ kind: 'staff-only' });
    expect(routeAccessOf('/file-complaints')).toEqual({ kind: 'public' });
  });

  it('lets anyone open public routes', () => {
    for (const route of ['/login', '/activate-reservation', '/activate-invite', '/error/offline', '/nowhere']) {
      expect(routeAccessOf(route)).toEqual({ kind: 'public' });
      expect(decideRouteAccess(route, null)).toEqual({ allow: true });
    }
  });
});
