import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { STAFF_ROLES, type KnownRole, type StaffRole } from '@stay/contract';
import type { TestContext } from '../../support';
import type { TestGuest, TestReservation, TestStaff } from '../../support/factories';
import { multipartFile } from '../../support/multipart';

export const PASSWORD = 'Secret12';
/** A real 1 × 1 PNG: uploaded images are decoded and re-encoded. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart upload of a small PNG, as the app sends an attachment. */
export function pngUpload(): { payload: Buffer; headers: Record<string, string> } {
  return multipartFile(PNG, 'photo.png', 'image/png');
}

export type CallerName = 'no token' | 'garbage token' | KnownRole | 'another guest' | `${StaffRole} of another location`;

/**
 * Who calls: no token, a garbage token, a signed-in member of a role, a guest who does not own the resource, or staff
 * of another location whose workgroups bear the same names.
 */
export interface Caller {
  name: CallerName;
  /** The role the token carries; null without a valid token. */
  role: KnownRole | null;
  token: string | undefined;
  staff?: TestStaff;
  guest?: TestGuest;
}

/** How a staff caller should belong to the chat a sample acts on (the chat guards depend on it). */
export type Membership = 'none' | 'member' | 'admin' | 'workgroup';

export interface SampleChat {
  nmbr: number;
  /** The chat's reservation: its objectkey. */
  reservationId: string;
  /** Another staff member of the chat (a member the caller may remove). */
  otherMemberId: string;
  otherStaffId: string;
}

export type RoleAccessWorld = Awaited<ReturnType<typeof createRoleAccessWorld>>;

/**
 * The data every endpoint is called against, built once per suite with the factories: staff of every role at one
 * location, guest A (the owner: a stay with a guide, a suite with a lock, demo mode, a chat with a message, an
 * attachment and a suggestion, an invite), guest B with a stay of their own, and an unlinked reservation. A second
 * location has staff of every role in workgroups named as the first location's (`Guides`, …), a guide of its own
 * and a guest chat of its own in which those workgroups are members.
 */
