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
  const routes = ['/guest/home', '/guide/chats', '/support/chats/5', '/management/chats', '/guide-selection', '/wait-screen'];
  const expected: Record<Role, string[]> = {
    GUEST: ['/guest/home', '/guide-selection', '/wait-screen'],
    GUIDE: ['/guide/chats'],
    CUBER: ['/support/chats/5'],
    BACKOFFICE: ['/support/chats/5'],
    MANAGEMENT: ['/support/chats/5', '/management/chats'],
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

  it('lets anyone open public routes', () => {
    for (const route of ['/login', '/activate-reservation', '/activate-invite', '/error/offline', '/nowhere']) {
      expect(routeAccessOf(route)).toEqual({ kind: 'public' });
      expect(decideRouteAccess(route, null)).toEqual({ allow: true });
    }
  });
});
