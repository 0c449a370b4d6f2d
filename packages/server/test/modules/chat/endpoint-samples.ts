import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload } from '../../http/role-access/world';

/** Role-access and fuzz samples of the chat module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestChatApi.uploadAttachment': { request: () => ({ raw: pngUpload() }) },
  'guestChatApi.attachment': { ownedByGuest: true, request: (world) => ({ params: { filename: world.attachment } }) },
  'guestChatMessageApi.list': { ownedByGuest: true, request: (world) => ({ query: { chatnmbr: world.chat, markasread: 'false' } }) },
  'guestChatMessageApi.get': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.status': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.translation': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message }, query: { lang: 'de' } }) },
  'guestChatMessageApi.send': { request: () => ({ body: { paragraph: 'Is the pool open?' } }) },
  'staffChatApi.list': { otherLocation: 'reads' },
  'staffChatApi.listInternal': { otherLocation: 'reads' },
  'staffChatApi.listActive': { otherLocation: 'reads' },
  'staffChatApi.listMember': { otherLocation: 'reads' },
  'staffChatApi.listWorkgroup': { otherLocation: 'reads' },
  'staffChatApi.unread': { otherLocation: 'reads' },
  'staffChatApi.colleagues': { otherLocation: 'reads' },
  'staffChatApi.get': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.status': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.mention': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.nonWorkgroup': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.members': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.markAsRead': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'staffChatApi.join': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'none')).nmbr } }) },
  'staffChatApi.leave': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }) },
  'staffChatApi.workgroupLeave': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'workgroup')).nmbr } }),
  },
  'staffChatApi.archive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr } }),
  },
  'staffChatApi.setInactive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }),
  },
  'staffChatApi.createReminder': {
    otherLocation: 'refused',
    request: (world) => ({ params: { nmbr: world.chat }, body: { datetime: inADay(), paragraph: 'Call back' } }),
  },
  'staffChatApi.deleteReminder': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: world.chat, remId: await world.reminderOf(caller) } }),
  },
  'staffChatApi.update': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr }, body: { chatpriority: 'URGENT' } }),
  },
  'staffChatApi.create': { otherLocation: 'acts', request: () => ({ body: { chatname: 'Team talk' } }) },
  'staffChatApi.addMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, type: 'employee', name: world.staff.MANAGEMENT.id === caller.staff?.id ? world.staff.CUBER.id : world.staff.MANAGEMENT.id, mode: 'M' } };
    },
  },
  'staffChatApi.removeMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, id: chat.otherMemberId } };
    },
  },
  'staffChatApi.action': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr, action: 'handle' } }),
  },
  'staffChatApi.uploadAttachment': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { objectkey: (await world.chatFor(caller, 'member')).reservationId }, raw: pngUpload() }),
  },
  'staffChatApi.attachment': { otherLocation: 'refused', request: (world) => ({ params: { objectkey: world.stay.id, filename: world.attachment } }) },

  'staffChatMessageApi.list': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat }, query: { markasread: 'false' } }) },
  'staffChatMessageApi.get': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'staffChatMessageApi.status': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'staffChatMessageApi.translation': {
    otherLocation: 'refused',
    request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message }, query: { lang: 'de' } }),
  },
  'staffChatMessageApi.send': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { chatnmbr: (await world.chatFor(caller, 'member')).nmbr }, body: { paragraph: 'On my way' } }),
  },

  'staffChatSuggestionApi.get': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId } }) },
  'staffChatSuggestionApi.setStatus': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId, status: 'USED' } }) },
};

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
