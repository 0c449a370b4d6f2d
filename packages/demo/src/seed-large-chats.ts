import { randomUUID } from 'node:crypto';
import { CHAT_STATUS } from '@stay/contract';
import { iso } from './seed-large-clock';
import { INTERNAL_CHAT_NAMES, INTERNAL_LINES, INTERNAL_CHAT_SHARE, LARGE_LOCATIONS, pick, randomInt, type LargeCounts, type Random } from './seed-large-data';
import { BulkWriter, chatBulkTables, maxNumber, type DbOrTrx } from '@stay/server/seeding';
import type { LargeStaff, LargeStay, LargeWorld } from './seed-large-stays';
import { CONVERSATIONS } from './seed-demo-chats-data';

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;
const GUEST_LINES = CONVERSATIONS.flatMap((lines) => lines.filter((line) => line.from === 'guest').map((line) => line.text));
const STAFF_LINES = CONVERSATIONS.flatMap((lines) => lines.filter((line) => line.from !== 'guest' && line.from !== 'system').map((line) => line.text));

interface ChatPlan {
  nmbr: number;
  stay: LargeStay | null;
  locationId: string;
  chatname: string | null;
  status: string;
  priority: string;
  actionholder: string | null;
  createdMs: number;
  firstMs: number;
  lastMs: number;
  guide: LargeStaff | null;
  /** The chat's staff: its guide first (admin), then support or the internal chat's members. */
  staff: LargeStaff[];
  workgroup: string | null;
  messages: number;
  firstMessage: number;
}

