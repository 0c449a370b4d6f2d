import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../support';
import { insertMember } from '../../../../src/modules/chat/members/member-repository';
import { CompiledQuery } from 'kysely';
import { chatListQuery, insertChat, listChats, type ChatListFilter, type ChatListVariant, type ChatRow } from '../../../../src/modules/chat/chats/chat-repository';

const STATUSES = ['N', 'O', 'I', 'C'] as const;
const VARIANTS: ChatListVariant[] = ['all', 'internal', 'active', 'member', 'workgroup'];

interface Membership {
  chat: number;
  kind: 'employee' | 'workgroup';
  key: string;
  workgroup: string | null;
}

/** A small deterministic generator, so a failure names the same data every run. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below) as number;
  };
}

/**
 * The inbox query stops reading once its page is full; these cases check that every page equals the same slice of
 * the whole list, and the whole list equals the visibility rule written out, whatever plan the engine picks.
 */
describeEachDialect('staff chat list pages', (ctx) => {
  const chats: ChatRow[] = [];
  const memberships: Membership[] = [];
  let here = '';
  let there = '';
  let me = { id: '', workgroup: 'Guides' as string | null };
  let colleague = { id: '', workgroup: 'Guides' as string | null };

  beforeAll(async () => {
    const { factories, db } = ctx;
    here = (await factories.location()).id;
    there = (await factories.location()).id;
    const guide = await factories.staff({ role: 'GUIDE', locationId: here, workgroup: 'Guides' });
    const other = await factories.staff({ role: 'GUIDE', locationId: there, workgroup: 'Guides' });
    me = { id: guide.id, workgroup: guide.workgroup };
    colleague = { id: other.id, workgroup: other.workgroup };
    const stays = await Promise.all([here, there, here].map((locationId) => factories.reservation({ locationId })));
    const next = sequence(13);
    for (let index = 0; index < 90; index += 1) {
      const locationId = [here, there, null][next(3)]!;
      const reservation = index < stays.length ? stays[index]! : undefined;
      // Few distinct instants, so ties on activity are ordered by nmbr.
      const activity = new Date(Date.UTC(2026, 0, 1 + next(20))).toISOString();
      const nmbr = await insertChat(db, {
        chatname: `chat ${index}`,
        chatstatus: STATUSES[next(4)]!,
        chatpriority: 'NORMAL',
        actionholder_employee_id: null,
        object1: reservation ? 'reservation' : null,
        objectkey: reservation?.id ?? null,
        reservation_id: reservation?.id ?? null,
        location_id: reservation ? (index === 1 ? there : here) : locationId,
        last_message_nmbr: null,
        activity_at: activity,
        created_at: activity,
        updated_at: activity,
      });
      const pick = next(6);
      const membership: Membership | undefined =
        pick === 0
          ? { chat: nmbr!, kind: 'employee', key: me.id, workgroup: me.workgroup }
          : pick === 1
            ? { chat: nmbr!, kind: 'workgroup', key: 'Guides', workgroup: 'Guides' }
            : pick === 2
              ? { chat: nmbr!, kind: 'employee', key: colleague.id, workgroup: colleague.workgroup }
              : undefined;
      if (membership) {
        memberships.push(membership);
        await insertMember(db, {
          id: randomUUID(),
          chat_nmbr: membership.chat,
          kind: membership.kind,
          member_key: membership.key,
          person_id: null,
          employee_id: membership.kind === 'employee' ? membership.key : null,
          workgroup: membership.workgroup,
          mode: 'M',
          joined_at: activity,
          joined_after_nmbr: 0,
        });
      }
    }
    chats.push(...(await db.selectFrom('chats').selectAll().execute()));
  });

  /** The visibility rule and the list filters of chat-repository, over the rows in memory. */
  function expected(filter: ChatListFilter): number[] {
    const isMember = (chat: ChatRow) => memberships.some((m) => m.chat === chat.nmbr && m.kind === 'employee' && m.key === filter.staffId);
    const hasWorkgroup = (chat: ChatRow) =>
      memberships.some(
        (m) => m.chat === chat.nmbr && ((m.kind === 'workgroup' && m.key === filter.workgroup) || (m.kind === 'employee' && m.workgroup === filter.workgroup)),
      );
    const workgroupHere = (chat: ChatRow) => memberships.some((m) => m.chat === chat.nmbr && m.kind === 'workgroup' && m.key === filter.workgroup);
    return chats
      .filter((chat) => chat.chatstatus !== 'N' && (filter.chatstatus ? chat.chatstatus === filter.chatstatus : chat.chatstatus !== 'C'))
      .filter(
        (chat) =>
          filter.locationId === null ||
          chat.location_id === filter.locationId ||
          isMember(chat) ||
          (filter.workgroup !== null && chat.location_id === null && workgroupHere(chat)),
      )
      .filter((chat) => filter.view !== 'guest' || chat.reservation_id !== null)
      .filter((chat) => !(filter.view === 'internal' || filter.variant === 'internal') || chat.reservation_id === null)
      .filter((chat) => filter.variant !== 'active' || chat.chatstatus === 'O')
      .filter((chat) => filter.variant !== 'member' || isMember(chat))
      .filter((chat) => filter.variant !== 'workgroup' || (filter.workgroup !== null && hasWorkgroup(chat)))
      .sort((a, b) => (a.activity_at === b.activity_at ? b.nmbr - a.nmbr : a.activity_at < b.activity_at ? 1 : -1))
      .map((chat) => chat.nmbr);
  }

  it('answers every page as the same slice of the whole list, for every variant and filter', async () => {
    const callers = [
      { locationId: here, staffId: me.id, workgroup: me.workgroup },
      { locationId: there, staffId: colleague.id, workgroup: colleague.workgroup },
      { locationId: here, staffId: me.id, workgroup: null },
      { locationId: null, staffId: me.id, workgroup: me.workgroup },
    ];
    const filters = [{}, { chatstatus: 'C' as const }, { chatstatus: 'I' as const }, { view: 'guest' as const }, { view: 'internal' as const }];
    let compared = 0;
    for (const caller of callers) {
      for (const variant of VARIANTS) {
        for (const extra of filters) {
          const base: ChatListFilter = { ...caller, ...extra, variant, offset: 0 };
          const whole = expected(base);
          expect((await listChats(ctx.db, base)).map((chat) => chat.nmbr)).toEqual(whole);
          for (const [offset, limit] of [[0, 1], [0, 7], [7, 7], [3, 50], [20, 5], [whole.length, 5]] as const) {
            const page = await listChats(ctx.db, { ...base, offset, limit });
            expect(page.map((chat) => chat.nmbr)).toEqual(whole.slice(offset, offset + limit));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(callers.length * VARIANTS.length * filters.length * 6);
    // The data reaches every branch: own location, another location through membership, and every-location chats.
    expect(expected({ ...callers[0]!, variant: 'all', offset: 0 }).length).toBeGreaterThan(10);
    expect(chats.some((chat) => chat.location_id === null && memberships.some((m) => m.chat === chat.nmbr && m.kind === 'workgroup'))).toBe(true);
    expect(chats.some((chat) => chat.location_id === there && memberships.some((m) => m.chat === chat.nmbr && m.key === me.id))).toBe(true);
  });

  it('walks the activity index for a page of the whole inbox (named on SQLite), and not for a narrower list', async () => {
    const planOf = async (filter: ChatListFilter) => {
      const compiled = chatListQuery(ctx.db, filter)!.compile();
      const prefix = ctx.dialect === 'postgres' ? 'explain (format text) ' : 'explain query plan ';
      const { rows } = await ctx.db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
      return rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
    };
    const page: ChatListFilter = { locationId: here, staffId: me.id, workgroup: me.workgroup, variant: 'all', offset: 0, limit: 20 };
    if (ctx.dialect === 'sqlite') {
      expect(await planOf(page)).toMatch(/SCAN chats USING INDEX chats_activity_scope_idx/);
      expect(await planOf(page)).not.toMatch(/TEMP B-TREE/);
      expect(chatListQuery(ctx.db, { ...page, variant: 'active' })!.compile().sql).not.toMatch(/indexed by/i);
    } else {
      expect(chatListQuery(ctx.db, page)!.compile().sql).not.toMatch(/indexed by/i);
      expect(await planOf(page)).toMatch(/chats/);
    }
  });
});
