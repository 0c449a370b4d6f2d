import { STAFF_RESERVATION_LISTS, type StaffReservationList } from '@stay/contract';
import { AppError } from '../../../errors';

/** Where a keyset page ended: the list it belongs to, the last row's sort instant and id. */
export interface ListCursor {
  list: StaffReservationList;
  value: string;
  id: string;
}

/** Opaque on the wire: base64url of a small JSON tuple. */
export const encodeCursor = (cursor: ListCursor): string => Buffer.from(JSON.stringify([cursor.list, cursor.value, cursor.id])).toString('base64url');

/** The cursor of a page of `list`; 400 INVALID_INPUT for anything else (garbage, or another list's cursor). */
export function decodeCursor(text: string, list: StaffReservationList): ListCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    !parsed.every((part) => typeof part === 'string' && part.length > 0 && part.length <= 100) ||
    !(STAFF_RESERVATION_LISTS as readonly string[]).includes(parsed[0] as string) ||
    parsed[0] !== list
  ) {
    throw new AppError('INVALID_INPUT', 'cursor: not a cursor of this list');
  }
  const [, value, id] = parsed as [string, string, string];
  return { list, value, id };
}
