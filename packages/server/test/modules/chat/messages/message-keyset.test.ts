import { CompiledQuery, sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';
import { messagePageQuery } from '../../../../src/modules/chat/messages/message-repository';

const BIG = 100_000;

describeEachDialect('chat message keyset paging on 100,000 messages', (ctx) => {
  const kit = useChatApp(ctx);
  let bigChat = 0;
  let first = 0;
  let last = 0;

  beforeAll(async () => {
    const { guestA } = kit.cast;
    bigChat = (await kit.call(guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    const at = new Date().toISOString();
    if (ctx.dialect === 'postgres') {
      await sql`insert into chat_messages (chat_nmbr, paragraph, person_id, attachments, mentions, created_at)
        select ${bigChat}, 'Message ' || x, ${guestA.id}, '[]', '[]', ${at} from generate_series(1, ${BIG}) as x`.execute(ctx.db);
      await sql`analyze chat_messages`.execute(ctx.db);
    } else {
      await sql`insert into chat_messages (chat_nmbr, paragraph, person_id, attachments, mentions, created_at)
        with recursive seq(x) as (select 1 union all select x + 1 from seq where x < ${BIG})
        select ${bigChat}, 'Message ' || x, ${guestA.id}, '[]', '[]', ${at} from seq`.execute(ctx.db);
      await sql`analyze`.execute(ctx.db);
    }
    const bounds = await ctx.db
      .selectFrom('chat_messages')
      .select((eb) => [eb.fn.min('nmbr').as('first'), eb.fn.max('nmbr').as('last')])
      .where('chat_nmbr', '=', bigChat)
      .executeTakeFirstOrThrow();
    first = Number(bounds.first);
    last = Number(bounds.last);
    await ctx.db.updateTable('chats').set({ last_message_nmbr: last, chatstatus: 'O' }).where('nmbr', '=', bigChat).execute();
  }, 120_000);

  const pageOf = async (chat: number, query: string) => {
    const response = await kit.call(chat === bigChat ? kit.cast.guestA : kit.cast.guestB, {
      method: 'GET',
      url: `/api/guest/reservation/current/chat/message?markasread=false&${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { nmbr: number }[]).map((message) => message.nmbr);
  };

  it('answers the boundaries of a huge chat exactly', async () => {
    expect(await pageOf(bigChat, 'pagesize=3')).toEqual([last - 2, last - 1, last]);
    expect(await pageOf(bigChat, `pagesize=3&chatmessages.nmbr=%3C${first + 2}`)).toEqual([first, first + 1]);
    expect(await pageOf(bigChat, `pagesize=3&chatmessages.nmbr=%3E${first}`)).toEqual([first + 1, first + 2, first + 3]);
    expect(await pageOf(bigChat, `pagesize=3&chatmessages.nmbr=%3E${last - 1}`)).toEqual([last]);
    const middle = first + BIG / 2;
    expect(await pageOf(bigChat, `pagesize=2&chatmessages.nmbr=%3C${middle}`)).toEqual([middle - 2, middle - 1]);
  });

  it('reads a page through the (chat_nmbr, nmbr) index, without sorting the chat', async () => {
    for (const bounds of [{ limit: 30 }, { limit: 30, before: first + BIG / 2 }, { limit: 30, after: first + 10 }]) {
      // Staff pages take private notes along; a guest's page leaves them out through the (chat_nmbr, is_note, nmbr) index.
      for (const withNotes of [true, false]) {
        const compiled = messagePageQuery(ctx.db, bigChat, { ...bounds, withNotes });
        const prefix = ctx.dialect === 'postgres' ? 'explain (format text) ' : 'explain query plan ';
        const { rows } = await ctx.db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
        const plan = rows.map((row) => Object.values(row as Record<string, unknown>).join(' ')).join('\n');
        expect(plan).toMatch(/chat_messages_chat_note_nmbr_idx|chat_messages_chat_nmbr_idx|chat_messages_pkey/);
        if (!withNotes && ctx.dialect === 'sqlite') expect(plan).toMatch(/chat_messages_chat_note_nmbr_idx/);
        expect(plan).not.toMatch(/TEMP B-TREE|Sort Key|Seq Scan on chat_messages/i);
      }
    }
  });
});
