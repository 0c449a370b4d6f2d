import { randomUUID } from 'node:crypto';
import { CHAT_STATUS } from '@stay/contract';
import type { Db, DbOrTrx } from '../../../db/database';
import { AppError } from '../../../errors';
import type { GuestCaller, StaffCaller } from '../../../http/caller';
import { findStaffRow } from '../../identity';
import { findReservationById } from '../../reservation';
import { canStaffSee } from '../access/membership';
import { findChatMembers, insertMember, type ChatMemberRecord } from '../members/member-repository';
import { findChat, findChatByReservation, findGuestChat, insertChat, type ChatRow } from './chat-repository';

export interface LoadedChat {
  chat: ChatRow;
  members: ChatMemberRecord[];
  /** The caller's read mark when it was read along with the chat (a guest's existing chat); undefined otherwise. */
  readMark?: number;
}

/** A chat the staff member may see, with its members; otherwise 404 CHAT_NOT_FOUND (no hint that it exists). */
export async function loadStaffChat(db: DbOrTrx, actor: StaffCaller, nmbr: number): Promise<LoadedChat> {
  const chat = await findChat(db, nmbr);
  if (!chat) throw new AppError('CHAT_NOT_FOUND');
  const members = await findChatMembers(db, nmbr);
  if (!canStaffSee(actor, chat, members)) throw new AppError('CHAT_NOT_FOUND');
  return { chat, members };
}

export async function reloadChat(db: DbOrTrx, nmbr: number): Promise<LoadedChat> {
  const chat = await findChat(db, nmbr);
  if (!chat) throw new AppError('CHAT_NOT_FOUND');
  return { chat, members: await findChatMembers(db, nmbr) };
}

/** Makes the guide an admin member of the chat (call after the reservation's guide changes). */
export async function addGuideToChat(db: DbOrTrx, chatNmbr: number, guideStaffId: string | null, now: string): Promise<boolean> {
  if (!guideStaffId) return false;
  const guide = await findStaffRow(db, guideStaffId);
  if (!guide) return false;
  return insertMember(db, {
    id: randomUUID(),
    chat_nmbr: chatNmbr,
    kind: 'employee',
    member_key: guide.id,
    person_id: null,
    employee_id: guide.id,
    workgroup: guide.workgroup,
    mode: 'A',
    joined_at: now,
    joined_after_nmbr: 0,
  });
}

/** Makes the reservation's new guide an admin member of its chat, if the reservation has a chat yet. */
export async function syncReservationChatGuide(db: DbOrTrx, reservationId: string, guideStaffId: string | null, now: string): Promise<boolean> {
  const chat = await findChatByReservation(db, reservationId);
  return chat ? addGuideToChat(db, chat.nmbr, guideStaffId, now) : false;
}

/**
 * The reservation's chat, created when missing (status N until its first message) with the reservation's guide as
 * admin. Safe against two creators at once: the unique reservation_id makes the second insert a no-op.
 */
export async function openReservationChat(db: DbOrTrx, reservationId: string, now: string): Promise<ChatRow> {
  const existing = await findChatByReservation(db, reservationId);
  if (existing) return existing;
  const reservation = await findReservationById(db, reservationId);
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  const nmbr = await insertChat(db, {
    chatname: null,
    chatstatus: CHAT_STATUS.new,
    chatpriority: 'NORMAL',
    actionholder_employee_id: null,
    object1: 'reservation',
    objectkey: reservationId,
    reservation_id: reservationId,
    location_id: reservation.location_id,
    last_message_nmbr: null,
    activity_at: now,
    created_at: now,
    updated_at: now,
  });
  const chat = nmbr === undefined ? await findChatByReservation(db, reservationId) : await findChat(db, nmbr);
  if (!chat) throw new AppError('CHAT_NOT_FOUND');
  if (nmbr !== undefined) await addGuideToChat(db, chat.nmbr, reservation.guide_employee_id, now);
  return chat;
}

/**
 * The guest's chat: the chat of their current reservation, created on first use. The guest (and the reservation's
 * current guide) become members. A guest without a current reservation gets 404 RESERVATION_NOT_FOUND. An existing
 * chat is read with its reservation's guide and the guest's read mark in one query and its members in another; the
 * reservation is not read again.
 */
export async function ensureGuestChat(db: Db, actor: GuestCaller, now: Date): Promise<LoadedChat> {
  const reservationId = actor.reservationId;
  if (!reservationId) throw new AppError('RESERVATION_NOT_FOUND');
  const found = await findGuestChat(db, reservationId, actor.id);
  if (found) {
    const { reservation_guide_id: guide, guest_read_mark: readMark, ...existing } = found;
    const members = await findChatMembers(db, existing.nmbr);
    let isMember = false;
    let hasGuide = guide === null;
    for (const member of members) {
      if (member.kind === 'person' && member.member_key === actor.id) isMember = true;
      if (member.kind === 'employee' && member.member_key === guide) hasGuide = true;
    }
    if (isMember && hasGuide) return readMark === null ? { chat: existing, members } : { chat: existing, members, readMark };
  }
  return db.transaction().execute(async (trx) => {
    const iso = now.toISOString();
    const chat = await openReservationChat(trx, reservationId, iso);
    await insertMember(trx, {
      id: randomUUID(),
      chat_nmbr: chat.nmbr,
      kind: 'person',
      member_key: actor.id,
      person_id: actor.id,
      employee_id: null,
      workgroup: null,
      mode: 'M',
      joined_at: iso,
      joined_after_nmbr: 0,
    });
    const reservation = await findReservationById(trx, reservationId);
    await addGuideToChat(trx, chat.nmbr, reservation?.guide_employee_id ?? null, iso);
    return { chat, members: await findChatMembers(trx, chat.nmbr) };
  });
}
