import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  RENTAL_DAMAGE_PHOTO_FIELD,
  RENTAL_DAMAGE_TEXT_FIELD,
  RENTAL_DAMAGE_TEXT_MAX_LENGTH,
  distanceToStation,
  endRentalRefusal,
  getPermission,
  isAtStation,
  isInsideRentalWindow,
  isRentalActive,
  stationCoordinatesSchema,
  type Rental,
  type RentalBeaconReply,
  type RentalCommand,
  type RentalDamageReport,
  type RentalGpsReply,
  type RentalStateReply,
  type RentalTemplate,
  type AppLanguage,
  type RentalTemplateName,
  type StationCoordinates,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError, isAppError } from '../../errors';
import type { GuestCaller } from '../../http/caller';
import { asUploadError } from '../../storage/multipart-upload';
import { uploadPayer, type UploadGuard, type UploadPayer } from '../../storage/upload-guard';
import { RentalPartnerUnavailableError, type BikeReport, type FleetRef, type RentalPartnerPort } from '../../platform/rental-partner/port';
import type { PhotoStorage, StoredPhoto } from './photo-storage';
import {
  findBusyBikeIds,
  findDamagedRentalIds,
  findRental,
  findRentalsOf,
  insertDamageReport,
  markRentalEnded,
  updateRental,
  type DamageReportRow,
  type RentalPatch,
  type RentalRow,
} from './repository';
import { toDamageReport, toRental } from './to-wire';

/** The location's bike station: the `rental-partner.stationCoordinates` permission, or null when absent or malformed. */
export function stationOf(permissions: unknown): StationCoordinates | null {
  const parsed = stationCoordinatesSchema.safeParse(getPermission(permissions, 'rental-partner.stationCoordinates'));
  return parsed.success ? parsed.data : null;
}

/** Partner failures become the catalogue's RENTAL_PARTNER_UNAVAILABLE; our own errors pass. */
async function askPartner<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isAppError(error)) throw error;
    const reason = error instanceof RentalPartnerUnavailableError ? error.message : 'The rental partner failed';
    throw new AppError('RENTAL_PARTNER_UNAVAILABLE', reason);
  }
}

export interface RentalServiceDeps {
  db: Db;
  partner: RentalPartnerPort;
  photos: PhotoStorage;
  uploads: UploadGuard;
}

