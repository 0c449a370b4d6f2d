import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { MailPort } from '../../src/platform/mail/port';
import type { TestContext } from './describe-each-dialect';
import type { Clock } from '../../src/platform/clock';
import type { Config } from '../../src/config';

/** A clock tests can move: real time plus an offset. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
  set(instant: Date | string): void;
  reset(): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (instant) => {
      offset = new Date(instant).getTime() - Date.now();
    },
    reset: () => {
      offset = 0;
    },
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface StayTestKit {
  readonly app: FastifyInstance;
  readonly clock: TestClock;
  /** The access token of a demo (or given-password) sign-in. */
  token(email: string, password?: string): Promise<string>;
  /** An inject with the token as `accesstoken` (none when undefined). */
  call(token: string | undefined, options: Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** A JSON request as `who` (anonymous when undefined), with the payload as its body. */
  request(who: { token: string } | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/**
 * The app on the suite's database with a settable clock (and a given mailer and configuration), built once per suite. Use inside a
 * describeEachDialect callback.
 */
export function useStayApp(ctx: TestContext, options: { mailer?: () => MailPort; config?: Partial<Config> } = {}): StayTestKit {
  const clock = createTestClock();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({ config: { ...ctx.config, ...options.config }, db: ctx.db, logger: false, now: clock.now, ...(options.mailer ? { mailer: options.mailer() } : {}) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const kit: StayTestKit = {
    get app() {
      if (!app) throw new Error('The stay app exists only inside tests');
      return app;
    },
    clock,
    async token(email, password) {
      return (await ctx.login(email, password)).accesstoken;
    },
    call(token, { headers, ...rest }) {
      return kit.app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { accesstoken: token } : {}) } } as InjectOptions);
    },
    request(who, method, url, payload) {
      return kit.call(who?.token, { method, url, ...(payload ? { payload } : {}) });
    },
  };
  return kit;
}