/** Splits `total` over the weights: at least one each, the sum exactly `total` (when total ≥ the number of weights). */
export function splitTotal(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1;
  const parts = weights.map((weight) => Math.max(1, Math.floor((total * weight) / sum)));
  let rest = total - parts.reduce((acc, part) => acc + part, 0);
  for (let index = 0; rest !== 0 && parts.length > 0; index = (index + 1) % parts.length) {
    if (rest > 0) {
      parts[index]! += 1;
      rest -= 1;
    } else if (parts[index]! > 1) {
      parts[index]! -= 1;
      rest += 1;
    }
  }
  return parts;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

const priorityOf = (random: Random) => {
  const roll = random();
  return roll < 0.85 ? 'NORMAL' : roll < 0.93 ? 'HIGH' : roll < 0.98 ? 'LOW' : 'URGENT';
};

function guestChatPlan(stay: LargeStay, world: LargeWorld): Omit<ChatPlan, 'nmbr' | 'messages' | 'firstMessage'> {
  const { random, clock } = world;
  const park = world.staff.get(stay.locationId)!;
  const guide = park.guides.find((member) => member.id === stay.guideId) ?? null;
  const support = park.support.length > 0 && (!guide || random() < 0.35) ? pick(random, park.support) : null;
  const lastMs = Math.min(stay.endMs + DAY_MS, clock.nowMs - 5 * MINUTE);
  const firstMs = Math.min(stay.startMs - DAY_MS, lastMs - 60 * MINUTE);
  const endedAgo = clock.nowMs - stay.endMs;
  const status =
    endedAgo > 14 * DAY_MS ? (random() < 0.75 ? CHAT_STATUS.closed : 'I') : endedAgo > 0 ? (random() < 0.5 ? 'I' : CHAT_STATUS.open) : CHAT_STATUS.open;
  return {
    stay,
    locationId: stay.locationId,
    chatname: null,
    status,
    priority: priorityOf(random),
    actionholder: status === CHAT_STATUS.open && support && random() < 0.3 ? support.id : null,
    createdMs: Math.min(stay.startMs - 2 * DAY_MS, firstMs - 60 * MINUTE),
    firstMs,
    lastMs,
    guide,
    staff: [guide, support].filter((member): member is LargeStaff => member !== null),
    workgroup: null,
  };
}

function internalChatPlan(world: LargeWorld): Omit<ChatPlan, 'nmbr' | 'messages' | 'firstMessage'> {
  const { random, clock } = world;
  const location = pick(random, LARGE_LOCATIONS);
  const park = world.staff.get(location.id)!;
  const staff = shuffled(random, park.all).slice(0, Math.min(park.all.length, randomInt(random, 2, 5)));
  const createdMs = clock.at(randomInt(random, world.window.firstDay, -1), '08:00') + randomInt(random, 0, 10 * 60) * MINUTE;
  const lastMs = Math.min(createdMs + randomInt(random, 1, 30) * DAY_MS, clock.nowMs - 5 * MINUTE);
  const recent = clock.nowMs - lastMs < 30 * DAY_MS;
  return {
    stay: null,
    locationId: location.id,
    chatname: pick(random, INTERNAL_CHAT_NAMES),
    status: recent ? CHAT_STATUS.open : random() < 0.7 ? CHAT_STATUS.closed : 'I',
    priority: priorityOf(random),
    actionholder: null,
    createdMs,
    firstMs: createdMs + MINUTE,
    lastMs,
    guide: null,
    staff,
    workgroup: random() < 0.5 ? (pick(random, park.all).workgroup ?? null) : null,
  };
}

/** The chats to write, oldest first, numbered after the chats and messages already there. */
async function planChats(trx: DbOrTrx, counts: LargeCounts, world: LargeWorld): Promise<ChatPlan[]> {
  const { random, clock } = world;
  const eligible = world.stays.filter((stay) => stay.guest !== null && stay.startMs - DAY_MS <= clock.nowMs);
  const guestChats = Math.min(eligible.length, counts.chats - Math.round(counts.chats * INTERNAL_CHAT_SHARE));
  const drafts = [
    ...shuffled(random, eligible).slice(0, guestChats).map((stay) => guestChatPlan(stay, world)),
    ...Array.from({ length: counts.chats - guestChats }, () => internalChatPlan(world)),
  ].sort((a, b) => a.createdMs - b.createdMs);
  // Exponential weights: most chats are short, a few run to hundreds of messages.
  const sizes = splitTotal(counts.messages, drafts.map(() => -Math.log(1 - random() * 0.999)));
  const firstChat = (await maxNumber(trx, chatBulkTables.chats)) + 1;
  let nextMessage = (await maxNumber(trx, chatBulkTables.messages)) + 1;
  return drafts.map((draft, index) => {
    const plan = { ...draft, nmbr: firstChat + index, messages: sizes[index]!, firstMessage: nextMessage };
    nextMessage += plan.messages;
    return plan;
  });
}

function memberRows(plan: ChatPlan): (string | number | null)[][] {
  const joinedAt = iso(plan.createdMs);
  const row = (kind: string, key: string, guest: string | null, staff: string | null, workgroup: string | null, mode: string) => [
    randomUUID(), plan.nmbr, kind, key, guest, staff, workgroup, mode, joinedAt, 0,
  ];
  const stayGuest = plan.stay?.guest;
  return [
    ...(stayGuest ? [row('person', stayGuest.id, stayGuest.id, null, null, 'M')] : []),
    ...plan.staff.map((member, index) => row('employee', member.id, null, member.id, member.workgroup, index === 0 && (plan.guide !== null || !plan.stay) ? 'A' : 'M')),
    ...(plan.workgroup ? [row('workgroup', plan.workgroup, null, null, plan.workgroup, 'M')] : []),
  ];
}

/** The instant of message `index` of the plan: spread over the chat's window, rising, the last one at `lastMs`. */
function messageMs(plan: ChatPlan, index: number, random: Random): number {
  if (index === plan.messages - 1) return plan.lastMs;
  const step = (plan.lastMs - plan.firstMs) / plan.messages;
  return Math.floor(plan.firstMs + (index + 0.1 + random() * 0.8) * step);
}

export interface LargeChatsCounts {
  chats: number;
  members: number;
  messages: number;
  readMarks: number;
}

/**
 * 10,000 chats with 1,000,000 messages at scale 1: guest chats of linked stays (the guest with their guide and
 * support) and internal staff chats. Each chat's newest message, activity and status match its messages; every
 * reader has read at least their own messages, and open chats keep a few unread.
 */
export async function seedLargeChats(trx: DbOrTrx, counts: LargeCounts, world: LargeWorld, log: (line: string) => void): Promise<LargeChatsCounts> {
  const { random } = world;
  const plans = await planChats(trx, counts, world);
  const chats = new BulkWriter(trx, chatBulkTables.chats);
  const members = new BulkWriter(trx, chatBulkTables.members);
  for (const plan of plans) {
    const last = iso(plan.lastMs);
    const isGuestChat = plan.stay !== null;
    await chats.add([
      plan.nmbr, plan.chatname, plan.status, plan.priority, plan.actionholder, isGuestChat ? 'reservation' : null, plan.stay?.id ?? null,
      plan.stay?.id ?? null, plan.locationId, plan.firstMessage + plan.messages - 1, last, iso(plan.createdMs), last,
    ]);
  }
  await chats.flush();
  for (const plan of plans) for (const row of memberRows(plan)) await members.add(row);
  await members.flush();

  const messages = new BulkWriter(trx, chatBulkTables.messages);
  const readState = new BulkWriter(trx, chatBulkTables.readState);
  const step = Math.max(100_000, Math.round(counts.messages / 10));
  let nextReport = step;
  for (const plan of plans) {
    const stayGuest = plan.stay?.guest ?? null;
    const ownLast = new Map<string, number>();
    for (let index = 0; index < plan.messages; index += 1) {
      const nmbr = plan.firstMessage + index;
      // The guide opens a guided stay's chat; after that the guest writes a little under half of the lines.
      const byGuest = stayGuest !== null && (plan.staff.length === 0 || (index === 0 ? plan.guide === null : random() < 0.45));
      const author = byGuest ? null : index === 0 && plan.guide ? plan.guide : pick(random, plan.staff);
      const template = byGuest ? pick(random, GUEST_LINES) : plan.stay ? pick(random, STAFF_LINES) : pick(random, INTERNAL_LINES);
      const paragraph = template.includes('{')
        ? template.replaceAll('{guest}', stayGuest?.firstname ?? '').replaceAll('{guide}', (plan.guide ?? plan.staff[0])?.firstname ?? 'the team')
        : template;
      await messages.add([nmbr, plan.nmbr, paragraph, byGuest ? stayGuest!.id : null, author?.id ?? null, iso(messageMs(plan, index, random))]);
      ownLast.set(byGuest ? `person:${stayGuest!.id}` : `employee:${author?.id}`, nmbr);
      if (messages.written + 1 >= nextReport) {
        log(`Large dataset: ${nextReport.toLocaleString('en')} of ${counts.messages.toLocaleString('en')} messages`);
        nextReport += step;
      }
    }
    const lastNmbr = plan.firstMessage + plan.messages - 1;
    const readers = [...(stayGuest ? [['person', stayGuest.id] as const] : []), ...plan.staff.map((member) => ['employee', member.id] as const)];
    for (const [kind, id] of readers) {
      const unread = plan.status === CHAT_STATUS.open ? randomInt(random, 0, 3) : 0;
      const mark = Math.max(ownLast.get(`${kind}:${id}`) ?? plan.firstMessage, lastNmbr - unread, plan.firstMessage);
      await readState.add([plan.nmbr, kind, id, Math.min(mark, lastNmbr), iso(plan.lastMs)]);
    }
  }
  await messages.flush();
  await readState.flush();
  return { chats: chats.written, members: members.written, messages: messages.written, readMarks: readState.written };
}
