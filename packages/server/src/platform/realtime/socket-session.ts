import type { FastifyBaseLogger } from 'fastify';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_CLOSE_BAD_MESSAGE,
  REALTIME_CLOSE_IDLE,
  REALTIME_CLOSE_TOO_MANY_SOCKETS,
  REALTIME_CLOSE_UNAUTHENTICATED,
  realtimeClientMessageSchema,
  type RealtimeEvent,
} from '@stay/contract';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { isAppError } from '../../errors';
import { systemClock } from '../clock';
import type { AccountSocket, AccountSockets } from './account-sockets';
import type { HubClient, RealtimeHub } from './hub';
import { serialize } from './text-frame';
import type { SocketAuthentication } from './identify';

/** A socket that does not drain this much queued data is too slow to keep. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_MESSAGE_BYTES = 8 * 1024;

export interface SocketSessionOptions {
  socket: WebSocket;
  /**
   * The connection under `socket`. The server negotiates no extension (no permessage-deflate), so `socket` writes each
   * frame to it at once, in order, and a frame built once (the hub's) may be written to it directly.
   */
  connection: Writable;
  hub: RealtimeHub;
  log: FastifyBaseLogger;
  authenticate(token: string): Promise<SocketAuthentication>;
  /** Whether the session has ended meanwhile (checked after the asynchronous sign-in, before joining the hub). */
  isSessionEnded(sessionId: string): boolean;
  /** The token from the query string, if the client sent it there. */
  initialToken: string | undefined;
  /** The socket closes after this long without a frame from the client (a message, or a WebSocket ping or pong). */
  idleTimeoutMs: number;
  /** The per-account limit on signed-in sockets. */
  accountSockets: AccountSockets;
}

/**
 * One client connection: authenticate (query token or a first `auth` message), then receive events from the hub.
 * Answers `ping` with `pong`; a later `auth` message replaces the token (after a refresh).
 */
export function runSocketSession({
  socket,
  connection,
  hub,
  log,
  authenticate,
  isSessionEnded,
  initialToken,
  idleTimeoutMs,
  accountSockets,
}: SocketSessionOptions): void {
  let client: HubClient | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  const isTooSlow = () => {
    if (socket.bufferedAmount <= MAX_BUFFERED_BYTES) return false;
    socket.close(1013, 'too slow');
    return true;
  };
  const sendFrame = (frame: Buffer) => {
    if (socket.readyState === socket.OPEN && !isTooSlow()) connection.write(frame);
  };
  const send = (event: RealtimeEvent) => {
    if (socket.readyState === socket.OPEN && !isTooSlow()) socket.send(serialize(event), { binary: false });
  };
  const refuse = (code: number, reason: string, errorCode: string) => {
    send({ type: 'error', code: errorCode, message: reason });
    socket.close(code, reason);
  };
  // The app pings every 25 s; a socket that sends nothing for this long is gone or kept open on purpose.
  const idleTimer = setTimeout(() => socket.close(REALTIME_CLOSE_IDLE, 'idle'), idleTimeoutMs);
  const heard = () => void idleTimer.refresh();
  socket.on('ping', heard);
  socket.on('pong', heard);
  const seat: AccountSocket = { evict: () => socket.close(REALTIME_CLOSE_TOO_MANY_SOCKETS, 'too many sockets') };
  const authTimer = setTimeout(
    () => refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'authenticate first', 'NO_CREDENTIALS'),
    REALTIME_AUTH_TIMEOUT_MS,
  );

  async function signIn(token: string): Promise<void> {
    let authentication: SocketAuthentication;
    try {
      authentication = await authenticate(token);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        // Not the token's fault: 1013 (try again later) makes the app reconnect with the same token.
        refuse(1013, 'try again later', 'SERVICE_UNAVAILABLE');
        return;
      }
      const code = isAppError(error) ? error.code : 'UNEXPECTED_ERROR';
      if (!isAppError(error)) log.error({ err: error }, 'Realtime: authentication failed');
      refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'not authenticated', code);
      return;
    }
    if (socket.readyState !== socket.OPEN) return;
    if (isSessionEnded(authentication.sessionId)) {
      refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'session ended', 'SESSION_NOT_FOUND');
      return;
    }
    clearTimeout(authTimer);
    if (client) hub.remove(client);
    client = {
      identity: authentication.identity,
      sessionId: authentication.sessionId,
      send: sendFrame,
      end: () => refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'session ended', 'SESSION_NOT_FOUND'),
    };
    hub.add(client);
    accountSockets.claim(authentication.accountId, seat);
    clearTimeout(expiryTimer);
    if (authentication.expiresAtMs !== undefined) {
      // Token expiry is checked against the real clock (as the token verifier does), not the injectable one.
      const delay = Math.max(0, authentication.expiresAtMs - systemClock().getTime());
      expiryTimer = setTimeout(() => refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'token expired', 'ACCESSTOKEN_EXPIRED'), Math.min(delay, 2 ** 31 - 1));
    }
    send({ type: 'ready', role: authentication.role, id: authentication.identity.id });
  }

  socket.on('message', (data, isBinary) => {
    heard();
    const text = isBinary ? '' : data.toString();
    let parsed: ReturnType<typeof realtimeClientMessageSchema.safeParse> | undefined;
    if (text.length > 0 && text.length <= MAX_MESSAGE_BYTES) {
      try {
        parsed = realtimeClientMessageSchema.safeParse(JSON.parse(text));
      } catch {
        parsed = undefined;
      }
    }
    if (!parsed?.success) {
      refuse(REALTIME_CLOSE_BAD_MESSAGE, 'malformed message', 'INVALID_INPUT');
      return;
    }
    if (parsed.data.type === 'auth') {
      void signIn(parsed.data.accesstoken);
      return;
    }
    if (!client) {
      refuse(REALTIME_CLOSE_UNAUTHENTICATED, 'authenticate first', 'NO_CREDENTIALS');
      return;
    }
    send({ type: 'pong' });
  });

  socket.on('close', () => {
    clearTimeout(authTimer);
    clearTimeout(idleTimer);
    accountSockets.release(seat);
    clearTimeout(expiryTimer);
    if (client) hub.remove(client);
    client = undefined;
  });
  socket.on('error', (error) => log.debug({ err: error }, 'Realtime: socket error'));

  if (initialToken) void signIn(initialToken);
}
