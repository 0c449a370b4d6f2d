import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CATALOGUE, errorBody, type ErrorCode } from '@stay/contract';
import { isDatabaseUnavailable } from '../db/connection-errors';
import { isAppError } from '../errors';

export interface ErrorHandlingOptions {
  /** Answers a GET for a non-API path (the SPA's index.html); absent when static hosting is off. */
  spaFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

interface ErrorAnswer {
  code: ErrorCode;
  message?: string;
}

/** Fastify's own client errors (body parsing, content type) mapped to catalogue codes with short messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_INPUT', message: 'body: not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_INPUT', message: 'body: empty, but the content type is JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_INPUT', message: 'body: length does not match content-length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'body: too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'content-type: not supported' },
  FST_ERR_BAD_URL: { code: 'INVALID_INPUT', message: 'url: not a valid url' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'url: a path parameter is too long' },
  FST_ERR_ASYNC_CONSTRAINT: { code: 'INVALID_INPUT', message: 'url: no route matches the request' },
};

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

type ValidationIssue = { instancePath?: string; message?: string };

/** `body` + `/email` + 'Invalid input: expected string, received number' → 'body.email: expected string, received number'. */
export function describeValidationIssue(context: string | undefined, issue: ValidationIssue | undefined): string {
  const where = `${context ?? 'input'}${(issue?.instancePath ?? '').replace(/\/$/, '').replaceAll('/', '.')}`;
  const what = (issue?.message ?? 'invalid').replace(/^Invalid input: /, '');
  return `${where}: ${what}`;
}

function answerFor(error: FastifyError): ErrorAnswer {
  if (isAppError(error)) return { code: error.code, message: error.message };
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return { code: 'INVALID_INPUT', message: describeValidationIssue(error.validationContext, error.validation?.[0]) };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (isDatabaseUnavailable(error)) return { code: 'SERVICE_UNAVAILABLE' };
  const status = error.statusCode ?? 500;
  if (status === 408) return { code: 'REQUEST_TIMEOUT' };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (status === 414) return { code: 'URI_TOO_LONG' };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (status === 429) return { code: 'TOO_MANY_REQUESTS' };
  if (status === 431) return { code: 'HEADERS_TOO_LARGE' };
  if (status >= 400 && status < 500) return { code: 'INVALID_INPUT' };
  return { code: 'UNEXPECTED_ERROR' };
}

function sendError(reply: FastifyReply, { code, message }: ErrorAnswer): FastifyReply {
  return reply.status(ERROR_CATALOGUE[code].status).type('application/json').send(errorBody(code, message));
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before any route or hook runs (a malformed
 * percent-encoding, an over-long path parameter) answer like every other error.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const answer = answerFor(error);
  request.log.info({ code: answer.code, reason: error.message }, 'Request refused');
  return sendError(reply, answer);
}

/** An address of the API (`/api`, `/api/…`), as opposed to the app's files and routes. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Looks like a file (`/icon.png`): a missing one is a 404, not the SPA. */
function looksLikeFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}

/**
 * Every failure answers `{ code, message }` with the catalogue's status. Unexpected errors answer 500
 * UNEXPECTED_ERROR; their details (stack, SQL) go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerFor(error);
    if (answer.code === 'UNEXPECTED_ERROR') {
      request.log.error({ err: error }, 'Unexpected error');
      return sendError(reply, { code: 'UNEXPECTED_ERROR' });
    }
    if (answer.code === 'SERVICE_UNAVAILABLE' && !isAppError(error)) {
      // The database cannot be reached (restarting, a connection cut): the client may retry once it is back.
      request.log.warn({ reason: error.message }, 'Database unavailable');
      reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
      return sendError(reply, answer);
    }
    request.log.info({ code: answer.code, reason: error.message }, 'Request refused');
    return sendError(reply, answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (options.spaFallback && isPageRequest && !isApiPath(request.url) && !looksLikeFile(request.url)) {
      return options.spaFallback(request, reply);
    }
    return sendError(reply, { code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}` });
  });
}
