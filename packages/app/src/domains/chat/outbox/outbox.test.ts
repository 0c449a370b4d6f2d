import type { ChatMessage } from '@stay/contract';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http/http-error';
import { messageWith } from '@/test/chat-fixtures';
import { createOutbox, OUTBOX_STORAGE_PREFIX } from './outbox';
import { createOutboxSender } from './outbox-sender';

const KEY = `${OUTBOX_STORAGE_PREFIX}g1`;
const offline = () => new HttpError(0, 'OFFLINE', 'No connection', false);

describe('outbox', () => {
  it('keeps unsent messages in storage, so a reload still has them (a request in flight is queued again)', () => {
    const outbox = createOutbox(window.localStorage, KEY);
    const first = outbox.add({ chat: 'guest', paragraph: 'Hello' });
    outbox.add({ chat: 'staff:4', paragraph: 'Other chat' });
    outbox.update(first.clientId, { state: 'sending' });
    expect(first.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const afterReload = createOutbox(window.localStorage, KEY);
    expect(afterReload.forChat('guest')).toEqual([expect.objectContaining({ paragraph: 'Hello', state: 'queued', clientId: first.clientId })]);
    expect(afterReload.forChat('staff:4')).toHaveLength(1);
  });

  it('drops what the server confirmed and follows storage cleared elsewhere (sign-out)', () => {
    const outbox = createOutbox(window.localStorage, KEY);
    const entry = outbox.add({ chat: 'guest', paragraph: 'Hello' });
    outbox.confirm([null, entry.clientId]);
    expect(outbox.entries()).toEqual([]);
    expect(window.localStorage.getItem(KEY)).toBeNull();
    outbox.add({ chat: 'guest', paragraph: 'Again' });
    window.localStorage.removeItem(KEY);
    expect(outbox.entries()).toEqual([]);
  });

  it('ignores stored entries that do not fit', () => {
    window.localStorage.setItem(KEY, JSON.stringify([{ clientId: 'x' }, 'junk', { chat: 'guest' }]));
    expect(createOutbox(window.localStorage, KEY).entries()).toEqual([]);
  });
});

describe('outbox sender', () => {
  function setup(send: (paragraph: string, attempt: number) => Promise<ChatMessage>) {
    const outbox = createOutbox(window.localStorage, KEY);
    const attempts = new Map<string, number>();
    const sent: string[] = [];
    const sender = createOutboxSender({
      outbox,
      send: (entry) => {
        const attempt = (attempts.get(entry.clientId) ?? 0) + 1;
        attempts.set(entry.clientId, attempt);
        return send(entry.paragraph, attempt);
      },
      onSent: (entry) => sent.push(entry.paragraph),
      describeFailure: () => 'Refused',
    });
    return { outbox, sender, sent };
  }

  it('sends in order and stops at a connection failure, keeping the rest queued', async () => {
    let isOnline = false;
    const { outbox, sender, sent } = setup(async (paragraph) => {
      if (!isOnline) throw offline();
      return messageWith(1, { paragraph });
    });
    outbox.add({ chat: 'guest', paragraph: 'one' });
    outbox.add({ chat: 'guest', paragraph: 'two' });
    await sender.flush('guest');
    expect(outbox.forChat('guest').map((entry) => entry.state)).toEqual(['queued', 'queued']);
    isOnline = true;
    await sender.flush('guest');
    expect(sent).toEqual(['one', 'two']);
    expect(outbox.entries()).toEqual([]);
  });

  it('marks a refused message failed; retry sends it again with the same clientId', async () => {
    const send = vi.fn(async (paragraph: string, attempt: number) => {
      if (attempt === 1) throw new HttpError(400, 'INVALID_INPUT', 'bad', false);
      return messageWith(2, { paragraph });
    });
    const { outbox, sender, sent } = setup(send);
    const entry = outbox.add({ chat: 'guest', paragraph: 'hello' });
    await sender.flush('guest');
    expect(outbox.forChat('guest')).toEqual([expect.objectContaining({ state: 'failed', error: 'Refused' })]);
    await sender.retry(entry.clientId);
    expect(sent).toEqual(['hello']);
    expect(outbox.entries()).toEqual([]);
  });

  it('never sends the same entry twice at once', async () => {
    let release: (() => void) | undefined;
    const send = vi.fn(() => new Promise<ChatMessage>((resolve) => (release = () => resolve(messageWith(3)))));
    const { outbox, sender } = setup(send);
    outbox.add({ chat: 'guest', paragraph: 'once' });
    const first = sender.flush('guest');
    const second = sender.flush('guest');
    release?.();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
