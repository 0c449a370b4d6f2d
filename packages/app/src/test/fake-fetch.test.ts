import { employeeChatApi, reservationApi } from '@stay/contract';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, routeOf, takeContractViolations } from './fake-fetch';

describe('the fake API follows the contract', () => {
  it('refuses a route the contract does not declare', () => {
    expect(() => createFakeFetch({ 'GET /api/guest/nothing-here': () => ({ status: 200 }) })).toThrow(/not declared in the contract/);
  });

  it('fails a request the contract does not declare, and records it for the test to fail', async () => {
    const server = createFakeFetch();
    await expect(server.fetch('/api/guest/nothing-here')).rejects.toThrow(/not declared/);
    expect(takeContractViolations()).toEqual(['GET /api/guest/nothing-here is not declared in the contract']);
  });

  it('flags a body the endpoint would reject', async () => {
    const server = createFakeFetch({ [routeOf(reservationApi.sendInvite)]: () => ({ status: 200, body: {} }) });
    await server.fetch('/api/guest/reservation/current/send-invite', { method: 'POST', body: JSON.stringify({ email: 'not an email' }) });
    expect(takeContractViolations()).toEqual([expect.stringContaining('the body does not match reservationApi.sendInvite')]);
  });

  it('answers every path of a templated route, and names the endpoint each request reached', async () => {
    const server = createFakeFetch({ [routeOf(employeeChatApi.get)]: ({ path }) => ({ status: 200, body: { path } }) });
    const response = await server.fetch('/api/employee/chat/42');
    expect(await response.json()).toEqual({ path: '/api/employee/chat/42' });
    expect(server.requests[0]?.endpoint).toBe('employeeChatApi.get');
    expect(takeContractViolations()).toEqual([]);
  });
});
