import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { Clock } from '../platform/clock';
import type { AuthContext } from '../security/access-tokens';
import type { Caller, CallerLoader, GuestCaller, StaffCaller } from './caller';

/** What every endpoint handler gets besides its input: the time of the request and who is calling. */
export interface RequestContext<A extends AuthContext | null = AuthContext | null> {
  /** Read once per request from the platform clock; services take it as an argument. */
  now: Date;
  auth: A;
  /** The caller, loaded on first use and at most once per request. */
  caller(): Promise<Caller>;
  /** The caller as a guest; UNAUTHORIZED for staff. */
  guest(): Promise<GuestCaller>;
  /** The caller as a staff member; UNAUTHORIZED for guests. */
  staff(): Promise<StaffCaller>;
}

export interface RequestContextSource {
  clock: Clock;
  loadCaller: CallerLoader;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where request contexts get the time and the caller from (set once by the app). */
    requestContextSource: RequestContextSource;
  }
}

export function provideRequestContext(app: FastifyInstance, source: RequestContextSource): void {
  app.decorate('requestContextSource', source);
}

/**
 * A class rather than an object of closures: one is made for every request, and its methods are made once. (Call its
 * methods on it: `ctx.caller()`, never a detached `ctx.caller`.)
 */
class CallerContext<A extends AuthContext | null> implements RequestContext<A> {
  readonly now: Date;
  private loaded: Promise<Caller> | undefined;

  constructor(
    private readonly source: RequestContextSource,
    readonly auth: A,
  ) {
    this.now = source.clock();
  }

  caller(): Promise<Caller> {
    if (!this.auth) return Promise.reject(new AppError('NO_CREDENTIALS'));
    this.loaded ??= this.source.loadCaller(this.auth);
    return this.loaded;
  }

  async guest(): Promise<GuestCaller> {
    const found = await this.caller();
    if (found.kind !== 'person') throw new AppError('UNAUTHORIZED');
    return found;
  }

  async staff(): Promise<StaffCaller> {
    const found = await this.caller();
    if (found.kind !== 'employee') throw new AppError('UNAUTHORIZED');
    return found;
  }
}

export function createRequestContext<A extends AuthContext | null>(source: RequestContextSource, auth: A): RequestContext<A> {
  return new CallerContext(source, auth);
}
