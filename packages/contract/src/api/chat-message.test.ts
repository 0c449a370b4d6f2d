import { describe, expect, it } from 'vitest';
import { canMention, canMentionIn, canWriteNote, mentionsFor } from '../rules/chat-guards';
import { chatMessageListQuery, chatMessageListQuerySchema, chatMessageSendBodySchema } from './chat-message';

/** Decodes a query string the way a server does (form encoding: '+' is a space), repeated keys into arrays. */
const parseWire = (query: string) => {
  const record: Record<string, string | string[]> = {};
  for (const part of query.split('&').filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = part.split('=');
    const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
    const key = decode(rawKey);
    const value = decode(rawValue);
    const existing = record[key];
    record[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return chatMessageListQuerySchema.safeParse(record);
};

const encode = (entries: [string, string][]) => entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');

describe('message list query wire form', () => {
  it('defaults to the newest page, ascending, marking as read', () => {
    expect(parseWire('').data).toEqual({ chatnmbr: undefined, pagesize: 30, markasread: true, order: 'asc', before: undefined, after: undefined });
  });
  it('reads < and > from the value, once each', () => {
    expect(parseWire('chatmessages.nmbr=%3C120').data).toMatchObject({ before: 120 });
    expect(parseWire('chatmessages.nmbr=%3E7&chatmessages.nmbr=%3C9').data).toMatchObject({ before: 9, after: 7 });
    expect(parseWire('chatmessages.nmbr=%3C7&chatmessages.nmbr=%3C9').success).toBe(false);
    expect(parseWire('chatmessages.nmbr=120').success).toBe(false);
    expect(parseWire('chatmessages.nmbr=%3C0').success).toBe(false);
    expect(parseWire('chatmessages.nmbr=%3C-1').success).toBe(false);
    expect(parseWire('chatmessages.nmbr=%3Cabc').success).toBe(false);
  });
  it('refuses the key form and any unknown key', () => {
    expect(parseWire('chatmessages.nmbr%3C=120').success).toBe(false);
    expect(parseWire('foo=1').success).toBe(false);
  });
  it('reads orderby with +, a decoded space, or -', () => {
    expect(parseWire('orderby=%2Bchatmessages.nmbr').data?.order).toBe('asc');
    expect(parseWire('orderby=+chatmessages.nmbr').data?.order).toBe('asc');
    expect(parseWire('orderby=-chatmessages.nmbr').data?.order).toBe('desc');
    expect(parseWire('orderby=nmbr').success).toBe(false);
  });
  it('takes only page 1 and bounded page sizes', () => {
    expect(parseWire('page=1').success).toBe(true);
    expect(parseWire('page=2').success).toBe(false);
    expect(parseWire('pagesize=101').success).toBe(false);
    expect(parseWire('markasread=false').data?.markasread).toBe(false);
    expect(parseWire('markasread=no').success).toBe(false);
  });
  it('round-trips through the builder', () => {
    const query = encode(chatMessageListQuery({ before: 50, after: 10, order: 'desc', markasread: false, pagesize: 5 }));
    expect(parseWire(query).data).toEqual({ chatnmbr: undefined, pagesize: 5, markasread: false, order: 'desc', before: 50, after: 10 });
  });
});

describe('send body', () => {
  it('needs a paragraph or an attachment', () => {
    expect(chatMessageSendBodySchema.safeParse({ paragraph: '  ' }).success).toBe(false);
    expect(chatMessageSendBodySchema.safeParse({ attachments: ['0123456789abcdef0123456789abcdef.png'] }).success).toBe(true);
    expect(chatMessageSendBodySchema.safeParse({ paragraph: 'hi', attachments: ['../etc/passwd'] }).success).toBe(false);
  });

  it('takes a private note as text only', () => {
    expect(chatMessageSendBodySchema.parse({ paragraph: 'hi' }).note).toBe(false);
    expect(chatMessageSendBodySchema.safeParse({ paragraph: 'check the lamp', note: true }).success).toBe(true);
    expect(chatMessageSendBodySchema.safeParse({ paragraph: 'x', note: true, attachments: ['0123456789abcdef0123456789abcdef.png'] }).success).toBe(false);
  });
});

describe('mentions', () => {
  it('are empty only for guests in guest chats', () => {
    expect(canMention('GUEST', true)).toBe(false);
    expect(canMention('GUEST', false)).toBe(true);
    expect(canMention('GUIDE', true)).toBe(true);
    expect(mentionsFor('GUEST', true, ['a'])).toEqual([]);
    expect(mentionsFor('CUBER', true, ['a'])).toEqual(['a']);
  });

  it('go into a private note in a guest chat, never into what the guest reads', () => {
    expect(canWriteNote('GUIDE', true)).toBe(true);
    expect(canWriteNote('GUIDE', false)).toBe(false);
    expect(canWriteNote('GUEST', true)).toBe(false);
    expect(canMentionIn('GUIDE', true, false)).toBe(false);
    expect(canMentionIn('GUIDE', true, true)).toBe(true);
    expect(canMentionIn('CUBER', false, false)).toBe(true);
    expect(canMentionIn('GUEST', true, true)).toBe(false);
  });
});
