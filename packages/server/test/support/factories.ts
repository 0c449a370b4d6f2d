import { randomUUID } from 'node:crypto';
import { daysBefore, normalisePostalCode, startOfDayIn, wallClockTime, type StaffRole } from '@stay/contract';
import type { Db } from '../../src/db/database';
import type { AccessTokens } from '../../src/security/access-tokens';
import { hashPassword } from '../../src/security/passwords';
import { insertDevices } from '../../src/modules/suite';
import { insertSession } from '../../src/modules/auth/repository';
import { insertGuestAccount, setActiveReservation } from '../../src/modules/identity';
import { insertAccount, insertStaff } from '../../src/modules/identity/repository';
import { insertLocation } from '../../src/modules/locations/repository';
import { hashActivationCode } from '../../src/modules/reservation';
import { insertGuestLink } from '../../src/modules/reservation/guests-repository';
import { insertInvite } from '../../src/modules/reservation/invite-repository';
import { saveSetting } from '../../src/modules/settings/repository';
import { generateOpaqueToken, sha256Hex } from '../../src/security/opaque-tokens';
import type { DeviceType } from '@stay/contract';
import { createChatFactories } from './chat-factories';
import { createGuideFactories } from './guide-factories';
import { TEST_SETTINGS } from './test-settings';
import { uniqueId } from './unique-id';

export { uniqueId } from './unique-id';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TEST_TIME_ZONE = 'Europe/Amsterdam';

/** What the factories need from a suite: its database and the token signer the app trusts. */
export interface FactoryContext {
  readonly db: Db;
  readonly accessTokens: AccessTokens;
}

/** A signed-in caller: the access token of a live session. */
export interface TestCaller {
  accountId: string;
  email: string;
  token: string;
}

export interface TestStaff extends TestCaller {
  id: string;
  erpUid: string;
  role: StaffRole;
  firstname: string;
  workgroup: string | null;
  locationId: string | null;
}

export interface TestGuest extends TestCaller {
  id: string;
  role: 'GUEST';
  firstname: string;
  surname: string;
  reservationId: string | null;
}

export interface TestReservation {
  id: string;
  number: string;
  locationId: string | null;
  suiteIds: string[];
  bookingEmail: string | null;
  postalCode: string | null;
}

/** A day offset from `now` and a wall-clock time (HH:mm) in the location's time zone. */
export interface DayAndTime {
  days: number;
  time: string;
}

