import type { FastifyRequest } from 'fastify';

/**
 * One limit on a route: requests per window, counted per client address or per account. Routes whose rules share
 * a name count together (every lookup route fills the same bucket).
 */
export type ThrottleRule =
  | { name: string; scope: 'ip' }
  | {
      name: string;
      scope: 'account';
      /** The account a request counts for (an email or an account id); undefined: the rule does not apply. */
      accountOf: (request: FastifyRequest) => string | undefined;
    };

export const perIp = (name: string): ThrottleRule => ({ name, scope: 'ip' });

export const perAccount = (name: string, accountOf: (request: FastifyRequest) => string | undefined): ThrottleRule => ({
  name,
  scope: 'account',
  accountOf,
});

/** The account named by the body's `email` (sign-in, sign-up, password reset), however it is spelled. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
}

/** The account named by the path's `{email}` (password reset code requests and tries), or else by the body's. */
export function pathOrBodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.params as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : bodyEmail(request);
}

/** The signed-in caller's account. */
export const signedInAccount = (request: FastifyRequest): string | undefined => request.auth?.accountId;

/**
 * The throttles routes opt into (registerEndpoint's `throttle` option). Each counts per client address, and per
 * account where a request names one, so a guesser is stopped without locking anyone else out.
 */
export const THROTTLE = {
  /** Password sign-in: a wrong password counts like a right one, so guessing stops after the limit. */
  signIn: [perIp('sign-in'), perAccount('sign-in', bodyEmail)],
  signUp: [perIp('sign-up'), perAccount('sign-up', bodyEmail)],
  /** Password-reset code requests and code attempts, per client address and per email. */
  passwordReset: [perIp('password-reset'), perAccount('password-reset', pathOrBodyEmail)],
  /** Lookups that tell whether something exists (an account email, a reservation's check value). */
  lookup: [perIp('lookup'), perAccount('lookup', signedInAccount)],
  /** Calls that send a mail to an address the caller chooses. */
  mail: [perIp('mail'), perAccount('mail', signedInAccount)],
} as const satisfies Record<string, readonly ThrottleRule[]>;
