import { randomUUID } from 'node:crypto';
import { CHAT_STATUS, type Chat, type ChatCreateBody, type ChatUpdateBody, type ChatUpdateReason } from '@stay/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { findStaffRows } from '../../identity';
import { findReservationById } from '../../reservation';
import { assertChatAction, isParticipant, membershipOf } from '../access/membership';
import { loadStaffChat, openReservationChat, reloadChat, type LoadedChat } from '../chats/chat-loader';
import { insertChat, updateChat } from '../chats/chat-repository';
import { newestMessageNmbr } from '../chats/newest-message';
import type { StaffChatService } from '../chats/staff-chat-service';
import type { ChatServiceDeps } from '../deps';
import { deleteMember, insertMember, type ChatMemberRecord } from '../members/member-repository';

export interface ActionContext {
  trx: Transaction<Database>;
  actor: StaffCaller;
  loaded: LoadedChat;
  permissions: unknown;
  now: string;
}

/** A staff member as a new member row of a chat; older messages never count as unread for them. */
export const staffMemberRow = (chatNmbr: number, staff: { id: string; workgroup: string | null }, mode: 'A' | 'M', now: string, after: number | null) => ({
  id: randomUUID(),
  chat_nmbr: chatNmbr,
  kind: 'employee' as const,
  member_key: staff.id,
  person_id: null,
  employee_id: staff.id,
  workgroup: staff.workgroup,
  mode,
  joined_at: now,
  joined_after_nmbr: after ?? 0,
});

/** Staff who may be put into a chat at a location: they exist and work there (or everywhere). */
export async function assertStaffAt(trx: Transaction<Database>, locationId: string | null, staffIds: readonly string[]) {
  const unique = [...new Set(staffIds)];
  const rows = await findStaffRows(trx, unique);
  const fits = rows.filter((row) => locationId === null || row.location_id === null || row.location_id === locationId);
  if (fits.length !== unique.length) throw new AppError('INVALID_INPUT', 'employee: unknown staff member');
  return fits;
}

