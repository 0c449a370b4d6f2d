import type { Role } from '../roles';
import { hasPermission } from './permissions';

export const CHAT_ACTIONS = ['join', 'leave', 'handle', 'inactivate', 'archive'] as const;
export type ChatActionName = (typeof CHAT_ACTIONS)[number];
/**
 * The loading texts the settings give the chat actions by default (the spec's, one English text for everybody). An
 * app shows these in the person's language; a park's own text it shows as written.
 */
export const DEFAULT_CHAT_ACTION_LOADING_MESSAGES: Record<ChatActionName, string> = {
  join: 'join chat',
  leave: 'Leaving chat',
  handle: 'Handle chat',
  inactivate: 'Set chat inactive',
  archive: 'Archiving chat',
};

/** What the chat guards need to know about a chat and the one asking. */
export interface ChatGuardInput {
  role: Role;
  /** Chats about a reservation ('reservation' / 'reservations' object) are guest chats; the rest are internal. */
  isGuestChat: boolean;
  isMember: boolean;
  /** Member mode 'A'. */
  isAdmin: boolean;
  permissions: unknown;
}

const permitted = (input: ChatGuardInput, action: ChatActionName): boolean =>
  hasPermission(input.permissions, `chat.${action}${input.isGuestChat ? 'External' : 'Internal'}`);

/** Chat action guards; the server enforces them and the app shows only the actions they allow. */
export function canDoChatAction(action: ChatActionName, input: ChatGuardInput): boolean {
  switch (action) {
    case 'join':
      return input.role !== 'GUEST' && !input.isMember && permitted(input, 'join');
    case 'leave':
      return input.isMember && !input.isAdmin && permitted(input, 'leave');
    case 'handle':
      return input.isGuestChat && !input.isAdmin && permitted(input, 'handle');
    case 'inactivate':
      return input.isGuestChat && permitted(input, 'inactivate');
    case 'archive':
      return input.isAdmin && permitted(input, 'archive');
  }
}

export const allowedChatActions = (input: ChatGuardInput): ChatActionName[] =>
  CHAT_ACTIONS.filter((action) => canDoChatAction(action, input));

export const isGuestChatObject = (object1: string | null | undefined): boolean => object1 === 'reservation' || object1 === 'reservations';

/** Chat resolvers skip when the id is missing or is the string 'undefined'. */
export const isResolvableChatId = (id: string | null | undefined): id is string => !!id && id !== 'undefined';

/**
 * In guest chats, mentions are empty only for guests. Staff may mention staff in any chat; a guest in a guest
 * chat has no one to mention (the server drops the mentions a guest sends).
 */
export const canMention = (role: Role, isGuestChat: boolean): boolean => !(isGuestChat && role === 'GUEST');

/** The mention list shown to `role` in a chat: empty for a guest in a guest chat, else the candidates. */
export const mentionsFor = <T>(role: Role, isGuestChat: boolean, candidates: readonly T[]): T[] =>
  canMention(role, isGuestChat) ? [...candidates] : [];

/** A private note (read by staff only) is written by staff, inside a guest chat: everything of an internal chat is internal already. */
export const canWriteNote = (role: Role, isGuestChat: boolean): boolean => isGuestChat && role !== 'GUEST';

/**
 * Whether a message may carry mentions: never a guest's in a guest chat, and in a guest chat only a private note, so
 * that a question to a colleague never reaches the guest.
 */
export const canMentionIn = (role: Role, isGuestChat: boolean, isNote: boolean): boolean =>
  canMention(role, isGuestChat) && (!isGuestChat || (isNote && canWriteNote(role, isGuestChat)));
