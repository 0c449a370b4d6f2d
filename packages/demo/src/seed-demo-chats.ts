import { randomUUID } from 'node:crypto';
import {
  advanceReadMark,
  appendMessage,
  type ChatRow,
  type Db,
  type DbOrTrx,
  findChat,
  findChatByReservation,
  findGuestsOfReservation,
  findSuggestion,
  insertSuites,
  insertChat,
  insertMember,
  insertGuest,
  insertSuggestion,
  internalChatExists,
  listStaffMembers,
  listReservationsAt,
  locationExists,
  openReservationChat,
  replaceReservationSuites,
  setMainGuestIfNone,
  updateChat,
  upsertPendingReminder,
  upsertReservation,
} from '@stay/server/seeding';
import { DEMO_LOCATION, DEMO_RESERVATION_ID } from './demo-data';
import {
  CONVERSATIONS,
  DEMO_REMINDERS,
  DEMO_STAFF_IDS,
  DEMO_SUGGESTIONS,
  GENERATED_FIRST_NAMES,
  GENERATED_STAY_COUNT,
  generatedGuestId,
  generatedReservationId,
  generatedStartDaysOf,
  generatedSuiteIdOf,
  GENERATED_SUITES,
  GENERATED_SURNAMES,
  GUEST_LANGUAGE_CONVERSATIONS,
  INTERNAL_CHATS,
  MAIN_CONVERSATION,
  SUGGESTION_ACTIONS,
  type DemoChatRef,
  type Line,
} from './seed-demo-chats-data';
import { demoInstant } from './seed-demo-stays';
import { DEMO_STAY_TIMES } from './demo-stay-times';
import { DEMO_GUIDE_IDS, demoReservationIdOf } from './seed-demo-stays-data';

export interface SeedDemoChatsOptions {
  now?: Date;
  log?: (line: string) => void;
}

export interface DemoChatsCounts {
  reservations: number;
  chats: number;
  messages: number;
  suggestions: number;
  reminders: number;
}

const MINUTE = 60_000;

/** The German and French demo guests' reservations, with the chat they had in their language. */
const LANGUAGE_CONVERSATION_OF = new Map(
  Object.entries(GUEST_LANGUAGE_CONVERSATIONS).map(([key, lines]) => [demoReservationIdOf(key), lines] as const),
);

const GUIDE_IDS: readonly string[] = Object.values(DEMO_GUIDE_IDS);
const reservationIdOf = (chat: DemoChatRef) => (chat === 'main' ? DEMO_RESERVATION_ID : generatedReservationId(chat));

interface Staff {
  id: string;
  firstname: string;
  workgroup: string | null;
}

/** The generated stays' suites, so the suite overview, the bookings and the occupancy count them. */

/** Extra stays at the demo location (guests without sign-in) so the inbox has enough chats to feel real. */
async function seedGeneratedStays(trx: DbOrTrx, now: Date, guides: readonly string[]): Promise<number> {
  let added = 0;
  await insertSuites(
    trx,
    GENERATED_SUITES.map((name) => ({ id: generatedSuiteIdOf(name), name })),
    DEMO_LOCATION.id,
  );
  for (let index = 0; index < GENERATED_STAY_COUNT; index += 1) {
    const id = generatedReservationId(index);
    const guestId = generatedGuestId(index);
    const firstname = GENERATED_FIRST_NAMES[index % GENERATED_FIRST_NAMES.length]!;
    const surname = GENERATED_SURNAMES[index % GENERATED_SURNAMES.length]!;
    const startDays = generatedStartDaysOf(index);
    const endDays = startDays + 3 + (index % 5);
    const guideId = index % 4 === 3 ? null : (guides[index % Math.max(guides.length, 1)] ?? null);
    added += await upsertReservation(trx, {
      id,
      reservation_number: `DZ-2025-${String(300 + index).padStart(6, '0')}`,
      status: 30,
      start_date_time: demoInstant(now, startDays, DEMO_STAY_TIMES.checkInTime),
      end_date_time: demoInstant(now, endDays, DEMO_STAY_TIMES.checkOutTime),
      controls_deactivation_date_time: demoInstant(now, endDays, index % 6 === 2 ? DEMO_STAY_TIMES.lateCheckoutTime : DEMO_STAY_TIMES.checkOutTime),
      location_id: DEMO_LOCATION.id,
      accommodation_name: GENERATED_SUITES[index % GENERATED_SUITES.length]!,
      guide_employee_id: guideId,
      guide_selection_timestamp: guideId ? new Date(now.getTime() - (index + 2) * 97 * MINUTE).toISOString() : null,
      main_guest_firstname: firstname,
      main_guest_surname: surname,
    });
    await replaceReservationSuites(trx, id, [generatedSuiteIdOf(GENERATED_SUITES[index % GENERATED_SUITES.length]!)]);
    await insertGuest(trx, { id: guestId, erpUid: `DC${1000 + index}`, firstname, surname, cellphone: null, subscribedToNewsletter: false, activeReservationId: id });
    await setMainGuestIfNone(trx, id, guestId);
  }
  return added;
}

