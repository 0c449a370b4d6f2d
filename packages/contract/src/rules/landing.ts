import { canEnterArea, isStaffRole, isSupportRole, type Area, type Role } from '../roles';
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

/** Who may open a route: a role area, a guest-only or staff-only screen, or anyone. */
export type RouteAccess = { kind: 'area'; area: Area } | { kind: 'guest-only' } | { kind: 'staff-only' } | { kind: 'public' };

const GUEST_ONLY_SCREENS = new Set(['guide-selection', 'wait-screen']);
/** Screens outside the staff areas that any staff role (never a guest) may open. */
const STAFF_ONLY_SCREENS = new Set(['file-complaint']);
const AREAS = new Set<Area>(['guest', 'guide', 'support', 'management']);

export function routeAccessOf(pathname: string): RouteAccess {
  // A link may carry a query or a fragment: only the path decides.
  const path = pathname.split(/[?#]/)[0] ?? '';
  const first = path.split('/').find((segment) => segment !== '') ?? '';
  if (AREAS.has(first as Area)) return { kind: 'area', area: first as Area };
  if (GUEST_ONLY_SCREENS.has(first)) return { kind: 'guest-only' };
  if (STAFF_ONLY_SCREENS.has(first)) return { kind: 'staff-only' };
  return { kind: 'public' };
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string; logout: boolean };

/**
 * Route guard: unauthenticated visitors of a protected route are logged out and sent to /login;
 * a role visiting another role's area (or /management without MANAGEMENT, or a staff-only screen as a guest) is sent
 * to /login.
 */
export function decideRouteAccess(pathname: string, session: SessionView | null): GuardDecision {
  const access = routeAccessOf(pathname);
  if (access.kind === 'public') return { allow: true };
  if (!session) return { allow: false, redirectTo: LOGIN_PATH, logout: true };
  const allowed =
    access.kind === 'guest-only'
      ? session.role === 'GUEST'
      : access.kind === 'staff-only'
        ? isStaffRole(session.role)
        : canEnterArea(session.role, access.area);
  return allowed ? { allow: true } : { allow: false, redirectTo: LOGIN_PATH, logout: false };
}
