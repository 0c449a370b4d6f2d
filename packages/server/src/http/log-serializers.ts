import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:accesstoken|refreshtoken)=)[^&]*/gi;

/** A URL as it may appear in the log: token query parameters (the realtime socket's) are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** Pino serializer for requests; headers are never logged, so only the URL can carry a token. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
}