const passwordHashes = new Map<string, Promise<string>>();
/** Hashing is slow on purpose: each password is hashed once per test file. */
function passwordHashOf(password: string | undefined): Promise<string> {
  if (password === undefined) return Promise.resolve('no-password');
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** The instant at `time` (the zone's wall clock) `days` calendar days from `now`, daylight saving included. */
export function instantAt(now: Date, { days, time }: DayAndTime, timeZone = TEST_TIME_ZONE): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wanted = hours * 60 + minutes;
  const midnight = startOfDayIn(daysBefore(now, -days, timeZone), timeZone);
  const instant = new Date(midnight.getTime() + wanted * 60_000);
  const [wallHours = 0, wallMinutes = 0] = wallClockTime(instant, timeZone).split(':').map(Number);
  return new Date(instant.getTime() + (wanted - (wallHours * 60 + wallMinutes)) * 60_000).toISOString();
}

export interface ReservationInput {
  /** The moment `start`/`end` are relative to; defaults to the real now. */
  now?: Date;
  locationId?: string | null;
  number?: string;
  /** 30 confirmed (default), 10 provisional. */
  status?: number;
  start?: DayAndTime;
  end?: DayAndTime;
  /** Controls deactivation; defaults to the end. */
  deactivation?: DayAndTime;
  guideId?: string | null;
  demoMode?: boolean;
  bookingEmail?: string | null;
  postalCode?: string | null;
  /** The reservation's activation code (stored hashed, as the server keeps it). */
  activationCode?: string;
  /** Suites to create for the stay, by name (the first is the suite); none by default. */
  suites?: readonly string[];
  mainGuest?: { firstname: string; surname: string };
  /** The booking's relation (customer) in the ERP. */
  relation?: { erpUid: string; name: string };
}

export interface GuestInput {
  reservationId?: string | null;
  isMain?: boolean;
  firstname?: string;
  surname?: string;
  email?: string;
  /** Lets the guest sign in with this password; without it only their token works. */
  password?: string;
}

/**
 * Test data built in the suite's own database, never the demo seed. Every record gets fresh ids, so factories can
 * be called from any test without clashing. Tables without a module insert function are written here directly.
 */
export function createFactories(context: FactoryContext) {
  const db = () => context.db;

  async function session(accountId: string, email: string, role: 'GUEST' | StaffRole): Promise<TestCaller> {
    const sessionId = randomUUID();
    const now = new Date();
    await insertSession(db(), {
      id: sessionId,
      accountId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + DAY_MS).toISOString(),
    });
    return { accountId, email, token: context.accessTokens.sign({ accountId, sessionId, role }) };
  }

  const factories = {
    /** A location; its time zone defaults to Europe/Amsterdam. */
    async location(input: { name?: string; timeZone?: string } = {}): Promise<{ id: string; name: string; timeZone: string }> {
      const location = { id: uniqueId('location'), name: input.name ?? 'Test park', timeZone: input.timeZone ?? TEST_TIME_ZONE };
      await insertLocation(db(), location);
      return location;
    },

    /** The settings every suite starts from: role menus, chat permissions and the 11:00 controls deactivation. */
    async settings(): Promise<void> {
      for (const { scope, name, value } of TEST_SETTINGS) await saveSetting(db(), scope, name, value);
    },

    /** A staff member with an account and a live session; `password` makes them able to sign in. */
    async staff(input: {
      role: StaffRole;
      locationId: string | null;
      workgroup?: string | null;
      firstname?: string;
      surname?: string;
      email?: string;
      password?: string;
    }): Promise<TestStaff> {
      const id = uniqueId(`employee-${input.role.toLowerCase()}`);
      const firstname = input.firstname ?? input.role.charAt(0) + input.role.slice(1).toLowerCase();
      const workgroup = input.workgroup === undefined ? `${firstname}s` : input.workgroup;
      const email = input.email ?? `${id}@test.stay`;
      await insertStaff(db(), {
          id,
          erp_uid: `erp-${id}`,
          firstname,
          surname: input.surname ?? 'Tester',
          role: input.role,
          workgroup,
          location_id: input.locationId,
          cellphone: null,
          answer_suggestions: 1,
          subscribed_to_newsletter: 0,
      });
      const accountId = randomUUID();
      await insertAccount(db(), {
          id: accountId,
          email,
          password_hash: await passwordHashOf(input.password),
          email_verified: 1,
          employee_id: id,
          person_id: null,
          reset_hash: null,
          created_at: new Date().toISOString(),
      });
      const erpUid = `erp-${id}`;
      return { ...(await session(accountId, email, input.role)), id, erpUid, role: input.role, firstname, workgroup, locationId: input.locationId };
    },

    /** A suite (an `accommodations` row) at a location. */
    async suite(input: { locationId: string | null; name?: string }): Promise<{ id: string; name: string }> {
      const suite = { id: uniqueId('suite'), name: input.name ?? 'Suite Test' };
      await db().insertInto('accommodations').values({ id: suite.id, name: suite.name, location_id: input.locationId }).execute();
      return suite;
    },

    /**
     * A reservation with dates relative to `now` (by default: started yesterday 15:00, ends in four days 10:00),
     * confirmed, with its suites.
     */
    async reservation(input: ReservationInput = {}): Promise<TestReservation> {
      const now = input.now ?? new Date();
      const locationId = input.locationId ?? null;
      const timeZone = locationId ? await timeZoneOf(locationId) : TEST_TIME_ZONE;
      const at = (dayAndTime: DayAndTime) => instantAt(now, dayAndTime, timeZone);
      const start = at(input.start ?? { days: -1, time: '15:00' });
      const end = input.end ?? { days: 4, time: '10:00' };
      const id = uniqueId('reservation');
      const suites = [];
      for (const name of input.suites ?? []) suites.push(await factories.suite({ locationId, name }));
      const bookingEmail = input.bookingEmail ?? null;
      const postalCode = input.postalCode ?? null;
      const reservation: TestReservation = {
        id,
        number: input.number ?? uniqueId('T').toUpperCase(),
        locationId,
        suiteIds: suites.map((suite) => suite.id),
        bookingEmail,
        postalCode,
      };
      const guideId = input.guideId ?? null;
      await db()
        .insertInto('reservations')
        .values({
          id,
          reservation_number: reservation.number,
          status: input.status ?? 30,
          start_date_time: start,
          end_date_time: at(end),
          location_id: locationId,
          accommodation_name: suites[0]?.name ?? null,
          controls_activation_date_time: start,
          controls_deactivation_date_time: at(input.deactivation ?? end),
          controls_are_active: 1,
          suite_access_has_token: 1,
          guide_employee_id: guideId,
          guide_selection_timestamp: guideId ? new Date(now.getTime() - 2 * 60 * 60 * 1000).toISOString() : null,
          main_guest_firstname: input.mainGuest?.firstname ?? 'Main',
          main_guest_surname: input.mainGuest?.surname ?? 'Guest',
          demo_mode: input.demoMode ? 1 : 0,
          relation_erp_uid: input.relation?.erpUid ?? null,
          relation_name: input.relation?.name ?? null,
          booking_email: bookingEmail,
          booking_postal_code: postalCode === null ? null : normalisePostalCode(postalCode),
          activation_code_hash: input.activationCode === undefined ? null : hashActivationCode(input.activationCode),
        })
        .execute();
      if (suites.length > 0) {
        await db()
          .insertInto('reservation_accommodations')
          .values(suites.map((suite, position) => ({ reservation_id: id, accommodation_id: suite.id, position })))
          .execute();
      }
      return reservation;
    },

    /**
     * A guest (guest row, account, live session). With `reservationId` they are linked to it and it is their current
     * reservation (as its main guest unless `isMain: false`).
     */
    async guest(input: GuestInput = {}): Promise<TestGuest> {
      const id = uniqueId('person');
      const accountId = randomUUID();
      const firstname = input.firstname ?? 'Guest';
      const surname = input.surname ?? 'Tester';
      const email = input.email ?? `${id}@test.stay`;
      const now = new Date().toISOString();
      await insertGuestAccount(db(), {
        accountId,
        guestId: id,
        erpUid: `erp-${id}`,
        email,
        passwordHash: await passwordHashOf(input.password),
        firstname,
        surname,
        cellphone: null,
        subscribedToNewsletter: false,
        createdAt: now,
      });
      // A guest who signs up verifies their email later; factory guests have done so, like staff.
      await db().updateTable('accounts').set({ email_verified: 1 }).where('id', '=', accountId).execute();
      const reservationId = input.reservationId ?? null;
      if (reservationId) {
        const isMain = input.isMain ?? true;
        await insertGuestLink(db(), { reservationId, guestId: id, isMain, joinedAt: now });
        await setActiveReservation(db(), id, reservationId);
        if (isMain) await db().updateTable('reservations').set({ main_person_id: id }).where('id', '=', reservationId).execute();
      }
      return { ...(await session(accountId, email, 'GUEST')), id, role: 'GUEST', firstname, surname, reservationId };
    },

    /** A reservation and its main guest (named on the booking as well) in one go. */
    async stay(input: ReservationInput & { guest?: GuestInput } = {}): Promise<{ reservation: TestReservation; guest: TestGuest }> {
      const names = { firstname: input.guest?.firstname ?? 'Guest', surname: input.guest?.surname ?? 'Tester' };
      const reservation = await factories.reservation({ mainGuest: names, ...input });
      const guest = await factories.guest({ ...input.guest, ...names, reservationId: reservation.id });
      return { reservation, guest };
    },

    /** A signed-in staff member of every staff role at a location, each in their own workgroup. */
    async staffOfEveryRole(locationId: string | null, options: { password?: string } = {}): Promise<Record<StaffRole, TestStaff>> {
      const staffOf = (role: StaffRole, workgroup: string) => factories.staff({ role, locationId, workgroup, ...options });
      return {
        GUIDE: await staffOf('GUIDE', 'Guides'),
        CUBER: await staffOf('CUBER', 'Housekeeping'),
        BACKOFFICE: await staffOf('BACKOFFICE', 'Backoffice'),
        MANAGEMENT: await staffOf('MANAGEMENT', 'Management'),
      };
    },

    /** Another live session of the same account: a token whose revocation leaves the caller's own token alone. */
    async anotherSession(caller: TestStaff | TestGuest): Promise<string> {
      return (await session(caller.accountId, caller.email, caller.role)).token;
    },

    /**
     * A device in a suite: a simulator device unless an MQTT friendly name is given; answers its id, which is also its
     * simulator id unless `externalId` is given (a simulated thermostat whose id holds `energy` reports energy).
     */
    async device(input: { suiteId: string; type: DeviceType; name?: string; mqttName?: string; externalId?: string }): Promise<string> {
      const id = uniqueId(`device-${input.type.toLowerCase()}`);
      const reachedBy = input.mqttName === undefined ? { connector: 'simulator', external_id: input.externalId ?? id } : { connector: 'mqtt', external_id: input.mqttName };
      await insertDevices(db(), [{ id, accommodation_id: input.suiteId, type: input.type, name: input.name ?? input.type, position: 0, ...reachedBy }]);
      return id;
    },

    /** An open invite to a reservation; answers the token the mailed link carries. */
    async invite(input: { reservationId: string; email: string; invitedBy?: string | null; expiresInDays?: number }): Promise<{ id: string; token: string }> {
      const token = generateOpaqueToken();
      const now = new Date();
      const id = uniqueId('invite');
      await insertInvite(db(), {
        id,
        reservation_id: input.reservationId,
        email: input.email,
        token_hash: sha256Hex(token),
        invited_by_person_id: input.invitedBy ?? null,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + (input.expiresInDays ?? 7) * DAY_MS).toISOString(),
        accepted_at: null,
        accepted_by_person_id: null,
        revoked_at: null,
      });
      return { id, token };
    },

    ...createChatFactories(db),
    ...createGuideFactories(db),
  };

  async function timeZoneOf(locationId: string): Promise<string> {
    const row = await db().selectFrom('locations').select('time_zone').where('id', '=', locationId).executeTakeFirst();
    return row?.time_zone ?? TEST_TIME_ZONE;
  }

  return factories;
}

export type Factories = ReturnType<typeof createFactories>;
