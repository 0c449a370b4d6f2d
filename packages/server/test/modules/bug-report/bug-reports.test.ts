import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_VERSION, bugReportPageSchema, bugReportReceiptSchema, bugReportSchema, type StaffRole } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestStaff } from '../../support/factories';

const SEND = '/api/bug-report';
const LIST = '/api/employee/bug-report';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with the given text fields and an optional file part. */
function multipart(fields: Record<string, string>, file?: { field: string; name: string; type: string; bytes: Buffer }) {
  const boundary = `----stay${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.concat([Buffer.from(head), file.bytes, Buffer.from('\r\n')]));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDialect('bug reports', (ctx) => {
  let app: FastifyInstance;
  let dataDir: string;
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let everywhere: TestStaff;
  let guest: TestGuest;

  const call = (token: string | undefined, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? { accesstoken: token } : {}) } });
  const send = async (token: string | undefined, options: Omit<InjectOptions, 'method' | 'url'>) => {
    const answer = await call(token, { method: 'POST', url: SEND, ...options });
    expect(answer.statusCode, answer.body).toBe(200);
    return bugReportReceiptSchema.parse(answer.json());
  };
  const read = async (who: TestStaff, id: string) => {
    const answer = await call(who.token, { method: 'GET', url: `${LIST}/${id}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return bugReportSchema.parse(answer.json());
  };
  const page = async (who: TestStaff, query = '') => {
    const answer = await call(who.token, { method: 'GET', url: `${LIST}${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return bugReportPageSchema.parse(answer.json());
  };
  const code = async (answer: Promise<{ statusCode: number; json(): unknown }>) => {
    const done = await answer;
    return { status: done.statusCode, code: (done.json() as { code: string }).code };
  };
  const storedFiles = async () => readdir(path.join(dataDir, 'bug-reports')).catch(() => [] as string[]);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-bug-report-test-'));
    app = await buildApp({ config: { ...ctx.config, dataDir }, db: ctx.db, logger: false });
    await app.ready();
    await ctx.factories.settings();
    const locationId = (await ctx.factories.location()).id;
    const otherId = (await ctx.factories.location({ name: 'Other park' })).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
    elsewhere = await ctx.factories.staffOfEveryRole(otherId);
    everywhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
    guest = (await ctx.factories.stay({ locationId, suites: ['Suite 1'], guest: { firstname: 'Eva', surname: 'de Vries' } })).guest;
  });

  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("files a signed-in guest's report with the app version, route, role, browser and location", async () => {
    const receipt = await send(guest.token, {
      payload: { description: '  The door button spins forever  ', route: '/guest/home' },
      headers: { 'app-version': APP_VERSION, 'user-agent': 'Mozilla/5.0 (Test phone)' },
    });
    const report = await read(staff.MANAGEMENT, receipt.id);
    expect(report).toMatchObject({
      id: receipt.id,
      createdAt: receipt.createdAt,
      description: 'The door button spins forever',
      route: '/guest/home',
      appVersion: APP_VERSION,
      userAgent: 'Mozilla/5.0 (Test phone)',
      locationId: staff.MANAGEMENT.locationId,
      screenshot: null,
      reporter: { kind: 'guest', id: guest.id, role: 'GUEST', name: 'Eva de Vries', email: guest.email },
    });
  });

  it('files a staff report under the staff member', async () => {
    const receipt = await send(staff.GUIDE.token, { payload: { description: 'The chat list jumps' } });
    const report = await read(staff.MANAGEMENT, receipt.id);
    expect(report.reporter).toMatchObject({ kind: 'staff', id: staff.GUIDE.id, role: 'GUIDE' });
    expect(report.route).toBe('');
  });

  it('takes a signed-out report with a screenshot, and management downloads the screenshot as stored (re-encoded)', async () => {
    const receipt = await send(undefined, {
      ...multipart({ description: 'Login page is blank', route: '/login' }, { field: 'screenshot', name: 'shot.png', type: 'image/png', bytes: PNG }),
    });
    const report = await read(staff.MANAGEMENT, receipt.id);
    expect(report).toMatchObject({ reporter: null, locationId: null, route: '/login', screenshot: { mimetype: 'image/png' } });

    const file = await call(staff.MANAGEMENT.token, { method: 'GET', url: `${LIST}/${receipt.id}/screenshot` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.length).toBe(report.screenshot?.size);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('reads the screenshot by its content, never by its name or claimed type', async () => {
    const before = await storedFiles();
    const html = Buffer.from('<script>alert(1)</script>');
    const upload = multipart({ description: 'Look' }, { field: 'screenshot', name: 'shot.png', type: 'image/png', bytes: html });
    expect(await code(call(undefined, { method: 'POST', url: SEND, ...upload }))).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await storedFiles()).toEqual(before);
  });

  it('needs a description, and refuses unknown fields without keeping the screenshot', async () => {
    expect(await code(call(undefined, { method: 'POST', url: SEND, payload: { description: '   ' } }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await code(call(undefined, { method: 'POST', url: SEND, payload: {} }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    const blank = multipart({ route: '/guest/home' }, { field: 'screenshot', name: 'a.png', type: 'image/png', bytes: PNG });
    const before = await storedFiles();
    expect(await code(call(undefined, { method: 'POST', url: SEND, ...blank }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    const stranger = multipart({ description: 'Hi', email: 'x@example.com' });
    expect(await code(call(undefined, { method: 'POST', url: SEND, ...stranger }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
    expect(await storedFiles()).toEqual(before);
  });

  it('files a report with a malformed token as signed out, and asks for a renewed token when it has expired', async () => {
    const receipt = await send('not-a-token', { payload: { description: 'Something broke' } });
    expect((await read(staff.MANAGEMENT, receipt.id)).reporter).toBeNull();

    const expired = ctx.accessTokens.sign({ accountId: guest.accountId, sessionId: randomUUID(), role: 'GUEST' }, { issuedAtMs: 0 });
    expect(await code(call(expired, { method: 'POST', url: SEND, payload: { description: 'Something broke' } }))).toEqual({
      status: 401,
      code: 'ACCESSTOKEN_EXPIRED',
    });
  });

  it('shows management of another location only their own and the signed-out reports', async () => {
    const ours = await send(guest.token, { payload: { description: 'Heating app is slow' } });
    const anonymous = await send(undefined, { payload: { description: 'Cannot sign in' } });
    const theirs = await send(elsewhere.CUBER.token, { payload: { description: 'Dashboard empty' } });

    expect(await code(call(elsewhere.MANAGEMENT.token, { method: 'GET', url: `${LIST}/${ours.id}` }))).toEqual({ status: 404, code: 'BUG_REPORT_NOT_FOUND' });
    expect(await code(call(elsewhere.MANAGEMENT.token, { method: 'GET', url: `${LIST}/${ours.id}/screenshot` }))).toEqual({
      status: 404,
      code: 'BUG_REPORT_NOT_FOUND',
    });
    const seenElsewhere = (await page(elsewhere.MANAGEMENT, '?limit=100')).items.map((item) => item.id);
    expect(seenElsewhere).toContain(anonymous.id);
    expect(seenElsewhere).toContain(theirs.id);
    expect(seenElsewhere).not.toContain(ours.id);

    const seenHere = (await page(staff.MANAGEMENT, '?limit=100')).items.map((item) => item.id);
    expect(seenHere).toContain(ours.id);
    expect(seenHere).not.toContain(theirs.id);

    const seenEverywhere = (await page(everywhere, '?limit=100')).items.map((item) => item.id);
    expect(seenEverywhere).toEqual(expect.arrayContaining([ours.id, anonymous.id, theirs.id]));
  });

  it('is for management only', async () => {
    const { id } = await send(undefined, { payload: { description: 'Only for management' } });
    for (const role of ['GUIDE', 'CUBER', 'BACKOFFICE'] as const) {
      expect(await code(call(staff[role].token, { method: 'GET', url: LIST }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
      expect(await code(call(staff[role].token, { method: 'GET', url: `${LIST}/${id}` }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    }
    expect(await code(call(guest.token, { method: 'GET', url: LIST }))).toEqual({ status: 403, code: 'UNAUTHORIZED' });
    expect(await code(call(undefined, { method: 'GET', url: LIST }))).toEqual({ status: 401, code: 'NO_CREDENTIALS' });
  });

  it('answers 404 for the screenshot of a report without one', async () => {
    const { id } = await send(guest.token, { payload: { description: 'No picture' } });
    expect(await code(call(staff.MANAGEMENT.token, { method: 'GET', url: `${LIST}/${id}/screenshot` }))).toEqual({ status: 404, code: 'BUG_REPORT_NOT_FOUND' });
  });

  it('pages newest first without skipping or repeating a report', async () => {
    for (let index = 0; index < 5; index += 1) await send(staff.BACKOFFICE.token, { payload: { description: `Paged ${index}` } });
    const all = (await page(staff.MANAGEMENT, '?limit=100')).items;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Awaited<ReturnType<typeof page>> = await page(staff.MANAGEMENT, `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.id));
    const times = all.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(await code(call(staff.MANAGEMENT.token, { method: 'GET', url: `${LIST}?cursor=bogus` }))).toEqual({ status: 400, code: 'INVALID_INPUT' });
  });

  it('limits reports per client address', async () => {
    const limited = await buildApp({
      config: { ...ctx.config, dataDir, rateLimits: { windowMs: 60_000, perIp: 2, perAccount: 2 } },
      db: ctx.db,
      logger: false,
    });
    try {
      await limited.ready();
      const from = { method: 'POST' as const, url: SEND, remoteAddress: '203.0.113.9', payload: { description: 'Again' } };
      expect((await limited.inject(from)).statusCode).toBe(200);
      expect((await limited.inject(from)).statusCode).toBe(200);
      const third = await limited.inject(from);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
});
