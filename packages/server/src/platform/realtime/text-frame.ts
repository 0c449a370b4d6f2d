import type { RealtimeEvent } from '@stay/contract';

/** An event as the JSON a socket receives, in UTF-8. */
export function serialize(event: RealtimeEvent): Buffer {
  return Buffer.from(JSON.stringify(event));
}

/**
 * An event as one complete, unmasked WebSocket text frame (RFC 6455 5.2, as a server sends it). Built once per event
 * and written to every socket as it is: one write each, instead of a header built and written beside the payload.
 */
export function textFrame(event: RealtimeEvent): Buffer {
  const payload = serialize(event);
  const { length } = payload;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN, text
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}
