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

export function createRequestContext<A extends AuthContext | null>(source: RequestContextSource, auth: A): RequestContext<A> {
  let loaded: Promise<Caller> | undefined;
  const caller = (): Promise<Caller> => {
    if (!auth) return Promise.reject(new AppError('NO_CREDENTIALS'));
    loaded ??= source.loadCaller(auth);
    return loaded;
  };
  return {
    now: source.clock(),
    auth,
    caller,
    async guest() {
      const found = await caller();
      if (found.kind !== 'person') throw new AppError('UNAUTHORIZED');
      return found;
    },
    async staff() {
      const found = await caller();
      if (found.kind !== 'employee') throw new AppError('UNAUTHORIZED');
      return found;
    },
  };
}
