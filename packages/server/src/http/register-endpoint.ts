import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type {} from '@fastify/swagger'; // adds summary, tags and security to FastifySchema
import {
  toRouterPath,
  type Endpoint,
  type EndpointAuth,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@stay/contract';
import type { ThrottleRule } from '../plugins/rate-limit';
import type { AuthContext } from '../security/access-tokens';
import { runCapturingReads } from './reply-cache';
import { createRequestContext, type RequestContext } from './request-context';

type SignedIn = 'session' | 'guest' | 'staff';

/** What an endpoint handler gets: validated input typed from the contract's schemas, and the request context. */
export interface EndpointRequest<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The request's time and caller. */
  ctx: RequestContext<E['auth'] extends SignedIn ? AuthContext : null>;
  refreshToken: E['auth'] extends 'refresh' ? string : null;
  log: FastifyBaseLogger;
  /** The underlying request, for headers or the client address. */
  raw: FastifyRequest;
}

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>>;

const SECURITY_BY_AUTH: Record<EndpointAuth, FastifySchema['security']> = {
  none: [],
  refresh: [{ refreshToken: [] }],
  session: [{ accessToken: [] }],
  guest: [{ accessToken: [] }],
  staff: [{ accessToken: [] }],
  apiKey: [{ pmsApiKey: [] }],
};

/** `/api/guest/profile` → `guest`: the OpenAPI tag. */
function tagOf(path: string): string {
  return path.split('/')[2] ?? 'api';
}

export interface EndpointOptions {
  /** Rate limits of the route, e.g. `THROTTLE.signIn` (see plugins/rate-limit). */
  throttle?: readonly ThrottleRule[];
  /** The largest request body the route accepts, in bytes (Fastify's default of 1 MiB otherwise). */
  bodyLimit?: number;
  /**
   * A hot GET read: its replies are kept per caller and URL until a table it read changes (http/reply-cache). Only
   * for handlers whose reply follows from the database, the caller and the clock's second alone.
   */
  cacheReply?: boolean;
}

/**
 * Registers a contract endpoint: method, path, zod schemas (validation, serialization, OpenAPI) and the auth
 * requirement, which the auth hook enforces before the handler runs. The handler returns the 200 body.
 *
 * @example
 * registerEndpoint(app, guestProfileApi.get, async ({ ctx }) => (await ctx.guest()).identity.guest);
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const schema: FastifySchema = {
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    security: SECURITY_BY_AUTH[endpoint.auth],
    response: { 200: endpoint.response },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;

  app.route({
    method: endpoint.method,
    url: toRouterPath(endpoint.path),
    config: {
      auth: endpoint.auth,
      ...(options.throttle ? { throttle: options.throttle } : {}),
      ...(options.cacheReply ? { cacheReply: true } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema,
    handler: async (request, reply) => {
      // The validator compiler has parsed params, query and body with exactly these schemas, and the auth hook
      // has set auth / refreshToken as the endpoint's `auth` demands.
      const ctx = createRequestContext(app.requestContextSource, request.auth as EndpointRequest<E>['ctx']['auth']);
      const input: EndpointRequest<E> = {
        params: request.params as EndpointParams<E>,
        query: request.query as EndpointQuery<E>,
        body: request.body as EndpointBody<E>,
        ctx,
        refreshToken: request.refreshToken as EndpointRequest<E>['refreshToken'],
        log: request.log,
        raw: request,
      };
      return options.cacheReply && endpoint.method === 'GET'
        ? runCapturingReads(request, app.dataGenerations, ctx.now, () => handler(input, reply))
        : handler(input, reply);
    },
  });
}
