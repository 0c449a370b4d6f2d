import type { FastifyRequest } from 'fastify';
import type { RateLimits } from './register-rate-limits';

/** How many requests a rule lets through in how long. */
export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

interface RuleBase {
  name: string;
  /** The rule's own limit, from the configured ones; the configured per-address or per-account limit otherwise. */
  limit?: (limits: RateLimits) => ThrottleLimit;
}

/**
 * One limit on a route: requests per window, counted per client address, per account, or per account and address
 * together. Routes whose rules share a name count together (every lookup route fills the same bucket). Over the
 * limit a request is refused (429), or, for a rule that `slows`, answered only after a growing delay, so that a
 * limit counted across every address can slow a guesser without ever locking the owner out.
 */
export type ThrottleRule =
  | (RuleBase & { scope: 'ip' })
  | (RuleBase & {
      scope: 'account' | 'account-ip';
      /** The account a request counts for (an email or an account id); undefined: the rule does not apply. */
      accountOf: (request: FastifyRequest) => string | undefined;
      slows?: boolean;
    });

export const perIp = (name: string): ThrottleRule => ({ name, scope: 'ip' });

export const perAccount = (name: string, accountOf: (request: FastifyRequest) => string | undefined, limit?: RuleBase['limit']): ThrottleRule => ({
  name,
  scope: 'account',
  accountOf,
  limit,
});

/** Counted per account and client address together: one address guessing at an account stops only itself. */
export const perAccountAndIp = (name: string, accountOf: (request: FastifyRequest) => string | undefined): ThrottleRule => ({
  name,
  scope: 'account-ip',
  accountOf,
});

/** Counted per account across every address; over the limit each request waits longer instead of being refused. */
export const slowedPerAccount = (name: string, accountOf: (request: FastifyRequest) => string | undefined, limit: RuleBase['limit']): ThrottleRule => ({
  name,
  scope: 'account',
  accountOf,
  limit,
  slows: true,
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

/** The longest a slowed request waits. */
export const MAX_SLOWDOWN_MS = 10_000;

/** The wait of the `excess`-th request over a slowing limit: 1 s, 2 s, 4 s, 8 s, then MAX_SLOWDOWN_MS. */
export function slowdownMs(excess: number): number {
  if (excess <= 0) return 0;
  return Math.min(MAX_SLOWDOWN_MS, 1000 * 2 ** Math.min(excess - 1, 10));
}

/**
 * The sign-in limit across every address: RATE_LIMIT_PER_ACCOUNT attempts per 15 windows (10 per 15 minutes by
 * default), slowed beyond it, never refused.
 */
const signInAcrossAddresses = ({ perAccount: max, windowMs }: RateLimits): ThrottleLimit => ({ max, windowMs: 15 * windowMs });

/** Password changes: half RATE_LIMIT_PER_ACCOUNT per 15 windows (5 per 15 minutes by default), then refused. */
const passwordChangeOfAccount = ({ perAccount, windowMs }: RateLimits): ThrottleLimit => ({
  max: Math.max(1, Math.ceil(perAccount / 2)),
  windowMs: 15 * windowMs,
});

/**
 * The throttles routes opt into (registerEndpoint's `throttle` option). Each counts per client address, and per
 * account where a request names one, so a guesser is stopped without locking anyone else out.
 */
export const THROTTLE = {
  /**
   * Password sign-in (a wrong password counts like a right one): refused per address and per account and address,
   * so one address guessing stops itself; slowed, not refused, per account across addresses, so guessing from
   * many addresses slows down while the owner's right password still signs in.
   */
  signIn: [perIp('sign-in'), perAccountAndIp('sign-in', bodyEmail), slowedPerAccount('sign-in', bodyEmail, signInAcrossAddresses)],
  signUp: [perIp('sign-up'), perAccount('sign-up', bodyEmail)],
  /**
   * Password-reset code requests, code tries and resets, per client address and per email and address. The
   * password-reset service caps the mails and the code tries per account per day itself.
   */
  passwordReset: [perIp('password-reset'), perAccountAndIp('password-reset', pathOrBodyEmail)],
  /** A signed-in password change proves the current password: refused per account beyond its limit. */
  passwordChange: [perIp('password-change'), perAccount('password-change', signedInAccount, passwordChangeOfAccount)],
  /** Lookups that tell whether something exists (an account email, a reservation's check value). */
  lookup: [perIp('lookup'), perAccount('lookup', signedInAccount)],
  /** Calls that send a mail to an address the caller chooses. */
  mail: [perIp('mail'), perAccount('mail', signedInAccount)],
} as const satisfies Record<string, readonly ThrottleRule[]>;
