import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { isErrorCode } from '@stay/contract';
import { describeEachDialect } from '../../../support';
import { useChatApp } from '../../../support/chat-app';

const PNG_HEAD = '\x89PNG\r\n\x1a\n';
const part = (eol: string) =>
  `--zzz${eol}Content-Disposition: form-data; name="file"; filename="a.png"${eol}Content-Type: image/png${eol}${eol}${PNG_HEAD}data`;

/** Bodies a broken or hostile client sends as a multipart upload. */
const MALFORMED: ReadonlyArray<{ shape: string; contentType: string; body: string }> = [
  { shape: 'garbage with a boundary', contentType: 'multipart/form-data; boundary=zzz', body: 'this is not multipart at all' },
  { shape: 'no boundary', contentType: 'multipart/form-data', body: part('\r\n') + '\r\n--zzz--\r\n' },
  { shape: 'truncated part', contentType: 'multipart/form-data; boundary=zzz', body: part('\r\n') },
  { shape: 'LF-only line endings', contentType: 'multipart/form-data; boundary=zzz', body: part('\n') + '\n--zzz--\n' },
  { shape: 'empty body', contentType: 'multipart/form-data; boundary=zzz', body: '' },
  { shape: 'closing boundary only', contentType: 'multipart/form-data; boundary=zzz', body: '--zzz--\r\n' },
  {
    shape: 'part without headers end',
    contentType: 'multipart/form-data; boundary=zzz',
    body: `--zzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n${'X-Filler: y\r\n'.repeat(2000)}`,
  },
];

describeEachDialect('malformed chat uploads', (ctx) => {
  const kit = useChatApp(ctx);
  let folder = '';
  beforeAll(async () => {
    const chat = (await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json().nmbr;
    folder = path.join(kit.dataDir, 'attachments', String(chat));
  });
  const endpoints = () => [
    { user: kit.cast.guestA, url: '/api/guest/reservation/current/chat/attachment' },
    { user: kit.cast.guide, url: '/api/employee/chat/t-res-a/attachment' },
  ];

  it.each(MALFORMED)('answers $shape with a 4xx catalogue error on both upload endpoints', async ({ contentType, body }) => {
    const before = await readdir(folder).catch(() => []);
    for (const { user, url } of endpoints()) {
      const response = await kit.call(user, { method: 'POST', url, payload: body, headers: { 'content-type': contentType } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: expect.toSatisfy((status: number) => status >= 400 && status < 500) });
      expect(isErrorCode(response.json().code)).toBe(true);
    }
    expect(await readdir(folder).catch(() => [])).toEqual(before);
  });
});
