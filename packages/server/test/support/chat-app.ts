import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { KnownRole, StaffRole } from '@stay/contract';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Db } from '../../src/db/database';
import type { TestContext } from './describe-each-dialect';

export interface TestUser {
  id: string;
  accountId: string;
  role: KnownRole;
  token: string;
}

const HOUR = 60 * 60 * 1000;

/**
 * A staff member or guest straight in the database (no password hashing), with a live session and a signed access
 * token, so chat suites can have wrong guests and other-location staff cheaply.
 */
export async function createTestUser(
  ctx: TestContext,
  user: { id: string; role: KnownRole; firstname: string; workgroup?: string | null; locationId?: string | null; reservationId?: string | null },
): Promise<TestUser> {
  const db = ctx.db;
  const now = new Date();
  if (user.role === 'GUEST') {
    await db
      .insertInto('persons')
      .values({ id: user.id, erp_uid: `erp-${user.id}`, firstname: user.firstname, surname: 'Test', cellphone: null, subscribed_to_newsletter: 0, active_reservation_id: user.reservationId ?? null })
      .execute();
  } else {
    await db
      .insertInto('employees')
      .values({
        id: user.id,
        erp_uid: `erp-${user.id}`,
        firstname: user.firstname,
        surname: 'Test',
        role: user.role,
        workgroup: user.workgroup ?? null,
        location_id: user.locationId === undefined ? CHAT_LOCATION : user.locationId,
        cellphone: null,
        answer_suggestions: 1,
        subscribed_to_newsletter: 0,
      })
      .execute();
  }
  const accountId = randomUUID();
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      email: `${user.id}@chat.test`,
      password_hash: 'not-used',
      email_verified: 1,
      employee_id: user.role === 'GUEST' ? null : user.id,
      person_id: user.role === 'GUEST' ? user.id : null,
      reset_hash: null,
      created_at: now.toISOString(),
    })
    .execute();
  const sessionId = randomUUID();
  await db
    .insertInto('sessions')
    .values({ id: sessionId, account_id: accountId, created_at: now.toISOString(), expires_at: new Date(now.getTime() + 24 * HOUR).toISOString(), revoked_at: null })
    .execute();
  return { id: user.id, accountId, role: user.role, token: ctx.accessTokens.sign({ accountId, sessionId, role: user.role }) };
}

export async function createTestReservation(db: Db, id: string, locationId: string, guideId: string | null): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('reservations')
    .values({
      id,
      reservation_number: `CHAT-${id}`,
      status: 30,
      start_date_time: new Date(now - 24 * HOUR).toISOString(),
      end_date_time: new Date(now + 72 * HOUR).toISOString(),
      location_id: locationId,
      accommodation_name: `Suite ${id}`,
      guide_employee_id: guideId,
      guide_selection_timestamp: guideId ? new Date(now - 2 * HOUR).toISOString() : null,
      main_guest_firstname: 'Main',
      main_guest_surname: id,
    })
    .execute();
}

/** The location of the cast's reservations and staff. */
export const CHAT_LOCATION = 'chat-test-location';
export const OTHER_LOCATION = 'chat-test-location-2';

/** The cast of a chat suite: two guests of two reservations, staff at their location, staff elsewhere. */
export interface ChatCast {
  guestA: TestUser;
  guestB: TestUser;
  guide: TestUser;
  cuber: TestUser;
  backoffice: TestUser;
  management: TestUser;
  otherGuide: TestUser;
  otherCuber: TestUser;
}

export async function createChatCast(ctx: TestContext): Promise<ChatCast> {
  const db = ctx.db;
  await db.insertInto('locations').values([{ id: CHAT_LOCATION, name: 'Test park' }, { id: OTHER_LOCATION, name: 'Elsewhere' }]).execute();
  await ctx.factories.settings();
  const staff = async (id: string, role: StaffRole, workgroup: string, locationId: string = CHAT_LOCATION) =>
    createTestUser(ctx, { id, role, firstname: id, workgroup, locationId });
  const guide = await staff('t-guide', 'GUIDE', 'Guides');
  const cuber = await staff('t-cuber', 'CUBER', 'Housekeeping');
  const backoffice = await staff('t-backoffice', 'BACKOFFICE', 'Backoffice');
  const management = await staff('t-management', 'MANAGEMENT', 'Management');
  const otherGuide = await staff('t-other-guide', 'GUIDE', 'Guides', OTHER_LOCATION);
  const otherCuber = await staff('t-other-cuber', 'CUBER', 'Housekeeping', OTHER_LOCATION);
  await createTestReservation(db, 't-res-a', CHAT_LOCATION, guide.id);
  await createTestReservation(db, 't-res-b', CHAT_LOCATION, null);
  const guestA = await createTestUser(ctx, { id: 't-guest-a', role: 'GUEST', firstname: 'Anna', reservationId: 't-res-a' });
  const guestB = await createTestUser(ctx, { id: 't-guest-b', role: 'GUEST', firstname: 'Bram', reservationId: 't-res-b' });
  return { guestA, guestB, guide, cuber, backoffice, management, otherGuide, otherCuber };
}

export interface ChatTestKit {
  readonly app: FastifyInstance;
  readonly cast: ChatCast;
  readonly dataDir: string;
  call(user: TestUser | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The app with its own data folder (attachments) and the chat cast, built once per suite. `config` changes the
 * suite's configuration; it is read when the app is built (after the suite's earlier beforeAll hooks).
 */
export function useChatApp(ctx: TestContext, options: { config?: (config: Config) => Config } = {}): ChatTestKit {
  let app: FastifyInstance | undefined;
  let cast: ChatCast | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-chat-test-'));
    cast = await createChatCast(ctx);
    const config = { ...ctx.config, dataDir };
    app = await buildApp({ config: options.config ? options.config(config) : config, db: ctx.db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The chat kit exists only inside tests');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get cast() {
      return ready(cast);
    },
    get dataDir() {
      return ready(dataDir);
    },
    call(user, options) {
      return ready(app).inject({ ...options, headers: { ...(options.headers ?? {}), ...(user ? { accesstoken: user.token } : {}) } });
    },
  };
}
