import { canEnterArea, isSupportRole, type Area, type Role } from '../roles';
import { getPermission } from './permissions';

export const LOGIN_PATH = '/login';

export interface SessionView {
  role: Role;
  permissions?: unknown;
}

/** Landing page: the permission-defined landing page first, then the role's home. */
export function landingPathFor(session: SessionView): string {
  const landingPage = getPermission(session.permissions, 'landingPage');
  if (typeof landingPage === 'string' && landingPage.startsWith('/')) return landingPage;
  if (session.role === 'GUIDE') return '/guide/chats';
  if (session.role === 'GUEST') return '/guest/home';
  if (isSupportRole(session.role)) return '/support/chats';
  return LOGIN_PATH;
}

/** Who may open a route: a role area, a guest-only screen, or anyone. */
export type RouteAccess = { kind: 'area'; area: Area } | { kind: 'guest-only' } | { kind: 'public' };

const GUEST_ONLY_SCREENS = new Set(['guide-selection', 'wait-screen']);
const AREAS = new Set<Area>(['guest', 'guide', 'support', 'management']);

export function routeAccessOf(pathname: string): RouteAccess {
  const first = pathname.split('/').find((segment) => segment !== '') ?? '';
  if (AREAS.has(first as Area)) return { kind: 'area', area: first as Area };
  if (GUEST_ONLY_SCREENS.has(first)) return { kind: 'guest-only' };
  return { kind: 'public' };
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string; logout: boolean };

/**
 * Route guard: unauthenticated visitors of a protected route are logged out and sent to /login;
 * a role visiting another role's area (or /management without MANAGEMENT) is sent to /login.
 */
export function decideRouteAccess(pathname: string, session: SessionView | null): GuardDecision {
  const access = routeAccessOf(pathname);
  if (access.kind === 'public') return { allow: true };
  if (!session) return { allow: false, redirectTo: LOGIN_PATH, logout: true };
  const allowed = access.kind === 'guest-only' ? session.role === 'GUEST' : canEnterArea(session.role, access.area);
  return allowed ? { allow: true } : { allow: false, redirectTo: LOGIN_PATH, logout: false };
}