export async function createRoleAccessWorld(ctx: TestContext) {
  const make = ctx.factories;
  const call = (token: string | undefined, options: InjectOptions) =>
    ctx.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { accesstoken: token } : {}) } }) as Promise<LightMyRequestResponse>;
  const json = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answered = await response;
    if (answered.statusCode !== 200) throw new Error(`Setting up the role-access world failed: ${answered.statusCode} ${answered.body}`);
    return answered.json<T>();
  };

  await make.settings();
  const location = await make.location();
  const staff = await make.staffOfEveryRole(location.id, { password: PASSWORD });
  await make.guideProfile(staff.GUIDE.id);
  await make.guideQuestionnaire();

  const stayOf = async (suiteName: string, demoMode: boolean) => {
    const { reservation, guest } = await make.stay({
      locationId: location.id,
      suites: [suiteName],
      guideId: staff.GUIDE.id,
      demoMode,
      guest: { firstname: suiteName, password: PASSWORD },
    });
    const deviceId = await make.device({ suiteId: reservation.suiteIds[0] as string, type: 'LOCK' });
    return { reservation, guest, deviceId };
  };
  const owner = await stayOf('Suite A', true);
  const other = await stayOf('Suite B', false);
  const unlinked = await make.reservation({ locationId: location.id, bookingEmail: 'booker@test.stay', postalCode: '1234 AB' });
  const invite = await make.invite({ reservationId: owner.reservation.id, email: 'invitee@test.stay', invitedBy: owner.guest.id });

  const chatPath = '/api/guest/reservation/current/chat';
  const chat = (await json<{ nmbr: number }>(call(owner.guest.token, { method: 'GET', url: chatPath }))).nmbr;
  const message = (await json<{ nmbr: number }>(call(owner.guest.token, { method: 'POST', url: `${chatPath}/message`, payload: { paragraph: 'Hello' } }))).nmbr;
  const attachment = (await json<{ filename: string }>(call(owner.guest.token, { method: 'POST', url: `${chatPath}/attachment`, ...pngUpload() }))).filename;
  for (const member of Object.values(staff)) await make.chatMember({ chatNmbr: chat, employee: member, mode: 'A' });
  // Guest B's chat is created on first use: open it now, so B's calls below change nothing.
  await json(call(other.guest.token, { method: 'GET', url: chatPath }));
  const suggestionId = await make.chatSuggestion({ chatNmbr: chat, messageNmbr: message });

  const elsewhere = await make.location({ name: 'Other park' });
  const elsewhereStaff = await make.staffOfEveryRole(elsewhere.id, { password: PASSWORD });
  await make.guideProfile(elsewhereStaff.GUIDE.id);
  const elsewhereStay = await make.stay({ locationId: elsewhere.id, suites: ['Suite elsewhere'], guideId: elsewhereStaff.GUIDE.id });
  const elsewhereChat = (await json<{ nmbr: number }>(call(elsewhereStay.guest.token, { method: 'GET', url: chatPath }))).nmbr;
  for (const member of Object.values(elsewhereStaff)) await make.chatMember({ chatNmbr: elsewhereChat, employee: member, asWorkgroup: true });

  const staffList = Object.values(staff);
  const world = {
    ctx,
    call,
    location,
    staff,
    guest: owner.guest,
    otherGuest: other.guest,
    stay: owner.reservation,
    unlinked: unlinked as TestReservation,
    deviceId: owner.deviceId,
    chat,
    message,
    attachment,
    suggestionId,
    invite,
    elsewhere,
    elsewhereStaff,

    /** A guest with a stay of their own, for calls that end or change the stay. */
    async freshGuest(): Promise<TestGuest> {
      return (await stayOf('Suite fresh', true)).guest;
    },

    /** A new guest chat in which a staff caller has the given membership; other callers get guest A's chat. */
    async chatFor(caller: Caller, membership: Membership): Promise<SampleChat> {
      const otherOf = (staff: TestStaff | undefined) => staffList.find((member) => member.id !== staff?.id) as TestStaff;
      if (!caller.staff) return { nmbr: chat, reservationId: owner.reservation.id, otherMemberId: 'no-member', otherStaffId: otherOf(undefined).id };
      const fresh = await make.stay({ locationId: location.id, suites: ['Suite chat'] });
      const nmbr = (await json<{ nmbr: number }>(call(fresh.guest.token, { method: 'GET', url: chatPath }))).nmbr;
      if (membership !== 'none') {
        const mode = membership === 'admin' ? 'A' : 'M';
        await make.chatMember({ chatNmbr: nmbr, employee: caller.staff, mode, asWorkgroup: membership === 'workgroup' });
      }
      const other = otherOf(caller.staff);
      const otherMemberId = await make.chatMember({ chatNmbr: nmbr, employee: other, mode: 'M' });
      return { nmbr, reservationId: fresh.reservation.id, otherMemberId, otherStaffId: other.id };
    },

    /** A reminder of the caller's own in guest A's chat (staff only may delete their own reminders). */
    async reminderOf(caller: Caller): Promise<string> {
      if (!caller.staff) return 'no-reminder';
      const reminder = await json<{ _id: string }>(
        call(caller.token, {
          method: 'POST',
          url: `/api/employee/chat/${chat}/reminder`,
          payload: { datetime: new Date(Date.now() + 86_400_000).toISOString(), paragraph: 'Call back' },
        }),
      );
      return reminder._id;
    },

    /**
     * A new guest chat and a new internal chat at the first location, each with an unread message and the
     * location's workgroups as members: what staff of another location must not notice.
     */
    async newChatsAtFirstLocation(): Promise<void> {
      const fresh = await make.stay({ locationId: location.id, suites: ['Suite news'] });
      const guestChat = (await json<{ nmbr: number }>(call(fresh.guest.token, { method: 'GET', url: chatPath }))).nmbr;
      await json(call(fresh.guest.token, { method: 'POST', url: `${chatPath}/message`, payload: { paragraph: 'News from the first park' } }));
      const created = call(staff.MANAGEMENT.token, { method: 'POST', url: '/api/employee/chat', payload: { chatname: 'Park news' } });
      const internal = (await json<{ nmbr: number }>(created)).nmbr;
      await json(call(staff.MANAGEMENT.token, { method: 'POST', url: `/api/employee/chat/${internal}/message`, payload: { paragraph: 'Staff news' } }));
      for (const nmbr of [guestChat, internal]) {
        for (const member of staffList) await make.chatMember({ chatNmbr: nmbr, employee: member, asWorkgroup: true });
      }
    },

    /**
     * Makes the first location's workgroups members of every chat there, so that each chat a replayed request
     * addresses has a workgroup of the same name as the other location's caller.
     */
    async workgroupsInEveryChatOfFirstLocation(): Promise<void> {
      const chats = await ctx.db.selectFrom('chats').select('nmbr').where('location_id', '=', location.id).execute();
      const present = await ctx.db
        .selectFrom('chat_members')
        .select(['chat_nmbr', 'member_key'])
        .where('kind', '=', 'workgroup')
        .where('chat_nmbr', 'in', chats.map((row) => row.nmbr))
        .execute();
      const has = new Set(present.map((row) => `${row.chat_nmbr} ${row.member_key}`));
      for (const { nmbr } of chats) {
        for (const member of staffList) {
          if (!has.has(`${nmbr} ${member.workgroup}`)) await make.chatMember({ chatNmbr: nmbr, employee: member, asWorkgroup: true });
        }
      }
    },

    /** What names the first location's data in an answer: its id, its staff, its reservations and its chats. */
    async firstLocationTraces(): Promise<{ ids: Set<string>; chats: Set<number> }> {
      const reservations = await ctx.db.selectFrom('reservations').select('id').where('location_id', '=', location.id).execute();
      const chats = await ctx.db.selectFrom('chats').select('nmbr').where('location_id', '=', location.id).execute();
      return {
        ids: new Set([location.id, ...staffList.map((member) => member.id), ...reservations.map((row) => row.id)]),
        chats: new Set(chats.map((row) => Number(row.nmbr))),
      };
    },

    /** A refresh token of the caller's account, from a sign-in. */
    async refreshTokenOf(caller: Caller): Promise<string | undefined> {
      const account = caller.staff ?? caller.guest;
      if (!account) return caller.name === 'garbage token' ? 'garbage-refresh-token' : undefined;
      return (await ctx.login(account.email, PASSWORD)).refreshtoken;
    },
  };
  return world;
}

