import webPush from 'web-push';
import type { PushMessage } from '@stay/contract';
import type { OutgoingGuard } from '../network/outgoing-request';
import type { VapidKeys } from './vapid-keys';

/** How long a push service may take to answer. */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Push services accept about 4 KB of payload; long texts are cut to stay well below. */
const PUSH_TEXT_MAX_LENGTH = 600;

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidIdentity extends VapidKeys {
  subject: string;
}

/** What the push service said: accepted, gone (404/410: delete the subscription) or failed otherwise. */
export type DeliveryOutcome = { kind: 'accepted' } | { kind: 'gone'; status: number } | { kind: 'failed'; status: number | null; error?: unknown };

const clip = (text: string) => (text.length > PUSH_TEXT_MAX_LENGTH ? `${text.slice(0, PUSH_TEXT_MAX_LENGTH - 1)}…` : text);

/** The library's headers as strings; the request sets Content-Length itself. */
function headersOf(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
}

/** The message as the service worker reads it, with over-long texts cut. */
export function encodePushMessage(message: PushMessage): string {
  const { notification } = message;
  return JSON.stringify({ ...message, notification: { ...notification, title: clip(notification.title), body: clip(notification.body) } });
}

/**
 * Encrypts the payload for the browser (RFC 8291, aes128gcm) and signs the request with VAPID (RFC 8292) through the
 * web-push library, then POSTs it through the outgoing guard (special-purpose addresses refused at connect time; a
 * redirect is a failure, never followed).
 */
export async function deliverPushMessage(
  guard: OutgoingGuard,
  target: PushTarget,
  payload: string,
  vapid: VapidIdentity,
  urgency: 'normal' | 'high',
): Promise<DeliveryOutcome> {
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = webPush.generateRequestDetails(target, payload, {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency,
    });
  } catch (error) {
    return { kind: 'failed', status: null, error };
  }
  try {
    const response = await guard.request(new URL(request.endpoint), {
      method: request.method,
      headers: headersOf(request.headers),
      body: request.body ?? undefined,
      signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
    });
    response.resume();
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { kind: 'accepted' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    return { kind: 'failed', status };
  } catch (error) {
    return { kind: 'failed', status: null, error };
  }
}
