import type { Chat, ChatAction, ChatMessage, ChatReminder, ChatSuggestion, RealtimeEvent } from '@stay/contract';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

export const personal = (firstname: string, surname: string | null = null, workgroup: string | null = null) => ({
  firstname,
  surname,
  personimage: null,
  workgroup,
});

/** A message of chat 1 by the guest (`person`) unless told otherwise. */
export function messageWith(nmbr: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    nmbr,
    chatnmbr: 1,
    paragraph: `Message ${nmbr}`,
    timestamp: at(-HOUR + nmbr * 1000),
    person: 'g1',
    employee: null,
    personalinfo: personal('Anna', 'de Vries'),
    attachments: [],
    mentions: [],
    clientId: null,
    note: false,
    ...overrides,
  };
}

export const messages = (from: number, to: number, overrides: Partial<ChatMessage> = {}) =>
  Array.from({ length: to - from + 1 }, (_, index) => messageWith(from + index, overrides));

export function suggestionWith(overrides: Partial<ChatSuggestion> = {}): ChatSuggestion {
  return {
    _id: 's1',
    chatnmbr: 1,
    title: 'Offer a late checkout',
    text: 'The guest asks about leaving later.',
    icon: 'time-outline',
    chatMessage: null,
    actions: [
      { name: 'Use', color: 'success', icon: 'checkmark-outline', status: 'USED' },
      { name: 'Dismiss', color: 'medium', icon: 'close-outline', status: 'DISMISSED' },
    ],
    status: null,
    created: at(-HOUR),
    ...overrides,
  };
}

export function reminderWith(overrides: Partial<ChatReminder> = {}): ChatReminder {
  return {
    _id: 'rem1',
    chatnmbr: 1,
    datetime: at(2 * HOUR),
    actions: ['OPEN_CHAT'],
    paragraph: 'Call about the bikes',
    employee: 'e1',
    fired: null,
    ...overrides,
  };
}

/** A reservation chat with every field filled: late checkout, guide chosen, badges, extras. */
export function chatWith(overrides: Partial<Chat> = {}): Chat {
  return {
    nmbr: 1,
    chatname: null,
    chatstatus: 'O',
    chatpriority: 'NORMAL',
    actionholder: null,
    actionholderinfo: null,
    helpRequestedAt: null,
    object1: 'reservation',
    objectkey: 'r1',
    members: [
      {
        _id: 'm1',
        person: 'g1',
        employee: null,
        workgroup: null,
        chatmembermode: 'M',
        personalinfo: personal('Anna', 'de Vries'),
        joined: at(-DAY),
      },
    ],
    unread: 3,
    lastmessage: { nmbr: 12, paragraph: 'Could we leave a bit later?', timestamp: at(-5 * 60_000), personalinfo: personal('Anna'), hasAttachments: false },
    reservation: {
      _id: 'r1',
      nmbr: 'RES-1001',
      status: 30,
      startDateTime: '2026-03-20T14:00:00.000Z',
      endDateTime: '2026-03-25T09:00:00.000Z',
      controlsDeactivationDateTime: '2026-03-25T10:00:00.000Z',
      accommodations: [{ name: 'Suite Zeezicht 12' }, { name: 'Parking 12' }],
      mainGuest: { firstname: 'Anna', surname: 'de Vries' },
      guide: { _id: 'e9', firstname: 'Sanne', erpUID: '1001' },
      guideSelectionTimestamp: at(-2 * DAY),
      guestLanguage: 'de',
      contentLanguage: 'nl',
      timeZone: 'Europe/Amsterdam',
      lateCheckout: true,
    },
    deliveries: [
      { deliverydate: '2026-03-21T11:00:00.000Z', productname: 'Breakfast', quantity: 2, unit: 'DAY', productkey: 'BRK', ordernmbr: 41, orderstate: 60, delivered: '2026-03-21T08:10:00.000Z' },
      { deliverydate: '2026-03-21T11:00:00.000Z', productname: 'Groceries', quantity: 1, unit: 'PIECE', productkey: 'GRC', ordernmbr: 41, orderstate: 60, delivered: null },
      { deliverydate: '2026-03-22T11:00:00.000Z', productname: 'E-bike', quantity: 2, unit: 'DAY', productkey: 'EBK', ordernmbr: 42, orderstate: 50, delivered: null },
    ],
    complaints: [
      { nmbr: 7, subject: 'Shower is cold', complaintstatetext: 'In progress', assigned: 'J', complaintpriority: 'HIGH', creationdatetime: at(-DAY) },
      { nmbr: 8, subject: 'Noise at night', complaintstatetext: 'New', assigned: '', complaintpriority: null, creationdatetime: at(-HOUR) },
      { nmbr: 9, subject: 'Broken lamp', complaintstatetext: 'In progress', assigned: 'N', complaintpriority: null, creationdatetime: at(-HOUR) },
    ],
    suggestions: [suggestionWith()],
    reminders: [reminderWith()],
    badges: { unread: 3, mine: true, workgroup: true, otherWorkgroupMember: true, mentioned: false },
    membership: { isMember: false, isAdmin: false },
    created: at(-DAY),
    updated: at(-HOUR),
    ...overrides,
  };
}

/** An internal staff chat (no reservation). */
export function internalChatWith(overrides: Partial<Chat> = {}): Chat {
  return chatWith({
    nmbr: 2,
    chatname: 'Bike fleet',
    chatpriority: 'URGENT',
    object1: null,
    objectkey: null,
    reservation: null,
    deliveries: [],
    complaints: [],
    suggestions: [],
    reminders: [],
    unread: 0,
    badges: { unread: 0, mine: true, workgroup: false, otherWorkgroupMember: false, mentioned: false },
    lastmessage: { nmbr: 30, paragraph: 'Two bikes need new tyres', timestamp: at(-HOUR), personalinfo: personal('Daan'), hasAttachments: false },
    ...overrides,
  });
}

/** The settings' chat actions as the demo seeds them (loading messages as the catalogue spells them). */
export const CHAT_ACTIONS: ChatAction[] = [
  { name: 'Join', icon: 'enter-outline', color: 'primary', showCondition: 'join', action: 'join', loadingMessage: 'join chat', afterAction: 'OPEN_CHAT' },
  { name: 'Leave', icon: 'exit-outline', color: 'medium', showCondition: 'leave', action: 'leave', loadingMessage: 'Leaving chat' },
  { name: 'Handle', icon: 'checkmark-done-outline', color: 'success', showCondition: 'handle', action: 'handle', loadingMessage: 'Handle chat', afterAction: 'OPEN_CHAT' },
  { name: 'Inactive', icon: 'pause-circle-outline', color: 'warning', showCondition: 'inactivate', action: 'inactivate', loadingMessage: 'Set chat inactive' },
  { name: 'Archive', icon: 'archive-outline', color: 'danger', showCondition: 'archive', action: 'archive', loadingMessage: 'Archiving chat' },
];

export const realtime = (event: RealtimeEvent) => event;
