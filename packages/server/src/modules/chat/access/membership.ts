import { canDoChatAction, isGuestChatObject, type ChatActionName } from '@stay/contract';
import { AppError } from '../../../errors';
import type { GuestCaller, StaffCaller } from '../../../http/caller';
import type { ChatRow } from '../chats/chat-repository';
import type { ChatMemberRecord } from '../members/member-repository';

/** Enough of a caller to find their place in a chat: a guest, or a staff member with their workgroup and location. */
export type ChatParticipant = Pick<GuestCaller, 'kind' | 'id'> | Pick<StaffCaller, 'kind' | 'id' | 'workgroup' | 'locationId'>;

/** Where a chat is: its location (null: a chat of every location). */
export type ChatPlace = Pick<ChatRow, 'location_id'>;

/**
 * Workgroups are named per location, so two locations may each have a 'Guides'. A chat's workgroup member is the
 * workgroup of that name at the chat's location; staff of every location (null) belong to it wherever it is, and a
 * chat of every location takes the workgroup from everywhere.
 */
export const worksAt = (actor: Pick<StaffCaller, 'locationId'>, chat: ChatPlace): boolean =>
  actor.locationId === null || chat.location_id === null || actor.locationId === chat.location_id;

/** How the actor belongs to a chat: as a direct member, and/or through their workgroup. */
export interface Membership {
  direct: ChatMemberRecord | undefined;
  workgroup: ChatMemberRecord | undefined;
}

export function membershipOf(actor: ChatParticipant, chat: ChatPlace, members: readonly ChatMemberRecord[]): Membership {
  const direct = members.find((member) => member.kind === actor.kind && member.member_key === actor.id);
  const workgroup =
    actor.kind === 'employee' && actor.workgroup !== null && worksAt(actor, chat)
      ? members.find((member) => member.kind === 'workgroup' && member.member_key === actor.workgroup)
      : undefined;
  return { direct, workgroup };
}

export const isParticipant = (membership: Membership): boolean => membership.direct !== undefined || membership.workgroup !== undefined;

/** Staff see the chats of their location (all when they have none) and any chat they or their workgroup belong to. */
export function canStaffSee(actor: StaffCaller, chat: ChatRow, members: readonly ChatMemberRecord[]): boolean {
  if (actor.locationId === null || chat.location_id === actor.locationId) return true;
  return isParticipant(membershipOf(actor, chat, members));
}

export const workgroupOf = (member: ChatMemberRecord): string | null =>
  member.kind === 'workgroup' ? member.member_key : member.kind === 'employee' ? (member.employee_workgroup ?? member.workgroup) : null;

/**
 * Enforces a chat action guard on the server with the caller's permissions (the same rule the app uses to show actions).
 * `workgroup: true` evaluates the guard for the caller's workgroup membership (workgroupLeaveChat).
 */
export function assertChatAction(
  action: ChatActionName,
  actor: StaffCaller,
  chat: ChatRow,
  members: readonly ChatMemberRecord[],
  permissions: unknown,
  options: { workgroup?: boolean } = {},
): void {
  const membership = membershipOf(actor, chat, members);
  const row = options.workgroup ? membership.workgroup : membership.direct;
  const allowed = canDoChatAction(action, {
    role: actor.role,
    isGuestChat: isGuestChatObject(chat.object1),
    isMember: row !== undefined,
    isAdmin: row?.mode === 'A',
    permissions,
  });
  if (!allowed) throw new AppError('UNAUTHORIZED', `Not allowed to ${action} this chat`);
}