/** The callers of every endpoint; `another guest` is added for samples that address guest A's own resource. */
export function callersOf(world: RoleAccessWorld): Caller[] {
  const staffCaller = (role: StaffRole): Caller => ({ name: role, role, token: world.staff[role].token, staff: world.staff[role] });
  return [
    { name: 'no token', role: null, token: undefined },
    { name: 'garbage token', role: null, token: 'garbage.not-a.token' },
    { name: 'GUEST', role: 'GUEST', token: world.guest.token, guest: world.guest },
    staffCaller('GUIDE'),
    staffCaller('CUBER'),
    staffCaller('BACKOFFICE'),
    staffCaller('MANAGEMENT'),
  ];
}

export function anotherGuestOf(world: RoleAccessWorld): Caller {
  return { name: 'another guest', role: 'GUEST', token: world.otherGuest.token, guest: world.otherGuest };
}

/** Staff of every role at the second location, in workgroups named as the first location's. */
export function otherLocationStaffOf(world: RoleAccessWorld): Caller[] {
  return STAFF_ROLES.map((role) => ({ name: `${role} of another location`, role, token: world.elsewhereStaff[role].token, staff: world.elsewhereStaff[role] }));
}

/** The first location's staff member of the caller's role: whose request a caller of another location replays. */
export function counterpartOf(world: RoleAccessWorld, caller: Caller): Caller {
  const role = caller.role as StaffRole;
  return { name: role, role, token: world.staff[role].token, staff: world.staff[role] };
}
