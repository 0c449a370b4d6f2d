import { createDecoder, createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachDialect, TEST_JWT_SECRET } from '../support';
import { createAccessTokens } from '../../src/security/access-tokens';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const TTL_SECONDS = 60;
const emma = { accountId: 'account-emma', sessionId: 'session-emma', role: 'GUEST' } as const;
const codeOf = (attempt: () => unknown) => {
  try {
    attempt();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'accepted';
};

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same caller for the same token each time it is used', () => {
    const tokens = createAccessTokens(SECRET, TTL_SECONDS);
    const token = tokens.sign(emma);
    expect(tokens.verify(token)).toEqual(emma);
    expect(tokens.verify(token)).toEqual(emma);
  });

  it('refuses a token used before once it has expired: having checked it once does not extend it', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T12:00:00.000Z'), toFake: ['Date'] });
    const tokens = createAccessTokens(SECRET, TTL_SECONDS);
    const token = tokens.sign(emma);
    expect(tokens.verify(token)).toEqual(emma);
    vi.setSystemTime(new Date('2030-01-01T12:01:00.000Z'));
    expect(tokens.verify(token)).toEqual(emma);
    vi.setSystemTime(new Date('2030-01-01T12:01:00.001Z'));
    expect(codeOf(() => tokens.verify(token))).toBe('ACCESSTOKEN_EXPIRED');
  });

  it("refuses a token of a session that ended after the token was last used", () => {
    const tokens = createAccessTokens(SECRET, TTL_SECONDS);
    const token = tokens.sign(emma);
    expect(tokens.verify(token)).toEqual(emma);
    tokens.revocations.add([emma.sessionId]);
    expect(codeOf(() => tokens.verify(token))).toBe('SESSION_NOT_FOUND');
  });

  it('refuses a token without an expiry, every time: it is never kept as verified', () => {
    const tokens = createAccessTokens(SECRET, TTL_SECONDS);
    const forever = createSigner({ key: SECRET, algorithm: 'HS256' })({ sub: emma.accountId, sid: emma.sessionId, role: emma.role });
    expect(codeOf(() => tokens.verify(forever))).toBe('ACCESSTOKEN_INVALID');
    expect(codeOf(() => tokens.verify(forever))).toBe('ACCESSTOKEN_INVALID');
  });

  it('refuses a token signed with another secret or changed on the way', () => {
    const tokens = createAccessTokens(SECRET, TTL_SECONDS);
    const token = tokens.sign(emma);
    expect(tokens.verify(token)).toEqual(emma);
    const other = createAccessTokens(`${SECRET}-other`, TTL_SECONDS).sign(emma);
    expect(codeOf(() => tokens.verify(other))).toBe('ACCESSTOKEN_INVALID');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'account-noah', sid: 'session-noah', role: 'GUIDE' })).toString('base64url')}.${signature}`;
    expect(codeOf(() => tokens.verify(forged))).toBe('ACCESSTOKEN_INVALID');
  });
});

describeEachDialect('access tokens at the API', (ctx) => {
  it('answers 401 to a token signed with the real key but without an expiry', async () => {
    const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: null });
    const settings = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user-settings', headers: { accesstoken: token } });
    expect((await settings(staff.token)).statusCode).toBe(200);
    const { sub, sid, role } = createDecoder()(staff.token) as { sub: string; sid: string; role: string };
    const forever = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })({ sub, sid, role });
    const refused = await settings(forever);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'ACCESSTOKEN_INVALID' });
  });
});
