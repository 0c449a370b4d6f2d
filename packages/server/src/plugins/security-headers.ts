import type { IncomingMessage, ServerResponse } from 'node:http';
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

type HeaderStep = { name: string; value: string } | { name: string; removed: true };

/**
 * What a helmet middleware does to an answer, recorded once: with our directives (no function among them) it is the
 * same for every request, so replaying it spares each request helmet's chain of middlewares.
 */
function recordHeaders(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  let failure: unknown;
  const response = {
    setHeader: (name: string, value: unknown) => steps.push({ name, value: String(value) }),
    removeHeader: (name: string) => steps.push({ name, removed: true }),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/**
 * Security headers on every answer with helmet: the app, its files and the API docs under the app's policy; the API
 * under a stricter and shorter one. HSTS only when PUBLIC_URL is https, since browsers would otherwise refuse a
 * plain-http install for a year. Register before any route. The headers are worked out once (see recordHeaders):
 * @fastify/helmet builds the middlewares again on every request.
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
  const [pageSteps, apiSteps] = [recordHeaders(pageHeaders), recordHeaders(apiHeaders)];
  app.addHook('onRequest', (request, reply, done) => {
    for (const step of isApiData(request.raw.url) ? apiSteps : pageSteps) {
      if ('removed' in step) reply.raw.removeHeader(step.name);
      else reply.raw.setHeader(step.name, step.value);
    }
    done();
  });
}
