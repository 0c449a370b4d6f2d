import type { FastifyReply } from 'fastify';

export interface StoredFileHeaders {
  contentType: string;
  cacheControl: string;
  /** Bytes, when known before streaming. */
  contentLength?: number;
  contentDisposition?: string;
}

/**
 * Sends a stored file as is: its own type, never sniffed, never run as a page. The endpoint's declared (binary)
 * response is the stream; the reply is sent here.
 */
export function sendStoredFile(reply: FastifyReply, stream: NodeJS.ReadableStream, headers: StoredFileHeaders): never {
  reply.header('content-type', headers.contentType);
  if (headers.contentLength !== undefined) reply.header('content-length', headers.contentLength);
  if (headers.contentDisposition !== undefined) reply.header('content-disposition', headers.contentDisposition);
  reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', headers.cacheControl)
    .send(stream);
  return reply as never;
}
