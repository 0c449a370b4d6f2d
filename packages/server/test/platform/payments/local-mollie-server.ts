import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { LOOPBACK_TLS_CERT, LOOPBACK_TLS_KEY } from './loopback-certificate';

interface MollieAmount {
  currency: string;
  value: string;
}

/** A payment as the Mollie-like server keeps it. */
export interface LocalMolliePayment {
  id: string;
  status: string;
  amount: MollieAmount;
  description: string;
  method: string | null;
  redirectUrl: string;
  cancelUrl: string | null;
  webhookUrl: string;
  metadata: unknown;
  /** The checkout's language as the create asked for it (`en_US`, `de_DE`, …); null when none was sent. */
  locale: string | null;
  /** `automatic` (paid at once) or `manual` (authorised, paid when captured); Klarna, Billie and Riverty are always manual. */
  captureMode: 'automatic' | 'manual';
  createdAt: string;
  /** Cents captured, refunded and charged back. */
  capturedCents: number;
  refundedCents: number;
  chargedBackCents: number;
  /** The Bearer key the payment was created with (the Mollie profile it belongs to). */
  apiKey: string;
}

/** A refund as the Mollie-like server keeps it. */
export interface LocalMollieRefund {
  id: string;
  paymentId: string;
  amount: MollieAmount;
  description: string;
  status: string;
}

export interface LocalMollieServer {
  /** The API root to give the client (`https://127.0.0.1:<port>/v2/`). */
  apiEndpoint: string;
  readonly payments: Map<string, LocalMolliePayment>;
  readonly refunds: LocalMollieRefund[];
  /** How many creates reached the server (idempotent repeats included). */
  readonly createCalls: number;
  /** How many captures Mollie took. */
  readonly captureCalls: number;
  /** The query of each GET /v2/methods, as sent. */
  readonly methodQueries: URLSearchParams[];
  /** Changes a payment's status as the payer's actions at Mollie would; `paid` captures the whole amount. */
  setStatus(id: string, status: string): void;
  /** The payer's bank takes `cents` back (a chargeback): the status stays paid, `amountChargedBack` grows. */
  chargeBack(id: string, cents: number): void;
  /** Posts `id=<id>` form-encoded to the payment's webhook, as Mollie does; answers the webhook's HTTP status. */
  notify(id: string, extra?: Record<string, string>): Promise<number>;
  /** Makes the next answers (or only the creates) fail with this HTTP status (undefined: answer normally). */
  failWith(status: number | undefined, only?: 'creates'): void;
  close(): Promise<void>;
}

/**
 * The methods as Mollie's List payment methods answers them for a profile with these enabled, with the amounts each
 * accepts (Mollie's documented limits). Klarna, Billie and Riverty need order lines and a billing address at create.
 */
const METHODS = [
  { id: 'ideal', description: 'iDEAL', min: 1, max: 5_000_000 },
  { id: 'creditcard', description: 'Card', min: 1, max: 1_000_000 },
  { id: 'bancontact', description: 'Bancontact', min: 2, max: 5_000_000 },
  { id: 'klarna', description: 'Klarna', min: 100, max: 1_000_000 },
  { id: 'billie', description: 'Pay by Invoice for Businesses - Billie', min: 10_000, max: 5_000_000 },
  { id: 'in3', description: 'iDEAL in3', min: 5_000, max: 300_000 },
] as const;
const NEEDS_LINES = new Set(['klarna', 'billie', 'riverty', 'in3']);
const MANUAL_CAPTURE = new Set(['klarna', 'billie', 'riverty']);
/** Mollie's open iDEAL payments expire after 15 minutes; an authorisation lapses after 28 days. */
const OPEN_EXPIRY_MS = 15 * 60 * 1000;
const AUTHORIZATION_EXPIRY_MS = 28 * 24 * 60 * 60 * 1000;

const AMOUNT_VALUE = /^\d{1,10}\.\d{2}$/;
const cents = (amount: MollieAmount) => Math.round(Number(amount.value) * 100);
const toAmount = (value: number, currency = 'EUR'): MollieAmount => ({ currency, value: (value / 100).toFixed(2) });

