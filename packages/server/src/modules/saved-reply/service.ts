import { randomUUID } from 'node:crypto';
import {
  unknownSavedReplyVariables,
  type SavedReply,
  type SavedReplyCreateBody,
  type SavedReplyListQuery,
  type SavedReplyUpdateBody,
} from '@stay/contract';
import type { Db, DbOrTrx } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { locationExists } from '../locations';
import { deleteSavedReply, findSavedReplies, findSavedReply, insertSavedReply, updateSavedReply, type SavedReplyRow, type SavedReplyScope } from './repository';
import { toSavedReply } from './to-wire';

type ReplyText = SavedReplyCreateBody['text'];

/** Only management curates the replies a location shares. */
const canCurateShared = (staff: StaffCaller): boolean => staff.role === 'MANAGEMENT';

const canEdit = (staff: StaffCaller, row: SavedReplyRow): boolean => (row.employee_id === null ? canCurateShared(staff) : row.employee_id === staff.id);

/** Every language's text may use only the known variables: a typo like `{fistname}` would reach the guest as written. */
function assertVariables(text: ReplyText | undefined): void {
  if (text === undefined) return;
  const unknown = [text.en, text.nl, text.de, text.fr].flatMap((value) => (value === null ? [] : unknownSavedReplyVariables(value)));
  if (unknown.length > 0) throw new AppError('SAVED_REPLY_VARIABLE_UNKNOWN', `Unknown variable {${unknown[0]}}`);
}

const textColumns = (text: ReplyText) => ({ text: text.en, text_nl: text.nl, text_de: text.de, text_fr: text.fr });

/**
 * The location a list covers: the caller's (naming another answers LOCATION_NOT_FOUND); staff without a location see
 * every location's shared replies, or those of the one they name.
 */
async function listScope(db: DbOrTrx, staff: StaffCaller, location: string | undefined): Promise<SavedReplyScope> {
  if (location === undefined || location === staff.locationId) return { locationId: staff.locationId, employeeId: staff.id };
  if (staff.locationId !== null || !(await locationExists(db, location))) throw new AppError('LOCATION_NOT_FOUND');
  return { locationId: location, employeeId: staff.id };
}

export function createSavedReplyService({ db }: { db: Db }) {
  const scopeOf = (staff: StaffCaller): SavedReplyScope => ({ locationId: staff.locationId, employeeId: staff.id });

  /**
   * A reply the caller may change: their own; for management also the location's shared ones. Other staff are refused
   * whatever the reply is (403), so nobody learns whether another's reply exists; management gets 404 for a reply
   * that is not theirs to curate.
   */
  async function requireEditable(trx: DbOrTrx, staff: StaffCaller, id: string): Promise<SavedReplyRow> {
    const row = await findSavedReply(trx, scopeOf(staff), id);
    if (row && canEdit(staff, row)) return row;
    if (!canCurateShared(staff)) throw new AppError('UNAUTHORIZED', 'Only management changes shared saved replies');
    throw new AppError('SAVED_REPLY_NOT_FOUND');
  }

  async function reread(trx: DbOrTrx, staff: StaffCaller, id: string): Promise<SavedReply> {
    const row = await findSavedReply(trx, scopeOf(staff), id);
    if (!row) throw new AppError('SAVED_REPLY_NOT_FOUND');
    return toSavedReply(row, canEdit(staff, row));
  }

  return {
    async list(staff: StaffCaller, query: SavedReplyListQuery): Promise<SavedReply[]> {
      const rows = await findSavedReplies(db, await listScope(db, staff, query.location));
      return rows.map((row) => toSavedReply(row, canEdit(staff, row)));
    },

    async create(staff: StaffCaller, now: Date, body: SavedReplyCreateBody): Promise<SavedReply> {
      if (body.shared && !canCurateShared(staff)) throw new AppError('UNAUTHORIZED', 'Only management adds shared saved replies');
      if (staff.locationId !== null && body.location !== undefined && body.location !== staff.locationId) throw new AppError('LOCATION_NOT_FOUND');
      assertVariables(body.text);
      let locationId = staff.locationId;
      if (locationId === null && body.location !== undefined) {
        if (!(await locationExists(db, body.location))) throw new AppError('LOCATION_NOT_FOUND');
        locationId = body.location;
      }
      if (body.shared && locationId === null) throw new AppError('INVALID_INPUT', 'location: name the location of a shared reply');
      const at = now.toISOString();
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        await insertSavedReply(trx, {
          id,
          location_id: locationId,
          employee_id: body.shared ? null : staff.id,
          title: body.title,
          shortcut: body.shortcut,
          ...textColumns(body.text),
          created_at: at,
          updated_at: at,
        });
        return reread(trx, staff, id);
      });
    },

    async update(staff: StaffCaller, now: Date, id: string, body: SavedReplyUpdateBody): Promise<SavedReply> {
      assertVariables(body.text);
      return db.transaction().execute(async (trx) => {
        await requireEditable(trx, staff, id);
        await updateSavedReply(trx, id, {
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.shortcut === undefined ? {} : { shortcut: body.shortcut }),
          ...(body.text === undefined ? {} : textColumns(body.text)),
          updated_at: now.toISOString(),
        });
        return reread(trx, staff, id);
      });
    },

    async remove(staff: StaffCaller, id: string): Promise<{ message: string }> {
      await db.transaction().execute(async (trx) => {
        await requireEditable(trx, staff, id);
        await deleteSavedReply(trx, id);
      });
      return { message: 'Saved reply removed' };
    },
  };
}

export type SavedReplyService = ReturnType<typeof createSavedReplyService>;
