import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A local HTTP receiver of webhook deliveries: answers each POST with the next status of `statuses` (then 200), and
 * keeps every request it got.
 */
export async function startWebhookReceiver(port: number, statuses: readonly number[] = []) {
  const received: ReceivedWebhook[] = [];
  const planned = [...statuses];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = planned.shift() ?? 200;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/stay`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
