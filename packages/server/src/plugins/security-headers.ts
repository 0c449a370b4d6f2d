import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of every answer: only our own bundled scripts (no inline script), inline styles
 * (Ionic's components set them), images from us or generated in the page, API calls and the realtime WebSocket,
 * and never inside a frame. `upgrade-insecure-requests` only when the app is served over https: over plain http
 * it would send the page's own requests to an https address that does not exist.
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
    'connect-src': ["'self'", 'ws:', 'wss:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'upgrade-insecure-requests': isHttps ? [] : null,
  };
}

/**
 * Security headers on every answer (the app, its files, the API and its docs) with helmet. HSTS only when
 * PUBLIC_URL is https, since browsers would otherwise refuse a plain-http install for a year.
 * Register before any route. The middleware is built once: @fastify/helmet builds it again on every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { publicUrl }: { publicUrl: string }): Promise<void> {
  const isHttps = publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(isHttps) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isHttps ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)));
}
