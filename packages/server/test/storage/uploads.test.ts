import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { chatAttachmentSchema } from '@stay/contract';
import { buildApp } from '../../src/app';
import { startAttachmentCleanupJob } from '../../src/modules/chat';
import { describeEachDialect } from '../support';
import { createChatCast, type ChatCast, type TestUser } from '../support/chat-app';
import type { DiskSpace } from '../../src/storage/disk-space';
import { IMAGE_MAX_PIXELS } from '../../src/storage/reencode-image';

const GUEST_CHAT = '/api/guest/reservation/current/chat';
const STAFF_CHAT = '/api/employee/chat/t-res-a';
const HOUR = 60 * 60 * 1000;
const GIB = 1024 * 1024 * 1024;
/** A PDF is stored as sent, so its size is what the budgets count. */
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1000 - 9, 0x20)]);

interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

function multipart(files: readonly FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----stay${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.concat([Buffer.from(head), file.bytes, Buffer.from('\r\n')]));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdfPart = (bytes = PDF): FilePart => ({ field: 'file', name: 'menu.pdf', type: 'application/pdf', bytes });

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG of a few hundred bytes whose header declares `width` × `height` pixels (the IHDR patched, its CRC fixed). */
async function imageBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } }).png().toBuffer();
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4), 5 more bytes, CRC (4).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describeEachDialect('uploads: budgets, disk guard, images and cleanup', (ctx) => {
  let app: FastifyInstance;
  let dataDir: string;
  let cast: ChatCast;
  let free: DiskSpace = { freeBytes: 100 * GIB, totalBytes: 200 * GIB };
  let current = new Date();
  let chatFolder = '';
  let address = 0;
  /** A client address of its own per test, so the per-address budgets of one test do not touch another. */
  const newAddress = () => `198.51.100.${(address += 1)}`;

  const call = (user: TestUser | undefined, options: InjectOptions) =>
    app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(user ? { accesstoken: user.token } : {}) } });
  const upload = (user: TestUser, files: readonly FilePart[], remoteAddress = newAddress()) =>
    call(user, { method: 'POST', url: `${GUEST_CHAT}/attachment`, remoteAddress, ...multipart(files) });
  const stored = async () => (await readdir(chatFolder).catch(() => [] as string[])).sort();
  const rows = async () => (await ctx.db.selectFrom('chat_attachments').select('filename').execute()).map((row) => row.filename).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'stay-uploads-test-'));
    cast = await createChatCast(ctx);
    app = await buildApp({
      config: {
        ...ctx.config,
        dataDir,
        uploads: { budgetPerAccountBytes: 2500, budgetPerIpBytes: 5000, budgetSignedOutPerIpBytes: 3500, minFreeBytes: GIB },
      },
      db: ctx.db,
      logger: false,
      now: () => current,
      diskSpaceProbe: async () => free,
    });
    await app.ready();
    const chat = (await call(cast.guestA, { method: 'GET', url: GUEST_CHAT })).json<{ nmbr: number }>().nmbr;
    chatFolder = path.join(dataDir, 'attachments', String(chat));
  });
  beforeEach(async () => {
    await ctx.db.deleteFrom('upload_budgets').execute();
  });
  afterAll(async () => {
    await app?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('counts the bytes an account stores per hour, refuses the rest with 429 and keeps nothing of it', async () => {
    current = new Date(current.getTime() + 2 * HOUR);
    // 2500 bytes an hour: two PDFs of 1000 bytes fit, a third does not (from another address, too).
    for (let index = 0; index < 2; index += 1) expect((await upload(cast.guestA, [pdfPart()])).statusCode).toBe(200);
    const before = await stored();
    const third = await upload(cast.guestA, [pdfPart()]);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'UPLOAD_BUDGET_EXCEEDED' });
    expect(await stored()).toEqual(before);
    // A small file still fits in what is left; then nothing does.
    expect((await upload(cast.guestA, [pdfPart(PDF.subarray(0, 400))])).statusCode).toBe(200);
    expect((await upload(cast.guestA, [pdfPart(PDF.subarray(0, 200))])).json()).toMatchObject({ code: 'UPLOAD_BUDGET_EXCEEDED' });
    // Another account is not affected; the next hour the account may upload again.
    expect((await call(cast.guide, { method: 'POST', url: `${STAFF_CHAT}/attachment`, remoteAddress: newAddress(), ...multipart([pdfPart()]) })).statusCode).toBe(200);
    current = new Date(current.getTime() + HOUR);
    expect((await upload(cast.guestA, [pdfPart()])).statusCode).toBe(200);
  });

  it('counts every account on one address together', async () => {
    const shared = newAddress();
    // 5000 bytes an hour per address: guest A 2000, the guide 2000 and guest B 1000 fit, then nothing does.
    const answers = [];
    for (const [user, url] of [
      [cast.guestA, `${GUEST_CHAT}/attachment`],
      [cast.guestA, `${GUEST_CHAT}/attachment`],
      [cast.guide, `${STAFF_CHAT}/attachment`],
      [cast.guide, `${STAFF_CHAT}/attachment`],
      [cast.guestB, `${GUEST_CHAT}/attachment`],
      [cast.guestB, `${GUEST_CHAT}/attachment`],
    ] as const) {
      answers.push((await call(user, { method: 'POST', url, remoteAddress: shared, ...multipart([pdfPart()]) })).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets uploads at once take no more than the budget, and keeps only what was counted', async () => {
    const before = await stored();
    // 2500 bytes an hour for the account: of three uploads of 1000 bytes at once, two are counted and kept.
    const racing = await Promise.all([1, 2, 3].map(() => upload(cast.guestA, [pdfPart()])));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    expect((await stored()).length - before.length).toBe(2);
    const used = await ctx.db.selectFrom('upload_budgets').select('bytes').where('key', '=', `account:${cast.guestA.accountId}`).executeTakeFirstOrThrow();
    expect(Number(used.bytes)).toBe(2000);
  });

  it('gives a signed-out address a small budget for bug report screenshots', async () => {
    const from = newAddress();
    // 3500 bytes an hour without signing in: noise barely compresses, so each re-encoded screenshot takes 1200 to
    // 1750 bytes; two fit and a third does not.
    const noise = await sharp({ create: { width: 22, height: 22, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
    const report = () => multipart([{ field: 'screenshot', name: 'shot.png', type: 'image/png', bytes: noise }], { description: 'Broken' });
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await app.inject({ method: 'POST', url: '/api/bug-report', remoteAddress: from, ...report() }));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 200 : answer.json<{ code: string }>().code));
    expect(codes.slice(0, 2)).toEqual([200, 200]);
    expect(codes.slice(2)).toEqual(['UPLOAD_BUDGET_EXCEEDED', 'UPLOAD_BUDGET_EXCEEDED']);
    expect(answers[2]?.statusCode).toBe(429);
    const sizes = await ctx.db.selectFrom('bug_reports').select('screenshot_size').where('description', '=', 'Broken').execute();
    expect(sizes).toHaveLength(2);
    for (const { screenshot_size: size } of sizes) {
      expect(size).toBeGreaterThan(1200);
      expect(size).toBeLessThanOrEqual(1750);
    }
    // A report without a screenshot still goes through.
    expect((await app.inject({ method: 'POST', url: '/api/bug-report', remoteAddress: from, payload: { description: 'No picture' } })).statusCode).toBe(200);
  });

  it('refuses uploads with 507 while the disk is short of space, and says so to readiness', async () => {
    free = { freeBytes: GIB - 1, totalBytes: 200 * GIB };
    try {
      const before = await stored();
      const refused = await upload(cast.guestA, [pdfPart(PDF.subarray(0, 100))]);
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_STORAGE' });
      expect(await stored()).toEqual(before);
      expect(await app.platform.uploads.diskSpace()).toEqual({ isEnough: false, freeBytes: GIB - 1, minFreeBytes: GIB });
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', checks: { 'disk-space': 'failing' } });
      const screenshot = multipart([{ field: 'screenshot', name: 'a.png', type: 'image/png', bytes: await imageBomb(1, 1) }], { description: 'x' });
      expect((await app.inject({ method: 'POST', url: '/api/bug-report', remoteAddress: newAddress(), ...screenshot })).statusCode).toBe(507);
    } finally {
      free = { freeBytes: 100 * GIB, totalBytes: 200 * GIB };
    }
    expect((await app.platform.uploads.diskSpace()).isEnough).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ checks: { 'disk-space': 'ok' } });
    expect((await upload(cast.guestA, [pdfPart(PDF.subarray(0, 100))])).statusCode).toBe(200);
  });

  it('refuses an image declaring 50,000 × 50,000 pixels from its header, on every image upload', async () => {
    const bomb = await imageBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(4096);
    expect(50_000 * 50_000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const before = await stored();
    const attachment = await upload(cast.guestA, [{ field: 'file', name: 'bomb.png', type: 'image/png', bytes: bomb }]);
    expect(attachment.statusCode).toBe(413);
    expect(attachment.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect(await stored()).toEqual(before);
    const screenshot = multipart([{ field: 'screenshot', name: 'bomb.png', type: 'image/png', bytes: bomb }], { description: 'Look' });
    const report = await app.inject({ method: 'POST', url: '/api/bug-report', remoteAddress: newAddress(), ...screenshot });
    expect(report.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    // Just under the limit in one side is fine for the header check; the decoder then sees the bytes are not there.
    const truncated = await upload(cast.guestA, [{ field: 'file', name: 'short.png', type: 'image/png', bytes: await imageBomb(4000, 4000) }]);
    expect(truncated.statusCode).toBe(415);
    expect(truncated.json()).toMatchObject({ code: 'INVALID_IMAGE' });
    expect(await stored()).toEqual(before);
  });

  it('stores images re-encoded without their metadata, and PDFs as sent', async () => {
    const photo = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location', ImageDescription: 'GPS at home' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await upload(cast.guestA, [{ field: 'file', name: 'photo.jpg', type: 'image/jpeg', bytes: photo }]);
    expect(answer.statusCode, answer.body).toBe(200);
    const attachment = chatAttachmentSchema.parse(answer.json());
    const file = await readFile(path.join(chatFolder, attachment.filename));
    expect(attachment.size).toBe(file.length);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(metadata.exif).toBeUndefined();
    expect(file.includes(Buffer.from('secret location'))).toBe(false);
    const pdf = chatAttachmentSchema.parse((await upload(cast.guestA, [pdfPart(PDF.subarray(0, 300))])).json());
    expect(await readFile(path.join(chatFolder, pdf.filename))).toEqual(PDF.subarray(0, 300));
  });

  it('answers 400 naming the field for two files in one upload, and keeps neither', async () => {
    const beforeFiles = await stored();
    const beforeRows = await rows();
    const two = await upload(cast.guestA, [pdfPart(), pdfPart()]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('file') });
    expect(await stored()).toEqual(beforeFiles);
    expect(await rows()).toEqual(beforeRows);

    const png = await imageBomb(1, 1);
    const shot = { field: 'screenshot', name: 'a.png', type: 'image/png', bytes: png };
    const reports = await ctx.db.selectFrom('bug_reports').select('id').execute();
    const twoShots = await app.inject({ method: 'POST', url: '/api/bug-report', remoteAddress: newAddress(), ...multipart([shot, shot], { description: 'Two' }) });
    expect(twoShots.statusCode).toBe(400);
    expect(twoShots.json()).toMatchObject({ code: 'INVALID_INPUT', message: expect.stringContaining('screenshot') });
    expect(await ctx.db.selectFrom('bug_reports').select('id').execute()).toHaveLength(reports.length);

    const avatar = { field: 'file', name: 'me.png', type: 'image/png', bytes: png };
    const twoAvatars = await call(cast.guestA, { method: 'POST', url: '/api/guest/profile/avatar', remoteAddress: newAddress(), ...multipart([avatar, avatar]) });
    expect(twoAvatars.statusCode).toBe(400);
    expect(twoAvatars.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect(await readdir(path.join(dataDir, 'profile-images')).catch(() => [])).toEqual([]);
  });

  it('removes attachments never sent in a message 24 hours after their upload, on every instance once', async () => {
    const uploadedAt = new Date(current.getTime() + 48 * HOUR);
    current = uploadedAt;
    const cleanup = startAttachmentCleanupJob({ db: ctx.db, dataDir, log: app.log, clock: () => current });
    // What the tests before left unsent is past its grace now.
    await cleanup.runOnce();
    await cleanup.stop();
    const send = async () => chatAttachmentSchema.parse((await upload(cast.guestA, [pdfPart(PDF.subarray(0, 100))])).json()).filename;
    const kept = await send();
    const dropped = await send();
    const late = await send();
    const sent = await call(cast.guestA, { method: 'POST', url: `${GUEST_CHAT}/message`, payload: { paragraph: 'Menu', attachments: [kept] } });
    expect(sent.statusCode).toBe(200);
    const jobs = [1, 2].map(() => startAttachmentCleanupJob({ db: ctx.db, dataDir, log: app.log, clock: () => current }));
    try {
      // Before the grace period ends nothing goes.
      expect(await jobs[0]!.runOnce(new Date(uploadedAt.getTime() + 23 * HOUR))).toBe(0);
      expect(await stored()).toEqual(expect.arrayContaining([kept, dropped, late]));
      // Two instances at once: each unsent attachment is removed once, the sent one stays.
      await ctx.db.updateTable('chat_attachments').set({ created_at: new Date(uploadedAt.getTime() + HOUR).toISOString() }).where('filename', '=', late).execute();
      const removed = await Promise.all(jobs.map((job) => job.runOnce(new Date(uploadedAt.getTime() + 24 * HOUR + 1))));
      expect(removed[0]! + removed[1]!).toBeGreaterThanOrEqual(1);
      const left = await stored();
      expect(left).toContain(kept);
      expect(left).toContain(late);
      expect(left).not.toContain(dropped);
      expect(await rows()).not.toContain(dropped);
      // An upload removed meanwhile cannot be sent any more.
      const gone = await call(cast.guestA, { method: 'POST', url: `${GUEST_CHAT}/message`, payload: { paragraph: '', attachments: [dropped] } });
      expect(gone.statusCode).toBe(400);
      expect(await jobs[1]!.runOnce(new Date(uploadedAt.getTime() + 25 * HOUR + 1))).toBe(1);
      expect(await stored()).not.toContain(late);
      expect(await stored()).toContain(kept);
    } finally {
      await Promise.all(jobs.map((job) => job.stop()));
    }
  });
});
