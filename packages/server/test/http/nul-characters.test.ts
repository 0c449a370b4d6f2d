import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../support';
import type { TestGuest, TestStaff } from '../support/factories';

// PostgreSQL text cannot hold U+0000: such input used to reach the database and answer 500 there (and was stored
// as is on SQLite). Every dialect now refuses it up front.
describeEachDialect('input with a NUL character', (ctx) => {
  let staff: TestStaff;
  let guest: TestGuest;

  beforeAll(async () => {
    await ctx.factories.settings();
    const location = await ctx.factories.location();
    staff = await ctx.factories.staff({ role: 'BACKOFFICE', locationId: location.id });
    guest = (await ctx.factories.stay({ locationId: location.id })).guest;
  });

  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  };

  it('is refused in a path parameter', async () => {
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/api/employee/questionnaire/a%00b', headers: { accesstoken: staff.token } }));
  });

  it('is refused in a query value', async () => {
    const url = '/api/guest/reservation/current/revoke-invite?email=a%00b%40test.stay';
    expectRefused(await ctx.app.inject({ method: 'DELETE', url, headers: { accesstoken: guest.token } }));
  });

  it('is refused anywhere in a JSON body, and nothing is stored', async () => {
    const url = '/api/guest/reservation/current/chat/message';
    expectRefused(await ctx.app.inject({ method: 'POST', url, headers: { accesstoken: guest.token }, payload: { paragraph: 'before\u0000after' } }));
    expectRefused(await ctx.app.inject({ method: 'POST', url, headers: { accesstoken: guest.token }, payload: { paragraph: 'ok', mentions: ['a\u0000'] } }));
    const stored = await ctx.db.selectFrom('chat_messages').select('paragraph').execute();
    expect(stored.filter((row) => String(row.paragraph).includes('\u0000'))).toEqual([]);
  });

  it('still lets ordinary unicode through', async () => {
    const url = '/api/guest/reservation/current/chat/message';
    const response = await ctx.app.inject({ method: 'POST', url, headers: { accesstoken: guest.token }, payload: { paragraph: 'Zoë 😀 \u202e' } });
    expect(response.statusCode).toBe(200);
  });
});
