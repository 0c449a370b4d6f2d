import { randomUUID } from 'node:crypto';
import type { Chat, ChatMemberMode, ChatMemberType } from '@stay/contract';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { workgroupExists } from '../../identity';
import { isGuestOfReservation } from '../../reservation';
import { isParticipant, membershipOf } from '../access/membership';
import { assertStaffAt, staffMemberRow, type ActionContext, type ChatActionService } from '../actions/chat-action-service';
import { updateChat } from '../chats/chat-repository';
import { newestMessageNmbr } from '../chats/newest-message';
import { deleteMember, insertMember, updateMemberMode } from './member-repository';

export interface AddMemberInput {
  type: ChatMemberType;
  name: string;
  mode: ChatMemberMode;
}

type Act = (actor: StaffCaller, now: Date, nmbr: number, change: (context: ActionContext) => Promise<'members'>) => Promise<Chat>;

/**
 * addMember / removeMember. Members (directly or by workgroup) may add others as ordinary members; only admins add
 * admins or remove others; anyone but an admin may remove themselves; the last admin stays.
 */
export function createMemberService(actions: Pick<ChatActionService, 'act'>) {
  const act: Act = actions.act;
  return {
    addMember: (caller: StaffCaller, at: Date, nmbr: number, input: AddMemberInput) =>
      act(caller, at, nmbr, async ({ trx, actor, loaded, now }) => {
        const membership = membershipOf(actor, loaded.chat, loaded.members);
        if (!isParticipant(membership)) throw new AppError('UNAUTHORIZED', 'Members only');
        if (input.mode === 'A' && membership.direct?.mode !== 'A') throw new AppError('UNAUTHORIZED', 'Only admins add admins');
        // Staff read notes: a newcomer starts after the newest message or note.
        const after = newestMessageNmbr(loaded.chat, true);
        const existing = loaded.members.find((member) => member.kind === input.type && member.member_key === input.name);
        if (existing) {
          if (existing.mode !== input.mode && membership.direct?.mode === 'A') await updateMemberMode(trx, loaded.chat.nmbr, existing.id, input.mode);
          return 'members';
        }
        if (input.type === 'employee') {
          const [staff] = await assertStaffAt(trx, loaded.chat.location_id, [input.name]);
          await insertMember(trx, staffMemberRow(loaded.chat.nmbr, staff!, input.mode, now, after));
        } else if (input.type === 'person') {
          const isGuest = loaded.chat.reservation_id !== null && (await isGuestOfReservation(trx, input.name, loaded.chat.reservation_id));
          if (!isGuest) throw new AppError('INVALID_INPUT', 'person: not a guest of this reservation');
          await insertMember(trx, {
            id: randomUUID(),
            chat_nmbr: loaded.chat.nmbr,
            kind: 'person',
            member_key: input.name,
            person_id: input.name,
            employee_id: null,
            workgroup: null,
            mode: 'M',
            joined_at: now,
            joined_after_nmbr: 0,
          });
        } else {
          if (!(await workgroupExists(trx, input.name, loaded.chat.location_id))) throw new AppError('INVALID_INPUT', 'workgroup: unknown');
          await insertMember(trx, {
            id: randomUUID(),
            chat_nmbr: loaded.chat.nmbr,
            kind: 'workgroup',
            member_key: input.name,
            person_id: null,
            employee_id: null,
            workgroup: input.name,
            mode: input.mode,
            joined_at: now,
            joined_after_nmbr: after ?? 0,
          });
        }
        return 'members';
      }),

    removeMember: (caller: StaffCaller, at: Date, nmbr: number, memberId: string) =>
      act(caller, at, nmbr, async ({ trx, actor, loaded, now }) => {
        const target = loaded.members.find((member) => member.id === memberId);
        if (!target) throw new AppError('CHAT_NOT_FOUND', 'Member not found');
        const isSelf = target.kind === 'employee' && target.member_key === actor.id;
        const isAdmin = membershipOf(actor, loaded.chat, loaded.members).direct?.mode === 'A';
        if (!(isAdmin || (isSelf && target.mode !== 'A'))) throw new AppError('UNAUTHORIZED', 'Only admins remove members');
        const admins = loaded.members.filter((member) => member.mode === 'A');
        if (target.mode === 'A' && admins.length <= 1) throw new AppError('UNAUTHORIZED', 'The last admin stays');
        await deleteMember(trx, loaded.chat.nmbr, memberId);
        if (target.kind === 'employee' && loaded.chat.actionholder_employee_id === target.member_key) {
          await updateChat(trx, loaded.chat.nmbr, { actionholder_employee_id: null, updated_at: now });
        }
        return 'members';
      }),
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