interface NewMember {
  kind: 'person' | 'employee' | 'workgroup';
  /** The guest's or staff member's id, or the workgroup's name. */
  id: string;
  workgroup: string | null;
}

/** Adds the member from the first message on; 'A' makes them admin, 'M' a plain member. */
async function join(trx: DbOrTrx, chat: ChatRow, member: NewMember, at: string, mode: 'A' | 'M' = 'M') {
  await insertMember(trx, {
    id: randomUUID(),
    chat_nmbr: chat.nmbr,
    kind: member.kind,
    member_key: member.id,
    person_id: member.kind === 'person' ? member.id : null,
    employee_id: member.kind === 'employee' ? member.id : null,
    workgroup: member.workgroup,
    mode,
    joined_at: at,
    joined_after_nmbr: 0,
  });
}

/** Writes a conversation ending `endsAgoMin` minutes ago; readers have read up to the last staff line. */
async function writeConversation(
  trx: DbOrTrx,
  start: ChatRow,
  lines: readonly Line[],
  cast: { guest: { id: string; firstname: string }; guide: Staff | undefined; staff: ReadonlyMap<string, Staff> },
  now: Date,
  endsAgoMin: number,
): Promise<{ chat: ChatRow; nmbrs: number[] }> {
  let chat = start;
  const nmbrs: number[] = [];
  const speakerOf = (from: Line['from']): Staff | undefined =>
    from === 'guide' ? (cast.guide ?? cast.staff.get('demo-employee-cuber')) : from === 'guest' || from === 'system' ? undefined : cast.staff.get(DEMO_STAFF_IDS[from]);
  // Irregular gaps of 7–19 minutes between lines, summed backwards from the end so that times rise with nmbr.
  const minutesAgo = lines.map((_, index) => endsAgoMin + lines.slice(index + 1).reduce((sum, __, offset) => sum + 7 + (((index + offset) * 5) % 13), 0));
  for (const [index, line] of lines.entries()) {
    const at = new Date(now.getTime() - minutesAgo[index]! * MINUTE).toISOString();
    const staff = speakerOf(line.from);
    if (line.from !== 'guest' && line.from !== 'system' && !staff) continue;
    if (staff) await join(trx, chat, { kind: 'employee', ...staff }, chat.created_at);
    const guideName = speakerOf('guide')?.firstname ?? 'the team';
    const text = line.text.replaceAll('{guest}', cast.guest.firstname).replaceAll('{guide}', guideName);
    const author = line.from === 'guest' ? { kind: 'person' as const, id: cast.guest.id } : staff ? { kind: 'employee' as const, id: staff.id } : null;
    const appended = await appendMessage(trx, chat, { paragraph: text, author }, at);
    chat = appended.chat;
    nmbrs.push(appended.nmbr);
  }
  // Everyone has read up to the last staff line: a guest's newest lines stay unread for staff, and the other way round.
  const lastStaff = lines.map((line, index) => (line.from === 'guest' ? -1 : index)).filter((index) => index >= 0 && index < nmbrs.length).pop();
  if (lastStaff !== undefined) {
    const upTo = nmbrs[lastStaff]!;
    await advanceReadMark(trx, chat.nmbr, { kind: 'person', id: cast.guest.id }, upTo, chat.activity_at);
    const staffIds = new Set([cast.guide?.id, ...lines.map((line) => speakerOf(line.from)?.id)].filter((id): id is string => !!id));
    for (const id of staffIds) await advanceReadMark(trx, chat.nmbr, { kind: 'employee', id }, upTo, chat.activity_at);
  }
  return { chat, nmbrs };
}

