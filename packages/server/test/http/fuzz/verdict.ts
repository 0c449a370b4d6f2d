import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CATALOGUE, isErrorCode } from '@stay/contract';

/**
 * Undefined when the answer is acceptable for any input: below 500, and every error is exactly `{code, message}`
 * as JSON with a catalogue code and the catalogue's status. Otherwise what is wrong.
 */
export function faultOf(response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  const answered = `${status} ${response.body.slice(0, 160)}`;
  if (status >= 500) return `server error: ${answered}`;
  if (status < 400) return undefined;
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return `error without a JSON body: ${answered}`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error body is not JSON: ${answered}`;
  }
  if (typeof body !== 'object' || body === null) return `error body is not an object: ${answered}`;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (!isErrorCode(code)) return `error code outside the catalogue: ${answered}`;
  if (typeof message !== 'string') return `error without a message: ${answered}`;
  if (ERROR_CATALOGUE[code].status !== status) return `${code} answered ${status}, the catalogue says ${ERROR_CATALOGUE[code].status}`;
  if (Object.keys(body).some((key) => key !== 'code' && key !== 'message')) return `error body has more than code and message: ${answered}`;
  return undefined;
}
