import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `none`: no token (login);
 * - `refresh`: the `refreshtoken` header instead of an access token;
 * - `session`: any signed-in role;
 * - `guest` / `staff`: the GUEST role / any staff role (narrowed further by the module's service);
 * - `apiKey`: `Authorization: Bearer <API key>` of a location's property-management system, no session.
 */
export type EndpointAuth = 'none' | 'refresh' | 'session' | 'guest' | 'staff' | 'apiKey';

export interface Endpoint {
  method: HttpMethod;
  /** The wire path, with `{name}` parameters. */
  path: string;
  auth: EndpointAuth;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends Endpoint> = Infer<E['params']>;
export type EndpointQuery<E extends Endpoint> = Infer<E['query']>;
export type EndpointBody<E extends Endpoint> = Infer<E['body']>;
export type EndpointBodyInput<E extends Endpoint> = InferInput<E['body']>;
export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;

/** `/api/x/{id}` → `/api/x/:id`, the router's syntax. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` parameters, URI-encoded. Throws if one is missing: that is a programming error. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
