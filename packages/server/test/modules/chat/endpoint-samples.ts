import type { EndpointSamples } from '../../http/role-access/endpoint-sample';
import { pngUpload } from '../../http/role-access/world';

/** Role-access and fuzz samples of the chat module's endpoints (see http/role-access/endpoint-sample.ts). */
export const ENDPOINT_SAMPLES: EndpointSamples = {
  'guestChatApi.uploadAttachment': { request: () => ({ raw: pngUpload() }) },
  'guestChatApi.attachment': { ownedByGuest: true, request: (world) => ({ params: { filename: world.attachment } }) },
  'guestChatMessageApi.list': { ownedByGuest: true, request: (world) => ({ query: { chatnmbr: world.chat, markasread: 'false' } }) },
  'guestChatMessageApi.get': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.status': { ownedByGuest: true, request: (world) => ({ params: { nmbr: world.message } }) },
  'guestChatMessageApi.send': { request: () => ({ body: { paragraph: 'Is the pool open?' } }) },
  'employeeChatApi.list': { otherLocation: 'reads' },
  'employeeChatApi.listInternal': { otherLocation: 'reads' },
  'employeeChatApi.listActive': { otherLocation: 'reads' },
  'employeeChatApi.listMember': { otherLocation: 'reads' },
  'employeeChatApi.listWorkgroup': { otherLocation: 'reads' },
  'employeeChatApi.unread': { otherLocation: 'reads' },
  'employeeChatApi.get': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.status': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.mention': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.nonWorkgroup': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.members': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.markAsRead': { otherLocation: 'refused', request: (world) => ({ params: { nmbr: world.chat } }) },
  'employeeChatApi.join': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'none')).nmbr } }) },
  'employeeChatApi.leave': { otherLocation: 'refused', request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }) },
  'employeeChatApi.workgroupLeave': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'workgroup')).nmbr } }),
  },
  'employeeChatApi.archive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr } }),
  },
  'employeeChatApi.setInactive': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr } }),
  },
  'employeeChatApi.createReminder': {
    otherLocation: 'refused',
    request: (world) => ({ params: { nmbr: world.chat }, body: { datetime: inADay(), paragraph: 'Call back' } }),
  },
  'employeeChatApi.deleteReminder': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: world.chat, remId: await world.reminderOf(caller) } }),
  },
  'employeeChatApi.update': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'admin')).nmbr }, body: { chatpriority: 'URGENT' } }),
  },
  'employeeChatApi.create': { otherLocation: 'acts', request: () => ({ body: { chatname: 'Team talk' } }) },
  'employeeChatApi.addMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, type: 'employee', name: world.staff.MANAGEMENT.id === caller.staff?.id ? world.staff.CUBER.id : world.staff.MANAGEMENT.id, mode: 'M' } };
    },
  },
  'employeeChatApi.removeMember': {
    otherLocation: 'refused',
    request: async (world, caller) => {
      const chat = await world.chatFor(caller, 'admin');
      return { params: { nmbr: chat.nmbr, id: chat.otherMemberId } };
    },
  },
  'employeeChatApi.action': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { nmbr: (await world.chatFor(caller, 'member')).nmbr, action: 'handle' } }),
  },
  'employeeChatApi.uploadAttachment': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { objectkey: (await world.chatFor(caller, 'member')).reservationId }, raw: pngUpload() }),
  },
  'employeeChatApi.attachment': { otherLocation: 'refused', request: (world) => ({ params: { objectkey: world.stay.id, filename: world.attachment } }) },

  'employeeChatMessageApi.list': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat }, query: { markasread: 'false' } }) },
  'employeeChatMessageApi.get': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'employeeChatMessageApi.status': { otherLocation: 'refused', request: (world) => ({ params: { chatnmbr: world.chat, nmbr: world.message } }) },
  'employeeChatMessageApi.send': {
    otherLocation: 'refused',
    request: async (world, caller) => ({ params: { chatnmbr: (await world.chatFor(caller, 'member')).nmbr }, body: { paragraph: 'On my way' } }),
  },

  'chatSuggestionApi.get': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId } }) },
  'chatSuggestionApi.setStatus': { otherLocation: 'refused', request: (world) => ({ params: { _id: world.suggestionId, status: 'USED' } }) },
};

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
