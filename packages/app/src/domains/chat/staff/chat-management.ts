import { canDoChatAction, isGuestChatObject, type Chat, type ChatMember } from '@stay/contract';
import type { StoredSession } from '@/lib/session/session-store';

/** The workgroup member row of the signed-in staff member's workgroup, if their workgroup belongs to the chat. */
export function ownWorkgroupMember(chat: Pick<Chat, 'members'>, session: StoredSession | null): ChatMember | undefined {
  const workgroup = session?.auth.employee?.erpWorkgroup;
  if (!workgroup) return undefined;
  return chat.members.find((member) => member.person === null && member.employee === null && member.workgroup === workgroup);
}

/**
 * Whether the staff member may change the chat's name, priority and action holder: members only, directly or through
 * their workgroup (the server checks the same).
 */
export const canChangeChat = (chat: Pick<Chat, 'members' | 'membership'>, session: StoredSession | null): boolean =>
  chat.membership.isMember || ownWorkgroupMember(chat, session) !== undefined;

/** The leave guard (§5) for the staff member's workgroup membership: "leave for my workgroup". */
export function canLeaveForWorkgroup(chat: Pick<Chat, 'members' | 'object1'>, session: StoredSession | null): boolean {
  const row = ownWorkgroupMember(chat, session);
  if (!row || !session) return false;
  return canDoChatAction('leave', {
    role: session.auth.role,
    isGuestChat: isGuestChatObject(chat.object1),
    isMember: true,
    isAdmin: row.chatmembermode === 'A',
    permissions: session.settings?.permissions,
  });
}
