import { STAFF_ROLES, SUPPORT_ROLES, type ChatAction, type MenuItem } from '@stay/contract';

const CHAT_ACTION_NAMES = ['join', 'leave', 'handle', 'inactivate', 'archive'] as const;
const LOADING_MESSAGES = ['join chat', 'Leaving chat', 'Handle chat', 'Set chat inactive', 'Archiving chat'] as const;

/** Every chat action flag for external (guest) or internal chats, all set to one value. */
const chatFlags = (kind: 'External' | 'Internal', value: boolean) =>
  Object.fromEntries(CHAT_ACTION_NAMES.map((name) => [`${name}${kind}`, value]));

const CHAT_ACTIONS: ChatAction[] = CHAT_ACTION_NAMES.map((action, index) => ({
  name: action,
  icon: 'ellipse-outline',
  color: 'primary',
  showCondition: action,
  action,
  loadingMessage: LOADING_MESSAGES[index] ?? action,
}));

const menu = (...items: Array<[title: string, url: string]>): MenuItem[] =>
  items.map(([title, url]) => ({ key: title.toLowerCase(), title, url, icon: 'ellipse-outline' }));

/**
 * The settings a suite starts from: nobody may act on chats globally, guides on guest chats, support roles on
 * every chat; controls switch off at 11:00 local time (a stay ending then has a late checkout).
 */
export const TEST_SETTINGS: ReadonlyArray<{ scope: string; name: string; value: unknown }> = [
  {
    scope: 'global',
    name: 'permissions',
    value: { chat: { ...chatFlags('External', false), ...chatFlags('Internal', false) }, reservation: { controlDeactivation: '11:00' } },
  },
  { scope: 'role:GUEST', name: 'mainMenu', value: menu(['Home', '/guest/home'], ['Chat', '/guest/chat'], ['Services', '/guest/services']) },
  { scope: 'role:GUIDE', name: 'mainMenu', value: menu(['Chats', '/guide/chats']) },
  { scope: 'role:GUIDE', name: 'permissions', value: { chat: chatFlags('External', true) } },
  ...SUPPORT_ROLES.map((role) => ({ scope: `role:${role}`, name: 'permissions', value: { chat: { ...chatFlags('External', true), ...chatFlags('Internal', true) } } })),
  ...STAFF_ROLES.map((role) => ({ scope: `role:${role}`, name: 'chatActions', value: CHAT_ACTIONS })),
];
