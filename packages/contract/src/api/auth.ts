import { z } from 'zod';
import { authSessionSchema, identitySchema, tokenPairSchema } from '../entities/auth-session';
import { userSettingsSchema } from '../entities/settings';
import { defineEndpoint } from './endpoint';

/**
 * Login takes both fields as optional strings so that a missing one answers NO_EMAIL / NO_PASSWORD
 * instead of a generic validation error.
 */
export const loginBodySchema = z.object({
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const messageReplySchema = z.object({ message: z.string() });

export const authApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/auth/create',
    auth: 'none',
    summary: 'Sign in with email and password',
    body: loginBodySchema,
    response: authSessionSchema,
  }),
  check: defineEndpoint({
    method: 'GET',
    path: '/api/auth/check',
    auth: 'session',
    summary: 'Who the access token belongs to',
    response: identitySchema,
  }),
  userSettings: defineEndpoint({
    method: 'GET',
    path: '/api/auth/user-settings',
    auth: 'session',
    summary: 'Menus, permissions and chat actions for the signed-in user',
    response: userSettingsSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/auth/refresh',
    auth: 'refresh',
    summary: 'Rotate the refresh token (header refreshtoken) and get a new access token',
    response: tokenPairSchema,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/auth/revoke',
    auth: 'session',
    summary: 'Sign out: revoke this session',
    response: messageReplySchema,
  }),
} as const;
