import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_FILENAME_PATTERN, chatAttachmentSchema } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';
import { multipartFile } from '../../../support/multipart';

const GUEST = '/api/guest/reservation/current/chat';
/** A real 1 × 1 PNG: images are decoded and stored re-encoded. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.7\n% a small pdf\n');


describeEachDialect('chat attachments', (ctx) => {
  const kit = useChatApp(ctx);
  let chat = 0;
  let uploaded = '';
  let stored = Buffer.alloc(0);
  const folder = () => path.join(kit.dataDir, 'attachments', String(chat));

  beforeAll(async () => {
    chat = (await kit.call(kit.cast.guestA, { method: 'GET', url: GUEST })).json().nmbr;
  });

  it('stores an image under a generated name outside the web root and attaches it to a message', async () => {
    const response = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, ...multipartFile(PNG, '../../holiday photo.png', 'image/png') });
    expect(response.statusCode).toBe(200);
    const attachment = chatAttachmentSchema.parse(response.json());
    expect(attachment).toMatchObject({ mimetype: 'image/png', originalname: 'holiday photo.png' });
    expect(attachment.filename).toMatch(CHAT_ATTACHMENT_FILENAME_PATTERN);
    uploaded = attachment.filename;
    stored = await readFile(path.join(folder(), uploaded));
    expect(attachment.size).toBe(stored.length);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const sent = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/message`, payload: { paragraph: '', attachments: [uploaded] } });
    expect(sent.json().attachments).toEqual([attachment]);
  });

  it('serves it to the guest and to permitted staff as the stored type, never sniffed', async () => {
    for (const [user, url] of [
      [kit.cast.guestA, `${GUEST}/attachment/${uploaded}`],
      [kit.cast.guide, `/api/employee/chat/t-res-a/attachment/${uploaded}`],
      [kit.cast.cuber, `/api/employee/chat/t-res-a/attachment/${uploaded}`],
    ] as const) {
      const response = await kit.call(user, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload).toEqual(stored);
    }
  });

  it('never serves it to another guest or to staff of another location', async () => {
    const other = await kit.call(kit.cast.guestB, { method: 'GET', url: `${GUEST}/attachment/${uploaded}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    const elsewhere = await kit.call(kit.cast.otherCuber, { method: 'GET', url: `/api/employee/chat/t-res-a/attachment/${uploaded}` });
    expect(elsewhere.statusCode).toBe(404);
    const wrongChat = await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/t-res-b/attachment/${uploaded}` });
    expect(wrongChat.statusCode).toBe(404);
  });

  it('refuses names that try to leave the folder before touching the filesystem', async () => {
    for (const name of [
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e%2f%2e%2e%2fstay.db',
      '%2Fetc%2Fpasswd',
      '..%5C..%5Cstay.db',
      `..%2F${uploaded}`,
      `${uploaded.slice(0, -4)}.png%00.txt`,
      'C%3A%5Cwindows%5Cwin.ini',
      `${uploaded.toUpperCase()}`,
    ]) {
      const response = await kit.call(kit.cast.guestA, { method: 'GET', url: `${GUEST}/attachment/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 400 });
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
    const raw = await kit.call(kit.cast.guestA, { method: 'GET', url: `${GUEST}/attachment/../../../../etc/passwd` });
    expect(raw.statusCode).toBe(404);
    const unknown = await kit.call(kit.cast.guestA, { method: 'GET', url: `${GUEST}/attachment/${'a'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const staffTraversal = await kit.call(kit.cast.guide, { method: 'GET', url: `/api/employee/chat/..%2F..%2F/attachment/${uploaded}` });
    expect(staffTraversal.statusCode).toBe(404);
  });

  it('accepts PDF and refuses other types, whatever the client claims, leaving no file behind', async () => {
    const pdf = await kit.call(kit.cast.guide, { method: 'POST', url: `/api/employee/chat/t-res-a/attachment`, ...multipartFile(PDF, 'menu.pdf', 'application/pdf') });
    expect(pdf.json()).toMatchObject({ mimetype: 'application/pdf', originalname: 'menu.pdf' });
    const download = await kit.call(kit.cast.guestA, { method: 'GET', url: `${GUEST}/attachment/${pdf.json().filename}` });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="menu.pdf"/);
    const before = await readdir(folder());
    for (const [content, name, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'],
      [Buffer.from('MZ\x90\x00 an executable'), 'photo.jpg', 'image/jpeg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const response = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, ...multipartFile(content, name, type) });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(await readdir(folder())).toEqual(before);
  });

  it('refuses files over the size limit, empty files, a wrong field and non-multipart bodies', async () => {
    const before = await readdir(folder());
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, ...multipartFile(big, 'big.png', 'image/png') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    const empty = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, ...multipartFile(Buffer.alloc(0), 'empty.png', 'image/png') });
    expect(empty.statusCode).toBe(400);
    const field = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, ...multipartFile(PNG, 'a.png', 'image/png', 'photo') });
    expect(field.statusCode).toBe(400);
    const json = await kit.call(kit.cast.guestA, { method: 'POST', url: `${GUEST}/attachment`, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(await readdir(folder())).toEqual(before);
  });

  it('lets only members upload', async () => {
    const response = await kit.call(kit.cast.cuber, { method: 'POST', url: `/api/employee/chat/t-res-a/attachment`, ...multipartFile(PNG, 'a.png', 'image/png') });
    expect(response.statusCode).toBe(403);
  });
});