/**
 * Chats for every demo reservation (realistic histories, English with some Dutch; the German and French guests' in
 * their language), extra generated stays, internal
 * staff chats, suggestions and pending reminders. Idempotent: existing chats are left alone; the demo reminders move
 * back into the future so a long-running demo always has one pending.
 */
export async function seedDemoChats(db: Db, options: SeedDemoChatsOptions = {}): Promise<DemoChatsCounts> {
  const now = options.now ?? new Date();
  const log = options.log ?? console.log;
  const counts: DemoChatsCounts = { reservations: 0, chats: 0, messages: 0, suggestions: 0, reminders: 0 };
  if (!(await locationExists(db, DEMO_LOCATION.id))) {
    log('Demo chats: skipped (no demo location; seed the demo data first)');
    return counts;
  }

  await db.transaction().execute(async (trx) => {
    const staff = new Map<string, Staff>((await listStaffMembers(trx)).map((row) => [row.id, row]));
    const guides = GUIDE_IDS.filter((id) => staff.has(id));
    counts.reservations = await seedGeneratedStays(trx, now, guides);

    const reservations = await listReservationsAt(trx, DEMO_LOCATION.id);
    const chatOf = new Map<string, ChatRow>();
    const messagesOf = new Map<string, number[]>();
    for (const [index, reservation] of reservations.entries()) {
      const existing = await findChatByReservation(trx, reservation.id);
      if (existing) {
        chatOf.set(reservation.id, existing);
        continue;
      }
      const guests = await findGuestsOfReservation(trx, reservation.id);
      const guest = guests[0];
      if (!guest) continue;
      const createdAt = new Date(now.getTime() - (3 * 24 * 60 + index * 11) * MINUTE).toISOString();
      let chat = await openReservationChat(trx, reservation.id, createdAt);
      for (const member of guests) await join(trx, chat, { kind: 'person', id: member.id, workgroup: null }, createdAt);
      counts.chats += 1;
      chatOf.set(reservation.id, chat);
      // Stays that start later than tomorrow have an empty chat (status N: not listed until a first message).
      if (new Date(reservation.start_date_time).getTime() > now.getTime() + 24 * 60 * MINUTE) continue;
      const lines =
        reservation.id === DEMO_RESERVATION_ID
          ? MAIN_CONVERSATION
          : (LANGUAGE_CONVERSATION_OF.get(reservation.id) ?? CONVERSATIONS[index % CONVERSATIONS.length]!);
      const guide = reservation.guide_employee_id ? staff.get(reservation.guide_employee_id) : undefined;
      const endsAgo = reservation.id === DEMO_RESERVATION_ID ? 12 : 4 + ((index * 37) % (36 * 60));
      const written = await writeConversation(trx, chat, lines, { guest, guide, staff }, now, endsAgo);
      chat = written.chat;
      counts.messages += written.nmbrs.length;
      messagesOf.set(reservation.id, written.nmbrs);
      // A few chats are inactive, a few are being handled by support.
      const isMain = reservation.id === DEMO_RESERVATION_ID;
      if (!isMain && index % 9 === 5) await updateChat(trx, chat.nmbr, { chatstatus: 'I', actionholder_employee_id: null });
      else if (lines.some((line) => line.from === 'cuber') && staff.has('demo-employee-cuber')) {
        await updateChat(trx, chat.nmbr, { actionholder_employee_id: 'demo-employee-cuber' });
      }
    }

    counts.chats += await seedInternalChats(trx, staff, now, counts);
    counts.suggestions = await seedSuggestions(trx, now, chatOf, messagesOf);
    counts.reminders = await seedReminders(trx, now, chatOf, staff);
  });

  log(
    `Demo chats: ${counts.chats} chats, ${counts.messages} messages, ${counts.reservations} extra stays, ` +
      `${counts.suggestions} suggestions and ${counts.reminders} reminders added or refreshed`,
  );
  return counts;
}

