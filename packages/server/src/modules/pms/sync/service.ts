import { randomUUID } from 'node:crypto';
import type { PmsReservation, PmsReservationBody, PmsReservationListQuery, PmsReservationPage, PmsReservationWrite } from '@stay/contract';
import type { Db, DbOrTrx } from '../../../db/database';
import { AppError } from '../../../errors';
import type { RealtimePublisher } from '../../../platform/realtime/plugin';
import {
  findReservationById,
  insertConfirmedReservation,
  isSameStay,
  moveReservation,
  newUniqueReservationNumber,
  updateReservation,
  type ReservationRow,
} from '../../reservation';
import { findSuiteIdsOf, findSuitesAt, insertReservationSuite, replaceReservationSuites } from '../../suite';
import type { PmsCaller } from '../api-keys/authenticate';
import { findPmsReservation, findPmsReservationsAt, insertPmsReservation, updatePmsReservation, type PmsReservationRow } from './repository';
import { RESERVATION_STATUS_OF } from './status';
import { locationStayClock } from './stay-of';
import { toPmsReservation } from './to-wire';

/** Reservations a PMS creates are numbered "PMS-" and 10 random characters: the PMS's own id stays its own. */
const PMS_RESERVATION_NUMBER = { prefix: 'PMS-', length: 10 } as const;

/** The party a PMS's reservations are booked through (orders are charged to it): one per location. */
const relationOf = (locationId: string) => ({ erpUid: `PMS-${locationId}`, name: 'Property-management system' });

/** The suite the PMS names, by id or name (any case), at the key's location. */
async function suiteNamed(db: DbOrTrx, locationId: string, named: string): Promise<{ id: string; name: string }> {
  const suites = await findSuitesAt(db, locationId);
  const byId = suites.find((suite) => suite.id === named);
  if (byId) return byId;
  const byName = suites.filter((suite) => suite.name.trim().toLowerCase() === named.trim().toLowerCase());
  if (byName.length === 1 && byName[0]) return byName[0];
  throw new AppError(
    'PMS_SUITE_UNKNOWN',
    byName.length > 1 ? `body.suite: ${byName.length} suites are called "${named}"; send the id of one of them` : `body.suite: this location has no suite "${named}"`,
  );
}

/** What a sent reservation is stored as, to tell an update from the same body sent again. */
function fingerprintOf(pms: Pick<PmsReservationRow, 'status' | 'main_guest_email' | 'main_guest_phone' | 'main_guest_language' | 'guests'>, row: ReservationRow, suiteId: string | undefined): string {
  return JSON.stringify([pms.status, pms.main_guest_email, pms.main_guest_phone, pms.main_guest_language, pms.guests, row.main_guest_firstname, row.main_guest_surname, row.start_date_time, row.end_date_time, suiteId]);
}

export interface PmsSyncDeps {
  db: Db;
  realtime: RealtimePublisher;
}

/**
 * The reservation sync API: a PMS writes its reservations by its own id, idempotently. Every write happens in one
 * transaction (a refused body writes nothing); the location's staff are told over realtime after it commits.
 */
