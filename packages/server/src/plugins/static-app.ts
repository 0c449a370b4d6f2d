import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function hasAppBuild(appDist: string): boolean {
  return existsSync(path.join(appDist, 'index.html'));
}

/**
 * Serves the built app: content-hashed files under /assets are cached for a year, everything else
 * (index.html, service worker, manifest) is revalidated on every load so a new release shows up at once.
 * Returns the SPA fallback for the not-found handler, so a reload of /guest/home gets index.html.
 */
export async function registerStaticApp(app: FastifyInstance, appDist: string) {
  const indexHtml = readFileSync(path.join(appDist, 'index.html'));
  await app.register(fastifyStatic, {
    root: appDist,
    wildcard: false,
    // The app build writes .br and .gz copies; a phone gets the smallest it accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(appDist, filePath);
      reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });
  return (_request: unknown, reply: FastifyReply) =>
    reply.status(200).type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(indexHtml);
}