async function insertInternalChat(trx: DbOrTrx, chatname: string, chatpriority: string, createdAt: string): Promise<ChatRow> {
  const nmbr = await insertChat(trx, {
    chatname,
    chatstatus: 'O',
    chatpriority,
    actionholder_employee_id: null,
    object1: null,
    objectkey: null,
    reservation_id: null,
    location_id: DEMO_LOCATION.id,
    last_message_nmbr: null,
    activity_at: createdAt,
    created_at: createdAt,
    updated_at: createdAt,
  });
  const chat = nmbr === undefined ? undefined : await findChat(trx, nmbr);
  if (!chat) throw new Error(`Demo chats: could not add the internal chat ${chatname}`);
  return chat;
}

async function seedInternalChats(trx: DbOrTrx, staff: ReadonlyMap<string, Staff>, now: Date, counts: DemoChatsCounts): Promise<number> {
  let added = 0;
  for (const [index, definition] of INTERNAL_CHATS.entries()) {
    const members = definition.members.filter((id) => staff.has(id));
    if (members.length === 0) continue;
    if (await internalChatExists(trx, DEMO_LOCATION.id, definition.chatname)) continue;
    const createdAt = new Date(now.getTime() - (2 * 24 * 60 + index * 60) * MINUTE).toISOString();
    let chat = await insertInternalChat(trx, definition.chatname, definition.chatpriority, createdAt);
    for (const [position, id] of members.entries()) {
      await join(trx, chat, { kind: 'employee', id, workgroup: staff.get(id)!.workgroup }, createdAt, position === 0 ? 'A' : 'M');
    }
    for (const workgroup of definition.workgroups) await join(trx, chat, { kind: 'workgroup', id: workgroup, workgroup }, createdAt);
    for (const [position, line] of definition.lines.entries()) {
      if (!staff.has(line.from)) continue;
      const at = new Date(now.getTime() - (90 + index * 45 + (definition.lines.length - position) * 17) * MINUTE).toISOString();
      chat = (await appendMessage(trx, chat, { paragraph: line.text, author: { kind: 'employee', id: line.from } }, at)).chat;
      counts.messages += 1;
    }
    added += 1;
  }
  return added;
}

async function seedSuggestions(trx: DbOrTrx, now: Date, chatOf: ReadonlyMap<string, ChatRow>, messagesOf: ReadonlyMap<string, number[]>): Promise<number> {
  let added = 0;
  for (const suggestion of DEMO_SUGGESTIONS) {
    const reservationId = reservationIdOf(suggestion.chat);
    const chat = chatOf.get(reservationId);
    if (!chat || (await findSuggestion(trx, suggestion.id))) continue;
    await insertSuggestion(trx, {
      id: suggestion.id,
      chat_nmbr: chat.nmbr,
      employee_id: null,
      title: suggestion.title.en,
      title_nl: suggestion.title.nl,
      title_de: suggestion.title.de,
      title_fr: suggestion.title.fr,
      text: suggestion.text.en,
      text_nl: suggestion.text.nl,
      text_de: suggestion.text.de,
      text_fr: suggestion.text.fr,
      icon: suggestion.icon,
      chat_message_nmbr: messagesOf.get(reservationId)?.at(-1) ?? null,
      actions: JSON.stringify(SUGGESTION_ACTIONS),
      status: null,
      status_at: null,
      status_by_employee_id: null,
      created_at: now.toISOString(),
    });
    added += 1;
  }
  return added;
}

async function seedReminders(trx: DbOrTrx, now: Date, chatOf: ReadonlyMap<string, ChatRow>, staff: ReadonlyMap<string, Staff>): Promise<number> {
  let refreshed = 0;
  for (const reminder of DEMO_REMINDERS) {
    const chat = chatOf.get(reservationIdOf(reminder.chat));
    if (!chat || !staff.has(reminder.staffId)) continue;
    await upsertPendingReminder(trx, {
      id: reminder.id,
      chat_nmbr: chat.nmbr,
      employee_id: reminder.staffId,
      remind_at: new Date(now.getTime() + reminder.inMinutes * MINUTE).toISOString(),
      paragraph: reminder.paragraph,
      actions: JSON.stringify(['OPEN_CHAT']),
      fired_at: null,
      fired_by: null,
      created_at: now.toISOString(),
    });
    refreshed += 1;
  }
  return refreshed;
}
