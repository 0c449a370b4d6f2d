import { describe, expect, it } from 'vitest';
import { allowedChatActions, canDoChatAction, isGuestChatObject, isResolvableChatId, type ChatGuardInput } from './chat-guards';

const ALL_FLAGS = Object.fromEntries(
  ['join', 'leave', 'handle', 'inactivate', 'archive'].flatMap((action) => [
    [`${action}External`, true],
    [`${action}Internal`, true],
  ]),
);

const input = (overrides: Partial<ChatGuardInput> = {}): ChatGuardInput => ({
  role: 'GUIDE',
  isGuestChat: true,
  isMember: false,
  isAdmin: false,
  permissions: { chat: ALL_FLAGS },
  ...overrides,
});

const without = (flag: string) => ({ chat: { ...ALL_FLAGS, [flag]: false } });

describe('join', () => {
  it('needs a non-guest who is not a member yet', () => {
    expect(canDoChatAction('join', input())).toBe(true);
    expect(canDoChatAction('join', input({ role: 'GUEST' }))).toBe(false);
    expect(canDoChatAction('join', input({ isMember: true }))).toBe(false);
  });
  it('needs joinExternal for guest chats and joinInternal for internal chats', () => {
    expect(canDoChatAction('join', input({ permissions: without('joinExternal') }))).toBe(false);
    expect(canDoChatAction('join', input({ isGuestChat: false, permissions: without('joinExternal') }))).toBe(true);
    expect(canDoChatAction('join', input({ isGuestChat: false, permissions: without('joinInternal') }))).toBe(false);
  });
});

describe('leave', () => {
  it('is for members who are not admins', () => {
    expect(canDoChatAction('leave', input({ isMember: true }))).toBe(true);
    expect(canDoChatAction('leave', input({ isMember: true, isAdmin: true }))).toBe(false);
    expect(canDoChatAction('leave', input({ isMember: false }))).toBe(false);
  });
  it('needs leaveExternal / leaveInternal', () => {
    expect(canDoChatAction('leave', input({ isMember: true, permissions: without('leaveExternal') }))).toBe(false);
    expect(canDoChatAction('leave', input({ isMember: true, isGuestChat: false, permissions: without('leaveInternal') }))).toBe(false);
    expect(canDoChatAction('leave', input({ isMember: true, isGuestChat: false, permissions: without('leaveExternal') }))).toBe(true);
  });
});

describe('handle', () => {
  it('is not for internal chats or admins', () => {
    expect(canDoChatAction('handle', input())).toBe(true);
    expect(canDoChatAction('handle', input({ isGuestChat: false }))).toBe(false);
    expect(canDoChatAction('handle', input({ isAdmin: true }))).toBe(false);
  });
  it('needs handleExternal', () => {
    expect(canDoChatAction('handle', input({ permissions: without('handleExternal') }))).toBe(false);
  });
});

describe('inactivate', () => {
  it('is not for internal chats and needs inactivateExternal', () => {
    expect(canDoChatAction('inactivate', input())).toBe(true);
    expect(canDoChatAction('inactivate', input({ isGuestChat: false }))).toBe(false);
    expect(canDoChatAction('inactivate', input({ permissions: without('inactivateExternal') }))).toBe(false);
  });
});

describe('archive', () => {
  it('is only for admin members with archiveExternal / archiveInternal', () => {
    expect(canDoChatAction('archive', input({ isMember: true, isAdmin: true }))).toBe(true);
    expect(canDoChatAction('archive', input({ isMember: true, isAdmin: false }))).toBe(false);
    expect(canDoChatAction('archive', input({ isMember: true, isAdmin: true, permissions: without('archiveExternal') }))).toBe(false);
    expect(canDoChatAction('archive', input({ isGuestChat: false, isMember: true, isAdmin: true, permissions: without('archiveInternal') }))).toBe(
      false,
    );
  });
});

describe('helpers', () => {
  it('lists every allowed action', () => {
    expect(allowedChatActions(input())).toEqual(['join', 'handle', 'inactivate']);
    expect(allowedChatActions(input({ permissions: {} }))).toEqual([]);
  });
  it('knows guest chats by their object', () => {
    expect(isGuestChatObject('reservation')).toBe(true);
    expect(isGuestChatObject('reservations')).toBe(true);
    expect(isGuestChatObject('employee')).toBe(false);
    expect(isGuestChatObject(null)).toBe(false);
  });
  it("skips resolving a missing id or the string 'undefined'", () => {
    expect(isResolvableChatId('12')).toBe(true);
    expect(isResolvableChatId('undefined')).toBe(false);
    expect(isResolvableChatId('')).toBe(false);
    expect(isResolvableChatId(undefined)).toBe(false);
  });
});