/** The guest's side of the rental partner: every call is for the caller's current reservation only. */
export function createRentalService({ db, partner, photos, uploads }: RentalServiceDeps) {
  /** The caller must be a guest whose current reservation is `reservationId`; anyone else: RESERVATION_NOT_FOUND. */
  async function fleetFor(guest: GuestCaller, reservationId: string): Promise<FleetRef> {
    if (guest.reservationId === null || guest.reservationId !== reservationId || guest.locationId === null) {
      throw new AppError('RESERVATION_NOT_FOUND');
    }
    return { locationId: guest.locationId, station: stationOf(await guest.permissions()) };
  }

  /** A rental of the reservation; RENTAL_NOT_FOUND for any other. */
  async function rentalOf(reservationId: string, rentalId: string): Promise<RentalRow> {
    const row = await findRental(db, rentalId);
    if (!row || row.reservation_id !== reservationId) throw new AppError('RENTAL_NOT_FOUND');
    return row;
  }

  function requireActive(row: RentalRow, now: Date): void {
    if (!isRentalActive({ startDateTime: row.start_at, endDateTime: row.end_at, endedDateTime: row.ended_at }, now)) {
      throw new AppError('RENTAL_NOT_ACTIVE');
    }
  }

  /** Stores the partner's report on the rental and answers the updated row. */
  async function record(row: RentalRow, report: BikeReport, fleet: FleetRef, now: Date, extra: RentalPatch = {}): Promise<RentalRow> {
    const patch: RentalPatch = {
      bike_id: report.bikeId,
      bike_name: report.name,
      lock_state: report.lock,
      battery: report.battery === null ? null : Math.round(report.battery),
      lat: report.position?.lat ?? null,
      lng: report.position?.lng ?? null,
      at_station: isAtStation(report.position, fleet.station) ? 1 : 0,
      reported_at: now.toISOString(),
      ...extra,
    };
    await updateRental(db, row.id, patch);
    return { ...row, ...patch };
  }

  /** The bike's live report; the partner assigns a bike the first time. */
  async function liveBike(row: RentalRow, fleet: FleetRef, now: Date): Promise<BikeReport> {
    const bikeId = row.bike_id;
    if (bikeId) return askPartner(() => partner.bike(fleet, bikeId));
    const busyBikeIds = await findBusyBikeIds(db, fleet.locationId, now);
    return askPartner(() => partner.assignBike(fleet, { rentalId: row.id, productkey: row.productkey, busyBikeIds }));
  }

  async function refreshed(row: RentalRow, fleet: FleetRef, now: Date): Promise<RentalRow> {
    return record(row, await liveBike(row, fleet, now), fleet, now);
  }

  async function asWire(row: RentalRow, now: Date): Promise<Rental> {
    const damaged = await findDamagedRentalIds(db, [row.id]);
    return toRental(row, damaged.has(row.id), now);
  }

  return {
    /** The reservation's rentals; the active ones with the bike's live state. */
    async state(guest: GuestCaller, reservationId: string, now: Date): Promise<RentalStateReply> {
      const fleet = await fleetFor(guest, reservationId);
      const rows = await findRentalsOf(db, reservationId);
      const current: RentalRow[] = [];
      for (const row of rows) {
        const isActive = isRentalActive({ startDateTime: row.start_at, endDateTime: row.end_at, endedDateTime: row.ended_at }, now);
        current.push(isActive ? await refreshed(row, fleet, now) : row);
      }
      const damaged = await findDamagedRentalIds(
        db,
        current.map((row) => row.id),
      );
      const stationBeaconId = fleet.station ? await askPartner(() => partner.stationBeaconId(fleet)) : null;
      return {
        rentals: current.map((row) => toRental(row, damaged.has(row.id), now)),
        station: fleet.station,
        stationBeaconId,
      };
    },

    async command(guest: GuestCaller, reservationId: string, rentalId: string, command: RentalCommand, now: Date): Promise<Rental> {
      const fleet = await fleetFor(guest, reservationId);
      const row = await rentalOf(reservationId, rentalId);
      requireActive(row, now);
      const assigned = row.bike_id ? row : await refreshed(row, fleet, now);
      const bikeId = assigned.bike_id as string;
      const report = await askPartner(() => partner.command(fleet, bikeId, command));
      return asWire(await record(assigned, report, fleet, now), now);
    },

    async checkGps(guest: GuestCaller, reservationId: string, rentalId: string, now: Date): Promise<RentalGpsReply> {
      const fleet = await fleetFor(guest, reservationId);
      const row = await rentalOf(reservationId, rentalId);
      requireActive(row, now);
      const report = await liveBike(row, fleet, now);
      const updated = await record(row, report, fleet, now);
      return {
        rental: await asWire(updated, now),
        atStation: updated.at_station === 1,
        distanceMeters: distanceToStation(report.position, fleet.station),
      };
    },

    async beacon(guest: GuestCaller, reservationId: string, rentalId: string, beaconId: string, now: Date): Promise<RentalBeaconReply> {
      const fleet = await fleetFor(guest, reservationId);
      const row = await rentalOf(reservationId, rentalId);
      requireActive(row, now);
      const seen = await askPartner(() => partner.identifyBeacon(fleet, beaconId));
      let updated = row;
      if (seen.kind === 'station') {
        await updateRental(db, row.id, { station_beacon_seen_at: now.toISOString() });
        updated = { ...row, station_beacon_seen_at: now.toISOString() };
      }
      return { rental: await asWire(updated, now), beacon: seen.kind };
    },

    /** Ends the rental with the bike at the station: the partner locks it and takes it back. */
    async endRental(guest: GuestCaller, reservationId: string, rentalId: string, now: Date): Promise<Rental> {
      const fleet = await fleetFor(guest, reservationId);
      const row = await rentalOf(reservationId, rentalId);
      requireActive(row, now);
      const report = await liveBike(row, fleet, now);
      const refusal = endRentalRefusal(
        {
          startDateTime: row.start_at,
          endDateTime: row.end_at,
          endedDateTime: row.ended_at,
          position: report.position,
          station: fleet.station,
          stationBeaconSeenAt: row.station_beacon_seen_at,
        },
        now,
      );
      if (refusal === 'NOT_AT_STATION') {
        await record(row, report, fleet, now);
        const distance = distanceToStation(report.position, fleet.station);
        const where = distance === null ? 'its position is unknown' : `it is ${Math.round(distance)} m from the station`;
        throw new AppError('RENTAL_NOT_AT_STATION', `The bike is not at the station: ${where}`);
      }
      if (refusal) throw new AppError('RENTAL_NOT_ACTIVE');
      const returned = await askPartner(() => partner.returnBike(fleet, report.bikeId));
      const endedAt = now.toISOString();
      // Two taps at once: only the first ends it; the second is told it is no longer active.
      const isEnded = await markRentalEnded(db, row.id, { ended_at: endedAt });
      if (!isEnded) throw new AppError('RENTAL_NOT_ACTIVE');
      return asWire(await record({ ...row, ended_at: endedAt }, returned, fleet, now), now);
    },

    /**
     * A damage report from multipart text (required) and an optional photo, accepted from the window's start to its
     * end (also after the rental was ended, while the window runs).
     */
    async reportDamage(guest: GuestCaller, reservationId: string, rentalId: string, request: FastifyRequest, now: Date): Promise<RentalDamageReport> {
      await fleetFor(guest, reservationId);
      const row = await rentalOf(reservationId, rentalId);
      if (!isInsideRentalWindow({ startDateTime: row.start_at, endDateTime: row.end_at }, now)) throw new AppError('RENTAL_NOT_ACTIVE');
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'content-type: send multipart/form-data');
      const { text, photo } = await readDamageUpload(request, row.id, photos, { uploads, payer: uploadPayer(request, guest), now });
      const report: DamageReportRow = {
        id: randomUUID(),
        rental_id: row.id,
        reporter_person_id: guest.id,
        text,
        photo_filename: photo?.filename ?? null,
        photo_mimetype: photo?.mimetype ?? null,
        photo_size: photo?.size ?? null,
        created_at: now.toISOString(),
      };
      try {
        await insertDamageReport(db, report);
      } catch (error) {
        if (photo) await photos.remove(row.id, photo.filename);
        throw error;
      }
      return toDamageReport(report);
    },

    async template(name: RentalTemplateName, language: AppLanguage): Promise<RentalTemplate> {
      const text = await askPartner(() => partner.template(name, language));
      return { template: name, language, title: text.title, text: text.text };
    },
  };
}