/** Staff chat actions (their guards enforced here with the caller's permissions), update and create. */
export function createChatActionService({ db, events }: ChatServiceDeps, staffChats: StaffChatService) {
  /** Runs a change in a transaction, tells everyone who could see the chat before or after, answers the new view. */
  async function act(
    actor: StaffCaller,
    now: Date,
    nmbr: number,
    change: (context: ActionContext) => Promise<ChatUpdateReason>,
  ): Promise<Chat> {
    const loaded = await loadStaffChat(db, actor, nmbr);
    const permissions = await actor.permissions();
    const reason = await db.transaction().execute((trx) => change({ trx, actor, loaded, permissions, now: now.toISOString() }));
    const after = await reloadChat(db, nmbr);
    const everyone = new Map<string, ChatMemberRecord>([...loaded.members, ...after.members].map((member) => [member.id, member]));
    await events.updated(after.chat, [...everyone.values()], reason);
    return staffChats.view(actor, after);
  }

  const setChat = (context: ActionContext, patch: Parameters<typeof updateChat>[2]) =>
    updateChat(context.trx, context.loaded.chat.nmbr, { ...patch, updated_at: context.now });

  return {
    act,

    join: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        const { trx, actor, loaded, permissions } = context;
        assertChatAction('join', actor, loaded.chat, loaded.members, permissions);
        await insertMember(trx, staffMemberRow(loaded.chat.nmbr, actor, 'M', context.now, newestMessageNmbr(loaded.chat, true)));
        return 'members';
      }),

    leave: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        const { trx, actor, loaded, permissions } = context;
        assertChatAction('leave', actor, loaded.chat, loaded.members, permissions);
        await deleteMember(trx, loaded.chat.nmbr, membershipOf(actor, loaded.chat, loaded.members).direct!.id);
        if (loaded.chat.actionholder_employee_id === actor.id) await setChat(context, { actionholder_employee_id: null });
        return 'members';
      }),

    workgroupLeave: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        const { trx, actor, loaded, permissions } = context;
        assertChatAction('leave', actor, loaded.chat, loaded.members, permissions, { workgroup: true });
        await deleteMember(trx, loaded.chat.nmbr, membershipOf(actor, loaded.chat, loaded.members).workgroup!.id);
        return 'members';
      }),

    archive: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        assertChatAction('archive', context.actor, context.loaded.chat, context.loaded.members, context.permissions);
        await setChat(context, { chatstatus: CHAT_STATUS.closed });
        return 'status';
      }),

    /** Inactive, and nobody holds the action any more. */
    setInactive: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        assertChatAction('inactivate', context.actor, context.loaded.chat, context.loaded.members, context.permissions);
        await setChat(context, { chatstatus: CHAT_STATUS.inactive, actionholder_employee_id: null });
        return 'status';
      }),

    /** The caller takes the chat: action holder (joining if needed), the help request handled; an inactive chat opens again. */
    handle: (actor: StaffCaller, now: Date, nmbr: number) =>
      act(actor, now, nmbr, async (context) => {
        const { trx, actor, loaded, permissions } = context;
        assertChatAction('handle', actor, loaded.chat, loaded.members, permissions);
        if (!membershipOf(actor, loaded.chat, loaded.members).direct) {
          await insertMember(trx, staffMemberRow(loaded.chat.nmbr, actor, 'M', context.now, newestMessageNmbr(loaded.chat, true)));
        }
        const reopen = loaded.chat.chatstatus === CHAT_STATUS.inactive ? { chatstatus: CHAT_STATUS.open } : {};
        // Taking the chat handles the guest's request for help as well.
        await setChat(context, { actionholder_employee_id: actor.id, help_requested_at: null, ...reopen });
        return 'status';
      }),

    /** Name, priority or action holder; members (directly or by workgroup) only. */
    update: (actor: StaffCaller, now: Date, nmbr: number, body: ChatUpdateBody) =>
      act(actor, now, nmbr, async (context) => {
        const { trx, actor, loaded } = context;
        if (!isParticipant(membershipOf(actor, loaded.chat, loaded.members))) throw new AppError('UNAUTHORIZED', 'Members only');
        if (body.actionholder) await assertStaffAt(trx, loaded.chat.location_id, [body.actionholder]);
        await setChat(context, {
          ...(body.chatname !== undefined ? { chatname: body.chatname } : {}),
          ...(body.chatpriority !== undefined ? { chatpriority: body.chatpriority } : {}),
          ...(body.actionholder !== undefined ? { actionholder_employee_id: body.actionholder } : {}),
        });
        return 'details';
      }),

    /** An internal chat (the caller is admin) or a reservation's chat (opened if missing). */
    async create(actor: StaffCaller, now: Date, body: ChatCreateBody): Promise<Chat> {
      const iso = now.toISOString();
      const nmbr = await db.transaction().execute(async (trx) => {
        if (body.objectkey !== undefined) {
          const reservation = await findReservationById(trx, body.objectkey);
          const visible = reservation && (actor.locationId === null || reservation.location_id === actor.locationId);
          if (!visible) throw new AppError('RESERVATION_NOT_FOUND');
          return (await openReservationChat(trx, body.objectkey, iso)).nmbr;
        }
        const others = (await assertStaffAt(trx, actor.locationId, body.members)).filter((staff) => staff.id !== actor.id);
        const created = await insertChat(trx, {
          chatname: body.chatname ?? null,
          chatstatus: CHAT_STATUS.open,
          chatpriority: body.chatpriority,
          actionholder_employee_id: null,
          object1: null,
          objectkey: null,
          reservation_id: null,
          location_id: actor.locationId,
          last_message_nmbr: null,
          activity_at: iso,
          created_at: iso,
          updated_at: iso,
        });
        if (created === undefined) throw new AppError('UNEXPECTED_ERROR');
        await insertMember(trx, staffMemberRow(created, actor, 'A', iso, 0));
        for (const staff of others) await insertMember(trx, staffMemberRow(created, staff, 'M', iso, 0));
        return created;
      });
      const loaded = await reloadChat(db, nmbr);
      await events.updated(loaded.chat, loaded.members, 'created');
      return staffChats.view(actor, loaded);
    },
  };
}

export type ChatActionService = ReturnType<typeof createChatActionService>;
