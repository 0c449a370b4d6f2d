import type { AddressInfo } from 'node:net';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors';
import { contentSecurityPolicy } from '../../plugins/security-headers';
import { renderTestPspPage, TEST_PSP_CSS } from './test-psp-page';
import { TEST_PSP_OUTCOMES, TEST_PSP_PATH, type TestPsp } from './test-psp';

const WEBHOOK_TIMEOUT_MS = 5000;
const STYLESHEET = `${TEST_PSP_PATH}/assets/test-psp.css`;

const pageParams = z.object({ pspId: z.string().min(1).max(64) });
const outcomeBody = z.object({ outcome: z.enum(TEST_PSP_OUTCOMES) });

/** Our own server's address when it listens (the webhook stays on this machine), else undefined. */
function listeningOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** The page's CSP: the app's, with the return address's origin allowed as the form's redirect target. */
function pageSecurityPolicy(isHttps: boolean, redirectUrl: string): string {
  const directives = contentSecurityPolicy(isHttps);
  const formAction = directives['form-action'] ?? ["'self'"];
  directives['form-action'] = [...formAction, new URL(redirectUrl).origin];
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The test PSP's hosted page: GET shows the payment, POST records Pay / Fail / Cancel, notifies our webhook server to
 * server over HTTP (as a real PSP does; to the address this server listens on, else the payment's webhook URL), then
 * sends the browser to the payment's return address with a 303.
 */
export async function registerTestPspRoutes(app: FastifyInstance, psp: TestPsp, { publicUrl }: { publicUrl: string }): Promise<void> {
  const isHttps = publicUrl.startsWith('https:');

  async function notifyWebhook(pspId: string, webhookUrl: string): Promise<void> {
    const url = new URL(webhookUrl);
    const origin = listeningOrigin(app);
    const target = origin ? `${origin}${url.pathname}${url.search}` : webhookUrl;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id: pspId }).toString(),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!response.ok) app.log.warn({ pspId, status: response.status }, 'test PSP webhook was not accepted');
    } catch (error) {
      app.log.warn({ err: error, pspId }, 'test PSP webhook could not be delivered');
    }
  }

  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get(STYLESHEET, async (_request, reply) => reply.type('text/css; charset=utf-8').send(TEST_PSP_CSS));

    scope.get(`${TEST_PSP_PATH}/:pspId`, async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      const payment = params.success ? await psp.find(params.data.pspId) : undefined;
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      return reply
        .header('content-security-policy', pageSecurityPolicy(isHttps, payment.redirect_url))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderTestPspPage(payment, { action: `${TEST_PSP_PATH}/${payment.id}`, stylesheet: STYLESHEET }));
    });

    scope.post(`${TEST_PSP_PATH}/:pspId`, async (request, reply) => {
      const params = pageParams.safeParse(request.params);
      const payment = params.success ? await psp.find(params.data.pspId) : undefined;
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      const body = outcomeBody.safeParse(request.body);
      if (!body.success) throw new AppError('INVALID_INPUT', 'outcome: pay, fail or cancel');
      // A second submit (back button) changes nothing and notifies nobody: the outcome was decided once.
      if (await psp.settle(payment.id, body.data.outcome)) await notifyWebhook(payment.id, payment.webhook_url);
      return reply.redirect(payment.redirect_url, 303);
    });
  });
}