export function createPmsSyncService({ db, realtime }: PmsSyncDeps) {
  async function view(pms: PmsReservationRow): Promise<PmsReservation> {
    const [reservation, clock, suites] = await Promise.all([findReservationById(db, pms.reservation_id), locationStayClock(db, pms.location_id), findSuitesAt(db, pms.location_id)]);
    if (!reservation) throw new AppError('PMS_RESERVATION_NOT_FOUND');
    const [suiteId] = await findSuiteIdsOf(db, [reservation.id]);
    const suite = suites.find((candidate) => candidate.id === suiteId) ?? { id: suiteId ?? '', name: reservation.accommodation_name ?? '' };
    return toPmsReservation(pms, reservation, suite, clock);
  }

  async function announce(reservationId: string): Promise<void> {
    const reservation = await findReservationById(db, reservationId);
    if (!reservation?.location_id) return;
    await realtime.publish({
      audience: { locationStaff: { locationId: reservation.location_id } },
      event: { type: 'reservation.updated', reservationId, nmbr: reservation.reservation_number },
    });
  }

  async function write(caller: PmsCaller, now: Date, externalId: string, body: PmsReservationBody): Promise<PmsReservationWrite['outcome']> {
    const suite = await suiteNamed(db, caller.locationId, body.suite);
    const stay = (await locationStayClock(db, caller.locationId)).stayOf(body.arrival, body.departure);
    const at = now.toISOString();
    const status = RESERVATION_STATUS_OF[body.status];
    const stored = {
      api_key_id: caller.apiKeyId,
      status: body.status,
      main_guest_email: body.mainGuest.email ?? null,
      main_guest_phone: body.mainGuest.phone ?? null,
      main_guest_language: body.mainGuest.language,
      guests: JSON.stringify(body.guests.map((guest) => ({ ...guest, email: guest.email ?? null, phone: guest.phone ?? null }))),
      updated_at: at,
    };
    const reservationFields = {
      status,
      accommodation_name: suite.name,
      main_guest_firstname: body.mainGuest.firstname,
      main_guest_surname: body.mainGuest.surname,
      booking_email: body.mainGuest.email?.toLowerCase() ?? null,
      controls_are_active: body.status === 'cancelled' ? 0 : 1,
    };

    return db.transaction().execute(async (trx) => {
      const existing = await findPmsReservation(trx, caller.locationId, externalId);
      if (!existing) {
        const id = randomUUID();
        await insertConfirmedReservation(trx, {
          id,
          reservationNumber: await newUniqueReservationNumber(trx, PMS_RESERVATION_NUMBER),
          locationId: caller.locationId,
          suiteName: suite.name,
          ...stay,
          mainGuest: body.mainGuest,
          relation: relationOf(caller.locationId),
        });
        await updateReservation(trx, id, reservationFields);
        await insertReservationSuite(trx, id, suite.id);
        await insertPmsReservation(trx, { location_id: caller.locationId, external_id: externalId, reservation_id: id, created_at: at, ...stored });
        return 'created';
      }
      const row = await findReservationById(trx, existing.reservation_id);
      if (!row) throw new AppError('PMS_RESERVATION_NOT_FOUND');
      const [suiteId] = await findSuiteIdsOf(trx, [row.id]);
      const before = fingerprintOf(existing, row, suiteId);
      const after = fingerprintOf(stored, { ...row, ...reservationFields, start_date_time: stay.startDateTime, end_date_time: stay.endDateTime }, suite.id);
      if (before === after && row.status === status) return 'unchanged';
      if (!isSameStay(row, stay)) await moveReservation(trx, row, stay);
      if (suiteId !== suite.id) await replaceReservationSuites(trx, row.id, [suite.id]);
      await updateReservation(trx, row.id, reservationFields);
      await updatePmsReservation(trx, { locationId: caller.locationId, externalId }, stored);
      return 'updated';
    });
  }

  async function written(caller: PmsCaller, externalId: string, outcome: PmsReservationWrite['outcome']): Promise<PmsReservationWrite> {
    const pms = await findPmsReservation(db, caller.locationId, externalId);
    if (!pms) throw new AppError('PMS_RESERVATION_NOT_FOUND');
    if (outcome !== 'unchanged') await announce(pms.reservation_id);
    return { outcome, reservation: await view(pms) };
  }

  return {
    async list(caller: PmsCaller, query: PmsReservationListQuery): Promise<PmsReservationPage> {
      const rows = await findPmsReservationsAt(db, caller.locationId, query.after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      return { items: await Promise.all(page.map(view)), nextAfter: rows.length > query.limit ? (page.at(-1)?.external_id ?? null) : null };
    },

    async get(caller: PmsCaller, externalId: string): Promise<PmsReservation> {
      const pms = await findPmsReservation(db, caller.locationId, externalId);
      if (!pms) throw new AppError('PMS_RESERVATION_NOT_FOUND');
      return view(pms);
    },

    /** Creates or updates the reservation; two first writes of one id at once end as one reservation. */
    async upsert(caller: PmsCaller, now: Date, externalId: string, body: PmsReservationBody): Promise<PmsReservationWrite> {
      let outcome: PmsReservationWrite['outcome'];
      try {
        outcome = await write(caller, now, externalId, body);
      } catch (error) {
        // The other write created it a moment earlier (the primary key decided): this one is an update of it.
        if (error instanceof AppError || !(await findPmsReservation(db, caller.locationId, externalId))) throw error;
        outcome = await write(caller, now, externalId, body);
      }
      return written(caller, externalId, outcome);
    },

    async cancel(caller: PmsCaller, now: Date, externalId: string): Promise<PmsReservationWrite> {
      const outcome = await db.transaction().execute(async (trx) => {
        const pms = await findPmsReservation(trx, caller.locationId, externalId);
        if (!pms) throw new AppError('PMS_RESERVATION_NOT_FOUND');
        if (pms.status === 'cancelled') return 'unchanged' as const;
        await updateReservation(trx, pms.reservation_id, { status: RESERVATION_STATUS_OF.cancelled, controls_are_active: 0 });
        const { location_id: _location, external_id: _external, reservation_id: _reservation, created_at: _created, ...kept } = pms;
        await updatePmsReservation(trx, { locationId: caller.locationId, externalId }, { ...kept, api_key_id: caller.apiKeyId, status: 'cancelled', updated_at: now.toISOString() });
        return 'updated' as const;
      });
      return written(caller, externalId, outcome);
    },
  };
}

export type PmsSyncService = ReturnType<typeof createPmsSyncService>;
