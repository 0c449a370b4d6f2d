import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERROR_CATALOGUE, isErrorCode } from '@stay/contract';
import { describeEachDialect } from '../support';

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
function rawRequest(port: number, bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      // Keep-alive answers do not close the socket: stop once the announced body is in.
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(head)?.[1];
      if (length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(bytes);
  });
}

const expectCatalogueError = (response: { status: number; body: string }, code: string) => {
  const body = JSON.parse(response.body) as { code: string; message: string };
  expect(body).toEqual({ code, message: expect.any(String) });
  expect(isErrorCode(body.code)).toBe(true);
  expect(response.status).toBe(ERROR_CATALOGUE[body.code as keyof typeof ERROR_CATALOGUE].status);
};

describeEachDialect('errors from the framework and the HTTP parser', (ctx) => {
  let app: FastifyInstance;
  let port = 0;

  beforeAll(async () => {
    app = await ctx.buildApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('answers a malformed percent-encoding in the path with INVALID_INPUT', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/exists/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('answers an over-long path parameter with a catalogue code', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/account/exists/${'a'.repeat(5000)}` });
    expect(isErrorCode(response.json().code)).toBe(true);
    expect(response.statusCode).toBe(ERROR_CATALOGUE[response.json().code as keyof typeof ERROR_CATALOGUE].status);
  });

  it('validates a contract-sized path parameter instead of refusing it in the router', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/account/exists/${'a'.repeat(200)}%40example.com` });
    expect(response.statusCode).toBe(200);
  });

  it('answers a request line the parser cannot read with INVALID_INPUT', async () => {
    expectCatalogueError(await rawRequest(port, 'GARBAGE\r\n\r\n'), 'INVALID_INPUT');
  });

  it('answers a broken header with INVALID_INPUT', async () => {
    expectCatalogueError(await rawRequest(port, 'GET /api HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'), 'INVALID_INPUT');
  });

  it('answers oversized headers with HEADERS_TOO_LARGE', async () => {
    const response = await rawRequest(port, `GET /api HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectCatalogueError(response, 'HEADERS_TOO_LARGE');
  });

  it('answers a bad chunked body with INVALID_INPUT', async () => {
    const request = 'POST /api/auth/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n';
    expectCatalogueError(await rawRequest(port, request), 'INVALID_INPUT');
  });

  it('answers a bad url over a real socket with INVALID_INPUT', async () => {
    expectCatalogueError(await rawRequest(port, 'GET /api/account/exists/%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 'INVALID_INPUT');
  });
});