/**
 * Reads the damage upload: exactly one text field and at most one photo. A broken body is INVALID_INPUT; a stored
 * photo is removed again when the rest of the body turns out to be wrong.
 */
async function readDamageUpload(
  request: FastifyRequest,
  rentalId: string,
  photos: PhotoStorage,
  budget: { uploads: UploadGuard; payer: UploadPayer; now: Date },
): Promise<{ text: string; photo: StoredPhoto | null }> {
  let text: string | null = null;
  let photo: StoredPhoto | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: photos.maxBytes, files: 1, fields: 1, parts: 2, fieldSize: RENTAL_DAMAGE_TEXT_MAX_LENGTH * 4 } })) {
      if (part.type === 'field') {
        if (part.fieldname !== RENTAL_DAMAGE_TEXT_FIELD || typeof part.value !== 'string') {
          throw new AppError('INVALID_INPUT', `body: only the fields '${RENTAL_DAMAGE_TEXT_FIELD}' and '${RENTAL_DAMAGE_PHOTO_FIELD}'`);
        }
        text = part.value;
      } else {
        if (part.fieldname !== RENTAL_DAMAGE_PHOTO_FIELD) {
          part.file.resume();
          throw new AppError('INVALID_INPUT', `body: the photo goes in the field '${RENTAL_DAMAGE_PHOTO_FIELD}'`);
        }
        photo = await budget.uploads
          .store(
            budget.payer,
            budget.now,
            (budgetBytes) => photos.save(rentalId, part.file, () => part.file.truncated, budgetBytes),
            (stored) => photos.remove(rentalId, stored.filename),
          )
          .catch((error: unknown) => {
            // A photo refused before it was read (budget spent, disk short) is read to its end, so the answer can go out.
            if (!part.file.readableEnded) part.file.resume();
            throw error === part.file.errored ? asUploadError(error, RENTAL_DAMAGE_PHOTO_FIELD) : error;
          });
      }
    }
    const clean = (text ?? '').trim();
    if (clean.length === 0) throw new AppError('INVALID_INPUT', `${RENTAL_DAMAGE_TEXT_FIELD}: describe the damage`);
    if (clean.length > RENTAL_DAMAGE_TEXT_MAX_LENGTH) {
      throw new AppError('INVALID_INPUT', `${RENTAL_DAMAGE_TEXT_FIELD}: at most ${RENTAL_DAMAGE_TEXT_MAX_LENGTH} characters`);
    }
    return { text: clean, photo };
  } catch (error) {
    if (photo) await photos.remove(rentalId, photo.filename);
    throw asUploadError(error, RENTAL_DAMAGE_PHOTO_FIELD);
  }
}

export type RentalService = ReturnType<typeof createRentalService>;
