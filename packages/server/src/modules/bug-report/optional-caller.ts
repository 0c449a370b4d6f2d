import type { FastifyRequest } from 'fastify';
import { HEADER } from '@stay/contract';
import { AppError, isAppError } from '../../errors';
import type { Caller, CallerLoader } from '../../http/caller';
import type { AccessTokens } from '../../security/access-tokens';

/**
 * The caller of a route that works signed in or not. A valid access token gives the caller; an expired one
 * answers 401 ACCESSTOKEN_EXPIRED, so the app renews it and sends again as the person; anything else (no token,
 * a malformed one, an ended session, a removed account) counts as signed out, so a report can always be sent.
 */
export async function optionalCaller(request: FastifyRequest, accessTokens: AccessTokens, loadCaller: CallerLoader): Promise<Caller | null> {
  const header = request.headers[HEADER.accessToken];
  const token = typeof header === 'string' ? header.trim() : '';
  if (token === '') return null;
  try {
    return await loadCaller(accessTokens.verify(token));
  } catch (error) {
    if (isAppError(error) && error.code === 'ACCESSTOKEN_EXPIRED') throw new AppError('ACCESSTOKEN_EXPIRED');
    if (isAppError(error)) return null;
    throw error;
  }
}
