import type { RealtimeEvent } from '@stay/contract';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A WebSocket stand-in for the realtime client: records what the app sends, lets the test play the server.
 * Install with `vi.stubGlobal('WebSocket', FakeWebSocket)`; it opens on the next task, like a real one.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
    setTimeout(() => {
      if (this.readyState !== FakeWebSocket.CONNECTING) return;
      this.readyState = FakeWebSocket.OPEN;
      this.onopen?.(new Event('open'));
    }, 0);
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error('No WebSocket was opened');
    return socket;
  }

  static reset(): void {
    FakeWebSocket.instances = [];
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code } as CloseEvent);
  }

  /** The server sends an event. */
  emit(event: RealtimeEvent): void {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }

  /** The server (or the network) closes the connection. */
  drop(code = 1006): void {
    this.close(code);
  }
}

/** Installs FakeWebSocket as `WebSocket` for each test of the file (fresh, no sockets yet) and restores it after. */
export function stubWebSocketPerTest(): void {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
  });
  afterEach(() => vi.unstubAllGlobals());
}
