import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { DOCS_PREFIX } from './openapi';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer: only our own bundled scripts (no inline script), inline styles
 * (Ionic's components set them), images from us or generated in the page, API calls and the realtime WebSocket to
 * this host only, and never inside a frame. `upgrade-insecure-requests` only when the app is served over https: over
 * plain http it would send the page's own requests to an https address that does not exist.
 */
/**
 * Ionic probes whether an element knows an event by setting the attribute `on<event>="return;"`; this hash lets
 * exactly that do-nothing handler through instead of reporting a violation on every page.
 */
const IONIC_EVENT_PROBE = "'sha256-i+qr4lq34KgNHiW62lWi9aInEBwiEOrfCzaNPCvkqD8='";

export function contentSecurityPolicy(isHttps: boolean): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'unsafe-hashes'", IONIC_EVENT_PROBE],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws: and wss: to this same host (CSP Level 3); the app's realtime socket goes nowhere else.
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': isHttps ? [] : null,
  };
}

/**
 * The API's answers are data, never a page: nothing in them may load or run anything, and none may be framed. The
 * headers that only a page uses (cross-origin opener, DNS prefetch, the legacy IE and Flash ones) are left out, so
 * every API reply carries a few hundred bytes less.
 */
export const API_CONTENT_SECURITY_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** API paths answer data; the API docs under them are a page. */
const isApiData = (url: string | undefined) => url !== undefined && url.startsWith('/api/') && !url.startsWith(`${DOCS_PREFIX}/`) && url !== DOCS_PREFIX;

/**
 * Security headers on every answer with helmet: the app, its files and the API docs under the app's policy; the API
 * under a stricter and shorter one. HSTS only when PUBLIC_URL is https, since browsers would otherwise refuse a
 * plain-http install for a year. Register before any route. The middlewares are built once: @fastify/helmet builds
 * them again on every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  const isHttps = publicUrl.startsWith('https:');
  const common = {
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'no-referrer' as const },
    strictTransportSecurity: isHttps ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
  };
  const pageHeaders = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isHttps) } });
  const apiHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: API_CONTENT_SECURITY_POLICY },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = isApiData(request.raw.url) ? apiHeaders : pageHeaders;
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
