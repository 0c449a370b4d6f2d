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
import { keptReadsOf } from '../../../db/kept-reads';
import { findChatComplaints } from '../../complaint';
import { deliveriesForReservations } from '../../order';
import { configuredDeactivationTime, findSuiteNames, findReservationSummaries, type ReservationSummaryRow } from '../../reservation';
import { membershipOf, workgroupOf, type ChatParticipant } from '../access/membership';
import { findMembers, type ChatMemberRecord } from '../members/member-repository';
import { readerOf, unreadPerChat } from '../read-state/unread';
import { findPendingReminders, type ChatReminderRow } from '../reminders/reminder-repository';
import { findOpenSuggestions } from '../suggestions/suggestion-repository';
import { suggestionsFor } from '../suggestions/suggestion-texts';
import { parseStringList, personalInfo, toChatMember, toReminder, withSystemLine } from '../to-wire';
import type { ChatRow } from './chat-repository';
import { findListItems, findReaderMarks, type ChatListItemRow } from './list-item-repository';
import { newestMessageNmbr } from './newest-message';

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export const groupMembers = (members: readonly ChatMemberRecord[]): Map<number, ChatMemberRecord[]> => groupBy(members, (member) => member.chat_nmbr);

function lastMessageOf(item: ChatListItemRow | undefined): Chat['lastmessage'] {
  if (!item || item.last_nmbr === null) return null;
  return {
    nmbr: item.last_nmbr,
    paragraph: item.last_paragraph!,
    timestamp: item.last_created_at!,
    personalinfo: personalInfo({
      firstname: item.author_firstname,
      surname: item.author_surname,
      personimage: item.author_personimage,
      workgroup: item.author_workgroup,
    }),
    hasAttachments: parseStringList(item.last_attachments!).length > 0,
    ...withSystemLine(item.last_system_line),
  };
}

function actionHolderInfoOf(item: ChatListItemRow | undefined): Chat['actionholderinfo'] {
  if (!item) return null;
  return personalInfo({ firstname: item.holder_firstname, surname: item.holder_surname, personimage: item.holder_personimage, workgroup: item.holder_workgroup });
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

/**
 * What every reader of a page of chats sees alike: its members, last messages and action holders, stays, suite names,
 * reminders, complaints, deliveries.
 */
interface SharedChatParts {
  membersByChat: ReadonlyMap<number, readonly ChatMemberRecord[]>;
  items: Map<number, ChatListItemRow>;
  summaries: ReservationSummaryRow[];
  suites: Map<string, string[]>;
  reminders: ChatReminderRow[];
  complaints: Map<string, Chat['complaints']>;
  deliveries: Map<string, Chat['deliveries']>;
}

async function readSharedParts(
  db: DbOrTrx,
  nmbrs: readonly number[],
  reservationIds: readonly string[],
  isStaff: boolean,
  knownMembers?: ReadonlyMap<number, readonly ChatMemberRecord[]>,
): Promise<SharedChatParts> {
  const [membersByChat, items, summaries, suites, reminders, complaints, deliveries] = await Promise.all([
    knownMembers ?? findMembers(db, nmbrs).then(groupMembers),
    findListItems(db, nmbrs),
    findReservationSummaries(db, reservationIds),
    findSuiteNames(db, reservationIds),
    isStaff ? findPendingReminders(db, nmbrs) : Promise.resolve([]),
    // The list item's expandable section groups the stay's complaints by state text (staff only).
    isStaff ? findChatComplaints(db, reservationIds) : Promise.resolve(new Map<string, Chat['complaints']>()),
    // The deliveries of the stay's paid and placed orders, by date (the list item groups them by date).
    deliveriesForReservations(db, reservationIds),
  ]);
  return { membersByChat, items, summaries, suites, reminders, complaints, deliveries };
}

/**
 * Pages of the staff inbox whose shared parts are kept. Staff of a park read the same first pages, and each list item
 * carries a stay's deliveries and complaints: most of a page's reading, the same for all of them.
 */
const KEPT_CHAT_PAGES = 500;
const keptChatPage = keptReadsOf(KEPT_CHAT_PAGES);

/**
 * Chats as the actor sees them, assembled in a fixed number of queries whatever the page size: one round of reads by
 * the chats' keys (the parts every reader sees alike kept across readers, while unchanged), then the unread counts
 * (which need the members and read marks) and the late-checkout times.
 */
export async function buildChatViews(db: DbOrTrx, actor: ChatParticipant, chats: readonly ChatRow[], options: BuildChatViewsOptions = {}): Promise<Chat[]> {
  if (chats.length === 0) return [];
  const nmbrs = chats.map((chat) => chat.nmbr);
  const reservationIds = chats.flatMap((chat) => (chat.reservation_id ? [chat.reservation_id] : []));
  const isStaff = actor.kind === 'employee';
  const [{ membersByChat, items, summaries, suites, reminders, complaints, deliveries }, { readMarks, unreadMentions }, suggestions] = await Promise.all([
    options.membersByChat
      ? readSharedParts(db, nmbrs, reservationIds, isStaff, options.membersByChat)
      : keptChatPage(db, `chat-page\u0000${isStaff}\u0000${nmbrs.join(',')}\u0000${reservationIds.join(',')}`, () =>
          readSharedParts(db, nmbrs, reservationIds, isStaff),
        ),
    findReaderMarks(db, readerOf(actor), nmbrs),
    isStaff ? findOpenSuggestions(db, nmbrs, actor.id).then((rows) => suggestionsFor(db, actor.id, rows)) : Promise.resolve([]),
  ]);
  const [unread, controlDeactivation] = await Promise.all([
    unreadPerChat(db, actor, chats, membersByChat, readMarks),
    deactivationTimes(db, summaries),
  ]);
  const summaryById = new Map(summaries.map((row) => [row.id, row]));
  const suggestionsByChat = groupBy(suggestions, (suggestion) => suggestion.chatnmbr);
  const remindersByChat = groupBy(reminders, (row) => row.chat_nmbr);

  return chats.map((chat) => {
    const members = membersByChat.get(chat.nmbr) ?? [];
    const { direct } = membershipOf(actor, chat, members);
    const item = items.get(chat.nmbr);
    const summary = chat.reservation_id ? summaryById.get(chat.reservation_id) : undefined;
    const count = unread.get(chat.nmbr) ?? 0;
    return {
      nmbr: chat.nmbr,
      chatname: chat.chatname,
      chatstatus: chat.chatstatus as Chat['chatstatus'],
      chatpriority: chat.chatpriority as Chat['chatpriority'],
      actionholder: chat.actionholder_employee_id,
      actionholderinfo: chat.actionholder_employee_id ? actionHolderInfoOf(item) : null,
      helpRequestedAt: chat.help_requested_at,
      object1: chat.object1 as Chat['object1'],
      objectkey: chat.objectkey,
      members: members.map(toChatMember),
      unread: count,
      lastmessage: chat.last_message_nmbr ? lastMessageOf(item) : null,
      reservation: summary ? toReservationSummary(summary, suites.get(summary.id) ?? [], controlDeactivation.get(summary.location_id)) : null,
      deliveries: (chat.reservation_id ? deliveries.get(chat.reservation_id) : undefined) ?? [],
      complaints: (chat.reservation_id ? complaints.get(chat.reservation_id) : undefined) ?? [],
      suggestions: suggestionsByChat.get(chat.nmbr) ?? [],
      reminders: (remindersByChat.get(chat.nmbr) ?? []).map(toReminder),
      badges: badgesFor(actor, chat, members, count, unreadMentions.has(chat.nmbr)),
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
