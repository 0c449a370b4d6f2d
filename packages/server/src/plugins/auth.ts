import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER, isStaffRole, type EndpointAuth, type KnownRole } from '@stay/contract';
import { AppError } from '../errors';
import type { AccessTokens, AuthContext } from '../security/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on every route that needs an access token; null elsewhere. */
    auth: AuthContext | null;
    /** The `refreshtoken` header on `auth: 'refresh'` routes; null elsewhere. */
    refreshToken: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (from the contract endpoint). Routes without it need no token. */
    auth?: EndpointAuth;
  }
}

type RoleRequirement = 'guest' | 'staff';

/** The area a route belongs to by its path: every /api/guest/* route is guest-only, every /api/employee/* staff-only. */
export function areaRequirementOf(routeUrl: string | undefined): RoleRequirement | undefined {
  if (routeUrl === undefined) return undefined;
  if (routeUrl.startsWith('/api/guest/') || routeUrl === '/api/guest') return 'guest';
  if (routeUrl.startsWith('/api/employee/') || routeUrl === '/api/employee') return 'staff';
  return undefined;
}

export function roleMeets(requirement: RoleRequirement, role: KnownRole): boolean {
  return requirement === 'guest' ? role === 'GUEST' : isStaffRole(role);
}

function singleHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  if (Array.isArray(value)) throw new AppError('ACCESSTOKEN_INVALID', `Send the ${name} header once`);
  return value === undefined || value === '' ? undefined : value;
}

/** Sets `refreshToken` and `auth` as the route demands; throws the AppError of a missing or refused token. */
function authenticate(request: FastifyRequest, endpointAuth: EndpointAuth, routeUrl: string | undefined, accessTokens: AccessTokens): void {
  const requirements: RoleRequirement[] = [];
  const area = areaRequirementOf(routeUrl);
  if (area) requirements.push(area);
  if (endpointAuth === 'guest' || endpointAuth === 'staff') requirements.push(endpointAuth);

  if (endpointAuth === 'refresh') {
    const refreshToken = singleHeader(request, HEADER.refreshToken);
    if (!refreshToken) throw new AppError('NO_CREDENTIALS');
    request.refreshToken = refreshToken;
  }
  if (endpointAuth !== 'session' && requirements.length === 0) return;

  const accessToken = singleHeader(request, HEADER.accessToken);
  if (!accessToken) throw new AppError('NO_CREDENTIALS');
  const auth = accessTokens.verify(accessToken);
  if (!requirements.every((requirement) => roleMeets(requirement, auth.role))) throw new AppError('UNAUTHORIZED');
  request.auth = auth;
}

/**
 * One onRequest hook for the whole app. It reads the route's `auth` (set by registerEndpoint) and the route's
 * area, so a route under /api/guest or /api/employee is guarded even if it was registered without `auth`.
 * Missing token → 401 NO_CREDENTIALS; expired → 401 ACCESSTOKEN_EXPIRED; bad → 401 ACCESSTOKEN_INVALID;
 * valid token of the wrong role → 403 UNAUTHORIZED.
 */
export function registerAuth(app: FastifyInstance, accessTokens: AccessTokens): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('refreshToken', null);

  // A callback hook, not an async one: it does no I/O, and a promise per request would cost a microtask hop. (A throw
  // here is answered like a rejection.) `routeOptions` is a getter that builds its object on every read: read once.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config, url } = request.routeOptions;
    authenticate(request, config.auth ?? 'none', url, accessTokens);
    done();
  });
}
