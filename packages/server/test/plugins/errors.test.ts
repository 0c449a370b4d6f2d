import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../support';
import { AppError } from '../../src/errors';
import { describeValidationIssue } from '../../src/plugins/errors';

describe('describeValidationIssue', () => {
  it('names the field and drops zod’s generic prefix', () => {
    expect(
      describeValidationIssue('body', { instancePath: '/email', message: 'Invalid input: expected string, received number' }),
    ).toBe('body.email: expected string, received number');
    expect(describeValidationIssue('querystring', { instancePath: '/', message: 'Required' })).toBe('querystring: Required');
  });
});

describeEachDialect('error handling and route guards', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await ctx.buildApp();
    app.get('/api/test/boom', async () => {
      throw new Error('select * from accounts where password_hash = $1 -- secret internals');
    });
    app.get('/api/test/app-error', async () => {
      throw new AppError('ORDER_NOT_FOUND');
    });
    // Registered without any auth requirement: the area hook must still guard them.
    app.get('/api/guest/test/unguarded', async () => ({ ok: true }));
    app.get('/api/employee/test/unguarded', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 500 UNEXPECTED_ERROR without internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'UNEXPECTED_ERROR', message: 'An unexpected error occurred' });
    expect(response.body).not.toMatch(/select|secret|stack|\.ts/);
  });

  it('answers an AppError with its catalogue status and message', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers 404 ROUTE_NOT_FOUND for an unknown %s /api route', async (method) => {
    const response = await app.inject({ method, url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('answers 404 ROUTE_NOT_FOUND for non-API paths when no app build is hosted', async () => {
    const response = await app.inject({ method: 'GET', url: '/guest/home' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('guards every /api/guest route for guests, even one registered without auth', async () => {
    const guest = await ctx.factories.guest();
    const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: null });
    const url = '/api/guest/test/unguarded';
    expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    expect((await app.inject({ method: 'GET', url, headers: { accesstoken: guide.token } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url, headers: { accesstoken: guest.token } })).statusCode).toBe(200);
  });

  it('guards every /api/employee route for staff, even one registered without auth', async () => {
    const guest = await ctx.factories.guest();
    const manager = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
    const url = '/api/employee/test/unguarded';
    expect((await app.inject({ method: 'GET', url })).json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    const refused = await app.inject({ method: 'GET', url, headers: { accesstoken: guest.token } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await app.inject({ method: 'GET', url, headers: { accesstoken: manager.token } })).statusCode).toBe(200);
  });

  it('guards a percent-encoded path to the same route', async () => {
    const guide = await ctx.factories.staff({ role: 'GUIDE', locationId: null });
    const response = await app.inject({
      method: 'GET',
      url: '/api/%67uest/test/unguarded',
      headers: { accesstoken: guide.token },
    });
    expect(response.statusCode).toBe(403);
  });
});
