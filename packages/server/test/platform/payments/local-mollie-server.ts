import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { LOOPBACK_TLS_CERT, LOOPBACK_TLS_KEY } from './loopback-certificate';

/** A payment as the Mollie-like server keeps it. */
export interface LocalMolliePayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  /** The checkout's language as the create asked for it (`en_US`, `de_DE`, …); null when none was sent. */
  locale: string | null;
}

export interface LocalMollieServer {
  /** The API root to give the client (`https://127.0.0.1:<port>/v2/`). */
  apiEndpoint: string;
  readonly payments: Map<string, LocalMolliePayment>;
  /** How many creates reached the server (idempotent repeats included). */
  readonly createCalls: number;
  /** Changes a payment's status as the payer's actions at Mollie would. */
  setStatus(id: string, status: string): void;
  /** Posts `id=<id>` form-encoded to the payment's webhook, as Mollie does; answers the webhook's HTTP status. */
  notify(id: string, extra?: Record<string, string>): Promise<number>;
  /** Makes the next answers (or only the creates) fail with this HTTP status (undefined: answer normally). */
  failWith(status: number | undefined, only?: 'creates'): void;
  close(): Promise<void>;
}

const METHODS = [
  { resource: 'method', id: 'ideal', description: 'iDEAL' },
  { resource: 'method', id: 'creditcard', description: 'Card' },
];

/**
 * A local HTTPS server on loopback that answers as Mollie's v2 API does for what the adapter uses: POST /v2/payments
 * (with Idempotency-Key) → the payment with `_links.checkout.href`, GET /v2/payments/{id} → its status, GET
 * /v2/methods. Requests without the expected Bearer key answer 401 like Mollie.
 */
export async function startLocalMollieServer(apiKey: string): Promise<LocalMollieServer> {
  const payments = new Map<string, LocalMolliePayment>();
  const byIdempotencyKey = new Map<string, string>();
  let createCalls = 0;
  let failure: number | undefined;
  let failOnlyCreates = false;
  let serial = 0;
  let origin = '';

  const toJson = (payment: LocalMolliePayment) => ({
    resource: 'payment',
    mode: 'test',
    createdAt: '2026-01-01T00:00:00+00:00',
    ...payment,
    _links: {
      self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open' ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: 'text/html' } } : {}),
    },
  });

  const server: Server = createServer({ key: LOOPBACK_TLS_KEY, cert: LOOPBACK_TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json' });
        response.end(JSON.stringify(body));
      };
      const problem = (status: number, title: string, detail: string) => answer(status, { status, title, detail });
      if (request.headers.authorization !== `Bearer ${apiKey}`) return problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      const url = new URL(request.url ?? '/', origin);
      const isCreate = request.method === 'POST' && url.pathname === '/v2/payments';
      if (failure !== undefined && (isCreate || !failOnlyCreates)) return problem(failure, 'Error', 'The test server was told to fail');
      if (isCreate) {
        createCalls += 1;
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (known) return answer(201, toJson(payments.get(known) as LocalMolliePayment));
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<LocalMolliePayment, 'id' | 'status'>;
        serial += 1;
        const payment: LocalMolliePayment = {
          id: `tr_local${serial}`,
          status: 'open',
          amount: body.amount,
          description: body.description,
          method: body.method ?? null,
          redirectUrl: body.redirectUrl,
          webhookUrl: body.webhookUrl,
          metadata: body.metadata,
          locale: body.locale ?? null,
        };
        payments.set(payment.id, payment);
        if (typeof key === 'string') byIdempotencyKey.set(key, payment.id);
        return answer(201, toJson(payment));
      }
      const paymentPath = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && paymentPath) {
        const payment = payments.get(decodeURIComponent(paymentPath[1] as string));
        return payment ? answer(200, toJson(payment)) : problem(404, 'Not Found', 'No payment exists with token');
      }
      if (request.method === 'GET' && url.pathname === '/v2/methods') {
        return answer(200, { count: METHODS.length, _embedded: { methods: METHODS }, _links: {} });
      }
      return problem(404, 'Not Found', 'The resource does not exist');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiEndpoint: `${origin}/v2/`,
    payments,
    get createCalls() {
      return createCalls;
    },
    setStatus(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
    },
    async notify(id, extra = {}) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      const response = await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id, ...extra }).toString(),
      });
      return response.status;
    },
    failWith(status, only) {
      failure = status;
      failOnlyCreates = only === 'creates';
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
