import {
  appLanguageOf,
  DEFAULT_TIME_ZONE,
  isLateCheckout,
  type Chat,
  type ChatBadges,
  type ChatReservationSummary,
  type ChatStatus,
} from '@stay/contract';
import type { DbOrTrx } from '../../../db/database';
import { findChatComplaints } from '../../complaint';
import { findStaffRows } from '../../identity';
import { deliveriesForReservations } from '../../order';
import { configuredDeactivationTime, findSuiteNames, findReservationSummaries, type ReservationSummaryRow } from '../../reservation';
import { membershipOf, workgroupOf, type ChatParticipant } from '../access/membership';
import { findMembers, type ChatMemberRecord } from '../members/member-repository';
import { findChatsWithUnreadMention, findMessagesByNmbr } from '../messages/message-repository';
import { unreadPerChat } from '../read-state/unread';
import { findPendingReminders } from '../reminders/reminder-repository';
import { findOpenSuggestions } from '../suggestions/suggestion-repository';
import { suggestionsFor } from '../suggestions/suggestion-texts';
import { parseStringList, personalInfo, toChatMember, toReminder, withSystemLine } from '../to-wire';
import type { ChatRow } from './chat-repository';
import { newestMessageNmbr } from './newest-message';

export function groupMembers(members: readonly ChatMemberRecord[]): Map<number, ChatMemberRecord[]> {
  const byChat = new Map<number, ChatMemberRecord[]>();
  for (const member of members) byChat.set(member.chat_nmbr, [...(byChat.get(member.chat_nmbr) ?? []), member]);
  return byChat;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function badgesFor(actor: ChatParticipant, chat: ChatRow, members: readonly ChatMemberRecord[], unread: number, mentioned: boolean): ChatBadges {
  if (actor.kind === 'person') return { unread, mine: true, workgroup: false, otherWorkgroupMember: false, mentioned: false };
  const { direct } = membershipOf(actor, chat, members);
  const staff = members.filter((member) => member.kind !== 'person' && !(member.kind === 'employee' && member.member_key === actor.id));
  return {
    unread,
    mine: direct !== undefined,
    workgroup: actor.workgroup !== null && staff.some((member) => workgroupOf(member) === actor.workgroup),
    otherWorkgroupMember: staff.some((member) => {
      const workgroup = workgroupOf(member);
      return workgroup !== null && workgroup !== actor.workgroup;
    }),
    mentioned,
  };
}

function toReservationSummary(row: ReservationSummaryRow, suites: string[], controlDeactivation: unknown): ChatReservationSummary {
  const names = suites.length > 0 ? suites : row.accommodation_name ? [row.accommodation_name] : [];
  const hasMainGuest = row.main_guest_firstname !== '' || row.main_guest_surname !== '';
  return {
    _id: row.id,
    nmbr: row.reservation_number,
    status: row.status,
    startDateTime: row.start_date_time,
    endDateTime: row.end_date_time,
    controlsDeactivationDateTime: row.controls_deactivation_date_time,
    accommodations: names.map((name) => ({ name })),
    mainGuest: hasMainGuest ? { firstname: row.main_guest_firstname, surname: row.main_guest_surname } : null,
    guide:
      row.guide_employee_id && row.guide_firstname !== null && row.guide_erp_uid !== null
        ? { _id: row.guide_employee_id, firstname: row.guide_firstname, erpUID: row.guide_erp_uid }
        : null,
    guideSelectionTimestamp: row.guide_selection_timestamp,
    guestLanguage: appLanguageOf(row.main_guest_language) ?? null,
    contentLanguage: appLanguageOf(row.content_language) ?? 'en',
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
    lateCheckout: isLateCheckout(
      {
        status: row.status,
        startDateTime: row.start_date_time,
        endDateTime: row.end_date_time,
        controlsDeactivationDateTime: row.controls_deactivation_date_time,
      },
      row.time_zone ?? DEFAULT_TIME_ZONE,
      controlDeactivation,
    ),
  };
}

export interface BuildChatViewsOptions {
  /** Members already loaded, to save a query. */
  membersByChat?: ReadonlyMap<number, readonly ChatMemberRecord[]>;
}

/** The configured late-checkout time per reservation location (the reservation module's rule). */
async function deactivationTimes(db: DbOrTrx, rows: readonly ReservationSummaryRow[]): Promise<Map<string | null, unknown>> {
  const locations = [...new Set(rows.map((row) => row.location_id))];
  const times = await Promise.all(locations.map((locationId) => configuredDeactivationTime(db, locationId)));
  return new Map(locations.map((locationId, index) => [locationId, times[index]]));
}

/** Chats as the actor sees them, assembled in a fixed number of queries whatever the page size. */
export async function buildChatViews(db: DbOrTrx, actor: ChatParticipant, chats: readonly ChatRow[], options: BuildChatViewsOptions = {}): Promise<Chat[]> {
  if (chats.length === 0) return [];
  const nmbrs = chats.map((chat) => chat.nmbr);
  const membersByChat = options.membersByChat ?? groupMembers(await findMembers(db, nmbrs));
  const reservationIds = chats.flatMap((chat) => (chat.reservation_id ? [chat.reservation_id] : []));
  const isStaff = actor.kind === 'employee';
  const [lastMessages, summaries, suites, unread, suggestions, reminders, holders, complaints, deliveries, mentioned] = await Promise.all([
    findMessagesByNmbr(db, chats.flatMap((chat) => (chat.last_message_nmbr ? [chat.last_message_nmbr] : []))),
    findReservationSummaries(db, reservationIds),
    findSuiteNames(db, reservationIds),
    unreadPerChat(db, actor, chats, membersByChat),
    isStaff ? findOpenSuggestions(db, nmbrs, actor.id).then((rows) => suggestionsFor(db, actor.id, rows)) : Promise.resolve([]),
    isStaff ? findPendingReminders(db, nmbrs) : Promise.resolve([]),
    findStaffRows(db, [...new Set(chats.flatMap((chat) => (chat.actionholder_employee_id ? [chat.actionholder_employee_id] : [])))]),
    // The list item's expandable section groups the stay's complaints by state text (staff only).
    isStaff ? findChatComplaints(db, reservationIds) : Promise.resolve(new Map<string, Chat['complaints']>()),
    // The deliveries of the stay's paid and placed orders, by date (the list item groups them by date).
    deliveriesForReservations(db, reservationIds),
    isStaff ? findChatsWithUnreadMention(db, actor.id, nmbrs) : Promise.resolve(new Set<number>()),
  ]);
  const lastByNmbr = new Map(lastMessages.map((message) => [message.nmbr, message]));
  const summaryById = new Map(summaries.map((row) => [row.id, row]));
  const holderById = new Map(holders.map((row) => [row.id, row]));
  const suggestionsByChat = groupBy(suggestions, (suggestion) => suggestion.chatnmbr);
  const remindersByChat = groupBy(reminders, (row) => row.chat_nmbr);
  const controlDeactivation = await deactivationTimes(db, summaries);

  return chats.map((chat) => {
    const members = membersByChat.get(chat.nmbr) ?? [];
    const { direct } = membershipOf(actor, chat, members);
    const last = chat.last_message_nmbr ? lastByNmbr.get(chat.last_message_nmbr) : undefined;
    const summary = chat.reservation_id ? summaryById.get(chat.reservation_id) : undefined;
    const holder = chat.actionholder_employee_id ? holderById.get(chat.actionholder_employee_id) : undefined;
    const count = unread.get(chat.nmbr) ?? 0;
    return {
      nmbr: chat.nmbr,
      chatname: chat.chatname,
      chatstatus: chat.chatstatus as Chat['chatstatus'],
      chatpriority: chat.chatpriority as Chat['chatpriority'],
      actionholder: chat.actionholder_employee_id,
      actionholderinfo: holder ? personalInfo(holder) : null,
      helpRequestedAt: chat.help_requested_at,
      object1: chat.object1 as Chat['object1'],
      objectkey: chat.objectkey,
      members: members.map(toChatMember),
      unread: count,
      lastmessage: last
        ? {
            nmbr: last.nmbr,
            paragraph: last.paragraph,
            timestamp: last.created_at,
            personalinfo: personalInfo({
              firstname: last.author_firstname,
              surname: last.author_surname,
              personimage: last.author_personimage,
              workgroup: last.author_workgroup,
            }),
            hasAttachments: parseStringList(last.attachments).length > 0,
            ...withSystemLine(last.system_line),
          }
        : null,
      reservation: summary ? toReservationSummary(summary, suites.get(summary.id) ?? [], controlDeactivation.get(summary.location_id)) : null,
      deliveries: (chat.reservation_id ? deliveries.get(chat.reservation_id) : undefined) ?? [],
      complaints: (chat.reservation_id ? complaints.get(chat.reservation_id) : undefined) ?? [],
      suggestions: suggestionsByChat.get(chat.nmbr) ?? [],
      reminders: (remindersByChat.get(chat.nmbr) ?? []).map(toReminder),
      badges: badgesFor(actor, chat, members, count, mentioned.has(chat.nmbr)),
      membership: { isMember: direct !== undefined, isAdmin: direct?.mode === 'A' },
      created: chat.created_at,
      updated: chat.updated_at,
    };
  });
}

export async function chatStatusFor(db: DbOrTrx, actor: ChatParticipant, chat: ChatRow, members: readonly ChatMemberRecord[]): Promise<ChatStatus> {
  const unread = await unreadPerChat(db, actor, [chat], new Map([[chat.nmbr, members]]));
  return {
    nmbr: chat.nmbr,
    chatstatus: chat.chatstatus as ChatStatus['chatstatus'],
    chatpriority: chat.chatpriority as ChatStatus['chatpriority'],
    actionholder: chat.actionholder_employee_id,
    unread: unread.get(chat.nmbr) ?? 0,
    lastmessagenmbr: newestMessageNmbr(chat, actor.kind === 'employee'),
  };
}
