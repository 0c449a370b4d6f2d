import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { rememberingCompressor } from '../../src/plugins/compression-memo';

const reply = (text: string) => Buffer.from(JSON.stringify({ items: [text] }));

describe('rememberingCompressor', () => {
  it('compresses the same bytes once, whatever buffer they come in', () => {
    const compress = vi.fn((payload: Buffer) => brotliCompressSync(payload));
    const remembered = rememberingCompressor(compress);
    const first = remembered(reply('towels'));
    const again = remembered(reply('towels'));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).toString()).toBe(reply('towels').toString());
  });

  it('compresses other bytes of the same length anew, and keeps a few of one length', () => {
    const compress = vi.fn((payload: Buffer) => brotliCompressSync(payload));
    const remembered = rememberingCompressor(compress);
    const texts = ['towels', 'pillow', 'slides', 'sheets'];
    for (const text of texts) expect(brotliDecompressSync(remembered(reply(text))).toString()).toBe(reply(text).toString());
    for (const text of texts) remembered(reply(text));
    expect(compress).toHaveBeenCalledTimes(4);
    remembered(reply('blanky'));
    remembered(reply('towels'));
    expect(compress).toHaveBeenCalledTimes(6);
  });

  it('is not misled by a payload changed after it was compressed', () => {
    const remembered = rememberingCompressor((payload) => brotliCompressSync(payload));
    const payload = reply('towels');
    remembered(payload);
    payload.write('P', payload.indexOf('towels'));
    expect(brotliDecompressSync(remembered(payload)).toString()).toBe(payload.toString());
  });

  it('keeps at most its capacity, the least recently compressed first out', () => {
    const compress = vi.fn((payload: Buffer) => brotliCompressSync(payload));
    const remembered = rememberingCompressor(compress, 2);
    for (const text of ['a', 'bb', 'ccc']) remembered(reply(text));
    remembered(reply('ccc'));
    remembered(reply('bb'));
    expect(compress).toHaveBeenCalledTimes(3);
    remembered(reply('a'));
    expect(compress).toHaveBeenCalledTimes(4);
  });
});
