import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ERROR_CATALOGUE, errorBody, type ErrorCode } from '@stay/contract';

/** Node's HTTP parser error codes (`HPE_*`, `ERR_HTTP_*`) that have a catalogue code of their own. */
const PARSER_ERRORS: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

/** The raw HTTP answer to a request Node's parser refused: `{ code, message }` like every other error, then close. */
export function parserErrorResponse(errorCode: string | undefined): string {
  const code = (errorCode && PARSER_ERRORS[errorCode]) || 'INVALID_INPUT';
  const { status } = ERROR_CATALOGUE[code];
  const body = JSON.stringify(errorBody(code, code === 'INVALID_INPUT' ? 'request: not a valid HTTP request' : undefined));
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Fastify's `clientErrorHandler`: called for bytes Node's HTTP parser cannot read (bad request line or
 * headers, oversized headers, broken chunked encoding), before any request object exists.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err: error }, 'Unreadable HTTP request');
  if (socket.writable) socket.write(parserErrorResponse(error.code));
  socket.destroy(error);
}
