import type { ChatMessage } from '@stay/contract';
import { HttpError } from '@/lib/http/http-error';
import { isTransientFailure } from '@/lib/http/authorized-fetch';
import type { Outbox, OutboxEntry } from './outbox';

export interface OutboxSenderDeps {
  outbox: Outbox;
  /** POST the entry (with its clientId) to its chat; rejects with an HttpError. */
  send(entry: OutboxEntry): Promise<ChatMessage>;
  /** The stored message is back: put it where the messages are shown. */
  onSent(entry: OutboxEntry, message: ChatMessage): void;
  /** Why the server refused, in words for the person. */
  describeFailure?(error: unknown): string;
}

export interface OutboxSender {
  /** Sends the chat's queued entries one by one, oldest first; stops at the first connection failure. */
  flush(chat: string): Promise<void>;
  retry(clientId: string): Promise<void>;
}

/**
 * Sends what the outbox holds. A connection failure leaves the entry queued (it goes when the connection returns); a
 * refusal marks it failed. Entries of one chat go strictly in order and never twice at the same time.
 */
export function createOutboxSender({ outbox, send, onSent, describeFailure }: OutboxSenderDeps): OutboxSender {
  const flushing = new Map<string, Promise<void>>();
  const again = new Set<string>();

  async function drain(chat: string): Promise<void> {
    for (;;) {
      const next = outbox.forChat(chat).find((entry) => entry.state === 'queued');
      if (!next) return;
      outbox.update(next.clientId, { state: 'sending', error: undefined });
      try {
        const message = await send(next);
        outbox.remove(next.clientId);
        onSent(next, message);
      } catch (error) {
        if (isTransientFailure(error)) {
          outbox.update(next.clientId, { state: 'queued' });
          return;
        }
        const reason = describeFailure?.(error) ?? (error instanceof HttpError ? error.code : String(error));
        outbox.update(next.clientId, { state: 'failed', error: reason });
      }
    }
  }

  function flush(chat: string): Promise<void> {
    const running = flushing.get(chat);
    if (running) {
      // Something new may have been queued after the running pass looked: look once more when it ends.
      again.add(chat);
      return running;
    }
    const pass = (async () => {
      try {
        do {
          again.delete(chat);
          await drain(chat);
        } while (again.has(chat));
      } finally {
        flushing.delete(chat);
      }
    })();
    flushing.set(chat, pass);
    return pass;
  }

  return {
    flush,
    async retry(clientId) {
      const entry = outbox.entries().find((item) => item.clientId === clientId);
      if (!entry || entry.state === 'sending') return;
      outbox.update(clientId, { state: 'queued', error: undefined });
      await flush(entry.chat);
    },
  };
}
