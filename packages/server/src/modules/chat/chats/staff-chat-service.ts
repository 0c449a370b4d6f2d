import {
  isGuestChatObject,
  mentionsFor,
  type Chat,
  type ChatListQuery,
  type ChatMember,
  type ChatStatus,
  type ChatUnread,
  type MentionCandidate,
} from '@stay/contract';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { findLocationStaff } from '../../identity';
import { canStaffSee, workgroupOf } from '../access/membership';
import type { ChatServiceDeps } from '../deps';
import { findStaffMemberships, findMembers } from '../members/member-repository';
import { totalUnread } from '../read-state/unread';
import { findOpenSuggestions } from '../suggestions/suggestion-repository';
import { personalInfo, toChatMember } from '../to-wire';
import { suggestionsFor } from '../suggestions/suggestion-texts';
import { loadStaffChat, type LoadedChat } from './chat-loader';
import { findChatByObjectKey, listChats, type ChatListVariant } from './chat-repository';
import { buildChatViews, chatStatusFor } from './chat-views';

const MAX_UNREAD_SUGGESTIONS = 50;

/** Staff reads: the inbox lists, one chat, its status, members and mention candidates, the unread badge. */
export function createStaffChatService({ db }: Pick<ChatServiceDeps, 'db'>) {
  async function resolve(actor: StaffCaller, nmbr: number): Promise<{ actor: StaffCaller; loaded: LoadedChat }> {
    return { actor, loaded: await loadStaffChat(db, actor, nmbr) };
  }

  async function view(actor: StaffCaller, loaded: LoadedChat): Promise<Chat> {
    const [chat] = await buildChatViews(db, actor, [loaded.chat], { membersByChat: new Map([[loaded.chat.nmbr, loaded.members]]) });
    return chat!;
  }

  /** The `{objectkey}` of the attachment paths: a chat's objectkey, or its nmbr when it has none. */
  async function resolveByObjectKey(actor: StaffCaller, objectkey: string): Promise<{ actor: StaffCaller; loaded: LoadedChat }> {
    const chat = await findChatByObjectKey(db, objectkey);
    if (!chat) throw new AppError('CHAT_NOT_FOUND');
    const members = await findMembers(db, [chat.nmbr]);
    if (!canStaffSee(actor, chat, members)) throw new AppError('CHAT_NOT_FOUND');
    return { actor, loaded: { chat, members } };
  }

  return {
    resolve,
    resolveByObjectKey,
    view,

    async list(actor: StaffCaller, variant: ChatListVariant, query: ChatListQuery): Promise<Chat[]> {
      const rows = await listChats(db, {
        variant,
        locationId: actor.locationId,
        staffId: actor.id,
        workgroup: actor.workgroup,
        view: query.view,
        chatstatus: query.chatstatus,
        limit: query.disablepaging ? undefined : query.pagesize,
        offset: (query.page - 1) * query.pagesize,
      });
      return buildChatViews(db, actor, rows);
    },

    async get(caller: StaffCaller, nmbr: number): Promise<Chat> {
      const { actor, loaded } = await resolve(caller, nmbr);
      return view(actor, loaded);
    },

    async status(caller: StaffCaller, nmbr: number): Promise<ChatStatus> {
      const { actor, loaded } = await resolve(caller, nmbr);
      return chatStatusFor(db, actor, loaded.chat, loaded.members);
    },

    async members(caller: StaffCaller, nmbr: number): Promise<ChatMember[]> {
      return (await resolve(caller, nmbr)).loaded.members.map(toChatMember);
    },

    /** Members from other workgroups than the caller's (staff members and workgroups). */
    async nonWorkgroup(caller: StaffCaller, nmbr: number): Promise<ChatMember[]> {
      const { actor, loaded } = await resolve(caller, nmbr);
      return loaded.members
        .filter((member) => {
          const workgroup = workgroupOf(member);
          return member.kind !== 'person' && workgroup !== null && workgroup !== actor.workgroup;
        })
        .map(toChatMember);
    },

    /** Staff of the chat's location, except the caller (a guest in a guest chat would get none). */
    async mention(caller: StaffCaller, nmbr: number): Promise<MentionCandidate[]> {
      const { actor, loaded } = await resolve(caller, nmbr);
      const staff = await findLocationStaff(db, loaded.chat.location_id);
      const candidates = staff
        .filter((staff) => staff.id !== actor.id)
        .map((staff) => ({ employee: staff.id, personalinfo: personalInfo(staff)! }));
      return mentionsFor(actor.role, isGuestChatObject(loaded.chat.object1), candidates);
    },

    /** Staff who work where the caller works (or everywhere), except the caller. */
    async colleagues(actor: StaffCaller): Promise<MentionCandidate[]> {
      const staff = await findLocationStaff(db, actor.locationId);
      return staff.filter((staff) => staff.id !== actor.id).map((staff) => ({ employee: staff.id, personalinfo: personalInfo(staff)! }));
    },

    async unread(actor: StaffCaller): Promise<ChatUnread> {
      const memberships = await findStaffMemberships(db, actor);
      const suggestions = await findOpenSuggestions(db, [...new Set(memberships.map((row) => row.chat_nmbr))], actor.id);
      return { unread: await totalUnread(db, actor, memberships), suggestions: await suggestionsFor(db, actor.id, suggestions.slice(0, MAX_UNREAD_SUGGESTIONS)) };
    },
  };
}

export type StaffChatService = ReturnType<typeof createStaffChatService>;