/** Mollie's 422 for an amount: the field named, the value's form (two decimals) and the currency (EUR here). */
function amountProblem(amount: unknown): string | undefined {
  const candidate = amount as Partial<MollieAmount> | undefined;
  if (!candidate || typeof candidate.value !== 'string' || typeof candidate.currency !== 'string') return 'The amount is required';
  if (candidate.currency !== 'EUR') return `The amount contains an invalid currency '${candidate.currency}'`;
  if (!AMOUNT_VALUE.test(candidate.value)) return 'The amount contains an invalid value: use a string with exactly two decimals';
  if (cents(candidate as MollieAmount) <= 0) return 'The amount must be higher than 0.00';
  return undefined;
}

/** Mollie cannot call a webhook that is not an http(s) address on the internet (it answers 422 at create). */
function isReachableWebhook(url: unknown, unreachableHosts: ReadonlySet<string>): boolean {
  if (url === undefined) return true;
  if (typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && !unreachableHosts.has(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * A local HTTPS server on loopback that answers as Mollie's v2 API does (its API reference's resources and errors) for
 * what the adapter uses: create and get payments (with Idempotency-Key; `authorized` for manual captures; `expiresAt`,
 * `amountRemaining`, `amountRefunded`, `amountChargedBack`), captures, refunds (partial and full, never more than
 * remains), and the methods that fit an amount. Requests without a known Bearer key answer 401 like Mollie; an
 * unreachable webhook, a bad amount or a method that does not fit answers 422 with the field named.
 */
export async function startLocalMollieServer(
  apiKeys: string | readonly string[],
  { unreachableWebhookHosts = ['localhost', 'stay.invalid'], now = () => new Date('2026-01-01T00:00:00Z') } = {},
): Promise<LocalMollieServer> {
  const keys = new Set(typeof apiKeys === 'string' ? [apiKeys] : apiKeys);
  const unreachable = new Set(unreachableWebhookHosts);
  const payments = new Map<string, LocalMolliePayment>();
  const refunds: LocalMollieRefund[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const methodQueries: URLSearchParams[] = [];
  let createCalls = 0;
  let captureCalls = 0;
  let failure: number | undefined;
  let failOnlyCreates = false;
  let serial = 0;
  let origin = '';

  const remainingOf = (payment: LocalMolliePayment) => payment.capturedCents - payment.refundedCents - payment.chargedBackCents;
  const toJson = (payment: LocalMolliePayment) => {
    const { capturedCents, refundedCents, chargedBackCents, apiKey: _key, ...wire } = payment;
    const created = Date.parse(payment.createdAt);
    return {
      resource: 'payment',
      mode: 'test',
      ...wire,
      ...(payment.status === 'open' ? { expiresAt: new Date(created + OPEN_EXPIRY_MS).toISOString() } : {}),
      ...(payment.status === 'authorized' ? { expiresAt: new Date(created + AUTHORIZATION_EXPIRY_MS).toISOString() } : {}),
      ...(payment.status === 'paid'
        ? {
            paidAt: payment.createdAt,
            amountCaptured: toAmount(capturedCents),
            amountRefunded: toAmount(refundedCents),
            amountRemaining: toAmount(remainingOf(payment)),
            ...(chargedBackCents > 0 ? { amountChargedBack: toAmount(chargedBackCents) } : {}),
          }
        : {}),
      _links: {
        self: { href: `${origin}/v2/payments/${payment.id}`, type: 'application/hal+json' },
        ...(payment.status === 'open' ? { checkout: { href: `${origin}/checkout/${payment.id}`, type: 'text/html' } } : {}),
        ...(refundedCents > 0 ? { refunds: { href: `${origin}/v2/payments/${payment.id}/refunds`, type: 'application/hal+json' } } : {}),
      },
    };
  };
  const refundJson = (refund: LocalMollieRefund) => ({
    resource: 'refund',
    mode: 'test',
    ...refund,
    createdAt: now().toISOString(),
    _links: { self: { href: `${origin}/v2/payments/${refund.paymentId}/refunds/${refund.id}`, type: 'application/hal+json' } },
  });

  const server: Server = createServer({ key: LOOPBACK_TLS_KEY, cert: LOOPBACK_TLS_CERT }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': status < 400 ? 'application/hal+json' : 'application/problem+json' });
        response.end(JSON.stringify(body));
      };
      const problem = (status: number, title: string, detail: string, field?: string) =>
        answer(status, { status, title, detail, ...(field ? { field } : {}), _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } } });
      const unprocessable = (detail: string, field: string) => problem(422, 'Unprocessable Entity', detail, field);
      const bearer = request.headers.authorization?.replace(/^Bearer /, '');
      if (bearer === undefined || !keys.has(bearer)) return problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
      const url = new URL(request.url ?? '/', origin);
      const isCreate = request.method === 'POST' && url.pathname === '/v2/payments';
      if (failure !== undefined && (isCreate || !failOnlyCreates)) return problem(failure, 'Error', 'The test server was told to fail');
      const body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      const idempotencyKey = request.headers['idempotency-key'];
      const repeated = typeof idempotencyKey === 'string' ? byIdempotencyKey.get(`${bearer} ${idempotencyKey}`) : undefined;
      const remember = (result: unknown) => {
        if (typeof idempotencyKey === 'string') byIdempotencyKey.set(`${bearer} ${idempotencyKey}`, result);
      };
      const ownPayment = (id: string) => {
        const payment = payments.get(decodeURIComponent(id));
        return payment && payment.apiKey === bearer ? payment : undefined;
      };

      if (isCreate) {
        createCalls += 1;
        if (repeated) return answer(201, toJson(repeated as LocalMolliePayment));
        const amountRefusal = amountProblem(body.amount);
        if (amountRefusal) return unprocessable(amountRefusal, 'amount');
        if (!isReachableWebhook(body.webhookUrl, unreachable)) {
          return unprocessable("The webhook URL is invalid because it is unreachable from Mollie's point of view. Please make sure the webhook URL is publicly accessible.", 'webhookUrl');
        }
        const amount = body.amount as MollieAmount;
        const method = typeof body.method === 'string' ? body.method : null;
        const offered = METHODS.find((candidate) => candidate.id === method);
        if (method !== null && !offered) return unprocessable(`The payment method '${method}' is invalid or not enabled on this profile`, 'method');
        if (offered && (cents(amount) < offered.min || cents(amount) > offered.max)) {
          return unprocessable(`The amount is outside the limits of ${offered.description}`, 'amount');
        }
        if (method !== null && NEEDS_LINES.has(method) && !Array.isArray(body.lines)) return unprocessable('The lines are required for this payment method', 'lines');
        serial += 1;
        const payment: LocalMolliePayment = {
          id: `tr_local${serial}`,
          status: 'open',
          amount,
          description: String(body.description),
          method,
          redirectUrl: String(body.redirectUrl),
          cancelUrl: typeof body.cancelUrl === 'string' ? body.cancelUrl : null,
          webhookUrl: String(body.webhookUrl),
          metadata: body.metadata,
          locale: typeof body.locale === 'string' ? body.locale : null,
          captureMode: body.captureMode === 'manual' || (method !== null && MANUAL_CAPTURE.has(method)) ? 'manual' : 'automatic',
          createdAt: now().toISOString(),
          capturedCents: 0,
          refundedCents: 0,
          chargedBackCents: 0,
          apiKey: bearer,
        };
        payments.set(payment.id, payment);
        remember(payment);
        return answer(201, toJson(payment));
      }
      const paymentPath = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && paymentPath) {
        const payment = ownPayment(paymentPath[1] as string);
        return payment ? answer(200, toJson(payment)) : problem(404, 'Not Found', 'No payment exists with token');
      }
      const capturePath = /^\/v2\/payments\/([^/]+)\/captures$/.exec(url.pathname);
      if (request.method === 'POST' && capturePath) {
        const payment = ownPayment(capturePath[1] as string);
        if (!payment) return problem(404, 'Not Found', 'No payment exists with token');
        if (repeated) return answer(201, repeated);
        if (payment.status !== 'authorized') return unprocessable('The payment is not authorized: only an authorized payment can be captured', 'paymentId');
        const capturing = body.amount === undefined ? cents(payment.amount) : cents(body.amount as MollieAmount);
        if (body.amount !== undefined && (amountProblem(body.amount) || capturing > cents(payment.amount))) {
          return unprocessable('The capture amount is higher than the authorized amount', 'amount');
        }
        captureCalls += 1;
        payment.status = 'paid';
        payment.capturedCents = capturing;
        const capture = {
          resource: 'capture',
          id: `cpt_local${captureCalls}`,
          mode: 'test',
          amount: toAmount(capturing),
          status: 'succeeded',
          paymentId: payment.id,
          createdAt: now().toISOString(),
          _links: { self: { href: `${origin}/v2/payments/${payment.id}/captures/cpt_local${captureCalls}`, type: 'application/hal+json' } },
        };
        remember(capture);
        return answer(201, capture);
      }
      const refundPath = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
      if (request.method === 'POST' && refundPath) {
        const payment = ownPayment(refundPath[1] as string);
        if (!payment) return problem(404, 'Not Found', 'No payment exists with token');
        if (repeated) return answer(201, refundJson(repeated as LocalMollieRefund));
        const amountRefusal = amountProblem(body.amount);
        if (amountRefusal) return unprocessable(amountRefusal, 'amount');
        if (payment.status !== 'paid') return unprocessable('The payment cannot be refunded: it is not paid', 'paymentId');
        const amount = body.amount as MollieAmount;
        if (cents(amount) > remainingOf(payment)) return unprocessable('The amount is higher than the amount remaining to be refunded', 'amount');
        payment.refundedCents += cents(amount);
        const refund: LocalMollieRefund = {
          id: `re_local${refunds.length + 1}`,
          paymentId: payment.id,
          amount,
          description: typeof body.description === 'string' ? body.description : '',
          status: 'pending',
        };
        refunds.push(refund);
        remember(refund);
        return answer(201, refundJson(refund));
      }
      if (request.method === 'GET' && url.pathname === '/v2/methods') {
        methodQueries.push(url.searchParams);
        const value = url.searchParams.get('amount[value]');
        const currency = url.searchParams.get('amount[currency]');
        let fitting: readonly (typeof METHODS)[number][] = METHODS;
        if (value !== null || currency !== null) {
          const amountRefusal = amountProblem({ value: value ?? undefined, currency: currency ?? undefined });
          if (amountRefusal) return unprocessable(amountRefusal, 'amount');
          const asked = cents({ value: value as string, currency: 'EUR' });
          fitting = METHODS.filter((method) => asked >= method.min && asked <= method.max);
        }
        const methods = fitting.map((method) => ({
          resource: 'method',
          id: method.id,
          description: method.description,
          minimumAmount: toAmount(method.min),
          maximumAmount: toAmount(method.max),
          image: { size1x: `${origin}/external/icons/payment-methods/${method.id}.png`, size2x: `${origin}/external/icons/payment-methods/${method.id}%402x.png`, svg: `${origin}/external/icons/payment-methods/${method.id}.svg` },
          status: 'activated',
          _links: { self: { href: `${origin}/v2/methods/${method.id}`, type: 'application/hal+json' } },
        }));
        return answer(200, { count: methods.length, _embedded: { methods }, _links: { self: { href: `${origin}${url.pathname}${url.search}`, type: 'application/hal+json' } } });
      }
      return problem(404, 'Not Found', 'The resource does not exist');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const find = (id: string) => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    return payment;
  };

  return {
    apiEndpoint: `${origin}/v2/`,
    payments,
    refunds,
    methodQueries,
    get createCalls() {
      return createCalls;
    },
    get captureCalls() {
      return captureCalls;
    },
    setStatus(id, status) {
      const payment = find(id);
      payment.status = status;
      if (status === 'paid') payment.capturedCents = cents(payment.amount);
    },
    chargeBack(id, amountCents) {
      const payment = find(id);
      if (payment.status !== 'paid' || amountCents > remainingOf(payment)) throw new Error(`payment ${id} cannot be charged back ${amountCents}`);
      payment.chargedBackCents += amountCents;
    },
    async notify(id, extra = {}) {
      const payment = find(id);
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
