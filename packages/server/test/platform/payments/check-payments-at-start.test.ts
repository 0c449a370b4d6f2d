import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/config';
import { startServerProcess } from '../../support/server-process';
import { checkPaymentsAtStart } from '../../../src/platform/payments/check-payments-at-start';
import { startLocalMollieServer, type LocalMollieServer } from './local-mollie-server';

const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
const OTHER_KEY = 'live_abcdefghijklmnopqrstuvwxyz1234';

let mollie: LocalMollieServer;
let silent: Server;
const silentSockets = new Set<Socket>();
let tlsBefore: string | undefined;
const dataDirs: string[] = [];

beforeAll(async () => {
  // Mollie's client pins Mollie's own CAs; the loopback server's certificate is self-signed.
  tlsBefore = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  mollie = await startLocalMollieServer(KEY);
  // Accepts connections and never answers: a Mollie that hangs.
  silent = createServer((socket) => {
    silentSockets.add(socket);
    socket.on('close', () => silentSockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await mollie?.close();
  for (const socket of silentSockets) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  if (tlsBefore === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = tlsBefore;
});

/** A port of 127.0.0.1 with nothing listening. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const production = { isProduction: true, allowTestPsp: false, publicUrl: 'https://stay.example' };

describe('checking the payment settings at start', () => {
  it('accepts a key Mollie knows, without a word', async () => {
    const warnings: string[] = [];
    await checkPaymentsAtStart({ ...production, mollieApiKey: KEY, mollieApiUrl: mollie.apiEndpoint }, (line) => warnings.push(line));
    expect(warnings).toEqual([]);
  });

  it('refuses a key Mollie does not know, in one line naming MOLLIE_API_KEY', async () => {
    const check = checkPaymentsAtStart({ ...production, mollieApiKey: OTHER_KEY, mollieApiUrl: mollie.apiEndpoint }, () => {});
    await expect(check).rejects.toThrow(ConfigError);
    await expect(check).rejects.toThrow(
      /^MOLLIE_API_KEY was refused by Mollie \(401: Missing authentication, or failed to authenticate\): copy the current key from Mollie's dashboard/,
    );
  });

  it('warns and goes on when Mollie cannot be reached or does not answer', async () => {
    const warnings: string[] = [];
    const closed = `https://127.0.0.1:${await closedPort()}/v2/`;
    await checkPaymentsAtStart({ ...production, mollieApiKey: KEY, mollieApiUrl: closed }, (line) => warnings.push(line));
    const hanging = `https://127.0.0.1:${(silent.address() as AddressInfo).port}/v2/`;
    await checkPaymentsAtStart({ ...production, mollieApiKey: KEY, mollieApiUrl: hanging }, (line) => warnings.push(line), 300);
    expect(warnings).toEqual([
      `WARNING: Mollie (${closed}) could not be reached to check MOLLIE_API_KEY (request to ${closed}methods failed, reason: connect ECONNREFUSED ${closed.slice(8, -4)}); starting anyway, payments fail until Mollie answers.`,
      `WARNING: Mollie (${hanging}) could not be reached to check MOLLIE_API_KEY (no answer within 0.3 s); starting anyway, payments fail until Mollie answers.`,
    ]);
  });

  it('warns outside production when Mollie could not call the webhook at PUBLIC_URL', async () => {
    const warnings: string[] = [];
    const development = { isProduction: false, allowTestPsp: false, mollieApiKey: KEY, mollieApiUrl: mollie.apiEndpoint };
    await checkPaymentsAtStart({ ...development, publicUrl: 'http://localhost:8080' }, (line) => warnings.push(line));
    await checkPaymentsAtStart({ ...development, publicUrl: 'https://stay.example' }, (line) => warnings.push(line));
    expect(warnings).toEqual([
      "WARNING: PUBLIC_URL is http://localhost:8080: Mollie cannot call its webhook there (http://localhost:8080/api/payment/webhook), so real payments are refused; set PUBLIC_URL to the park's public https address.",
    ]);
  });

  it('warns loudly when the test PSP is allowed, and says nothing without Mollie otherwise', async () => {
    const warnings: string[] = [];
    const settings = { isProduction: true, mollieApiKey: undefined, mollieApiUrl: mollie.apiEndpoint, publicUrl: 'http://localhost:8080' };
    await checkPaymentsAtStart({ ...settings, allowTestPsp: true }, (line) => warnings.push(line));
    await checkPaymentsAtStart({ ...settings, isProduction: false, allowTestPsp: false }, (line) => warnings.push(line));
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: ALLOW_TEST_PSP=true: payments go through the built-in test PSP, which marks orders paid without money\./)]);
  });
});

describe('a production server', () => {
  const start = async (env: Record<string, string>) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stay-payments-start-'));
    dataDirs.push(dataDir);
    return startServerProcess({ NODE_ENV: 'production', SEED_DEMO: '', DATA_DIR: dataDir, ...env });
  };

  const mollieEnv = () => ({ PUBLIC_URL: 'https://stay.example', MOLLIE_API_URL: mollie.apiEndpoint, NODE_TLS_REJECT_UNAUTHORIZED: '0' });

  it('refuses a key Mollie does not know, in one line', async () => {
    await expect(start({ ...mollieEnv(), MOLLIE_API_KEY: OTHER_KEY })).rejects.toThrow(
      /exited before listening:\n(\(node:\d+\) Warning: [^\n]*\n(\([^\n]*\n)?)?Configuration error: MOLLIE_API_KEY was refused by Mollie \(401[^\n]*\n?$/,
    );
  });

  it('starts with a key Mollie knows, without a warning', async () => {
    const server = await start({ ...mollieEnv(), MOLLIE_API_KEY: KEY });
    try {
      expect((await fetch(`${server.baseUrl}/api/auth/check`)).status).toBe(401);
      expect(server.output()).not.toContain('WARNING');
    } finally {
      await server.kill('SIGTERM');
    }
  });

  it('refuses a localhost PUBLIC_URL with Mollie, in one line', async () => {
    await expect(start({ MOLLIE_API_KEY: KEY })).rejects.toThrow(
      /exited before listening:\nConfiguration error: PUBLIC_URL must be the park's public https address with MOLLIE_API_KEY set [^\n]*got 'http:\/\/localhost:0'[^\n]*\n?$/,
    );
  });

  it('starts on the test PSP when ALLOW_TEST_PSP=true, with a warning line', async () => {
    const server = await start({ ALLOW_TEST_PSP: 'true' });
    try {
      expect(server.output()).toMatch(/^WARNING: ALLOW_TEST_PSP=true: payments go through the built-in test PSP/m);
      expect((await fetch(`${server.baseUrl}/api/auth/check`)).status).toBe(401);
    } finally {
      await server.kill('SIGTERM');
    }
  });
});
