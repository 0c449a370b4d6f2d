import { staffComplaintApi, staffChatApi, guestReservationApi } from '@stay/contract';
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
    const server = createFakeFetch({ [routeOf(guestReservationApi.sendInvite)]: () => ({ status: 200, body: {} }) });
    await server.fetch('/api/guest/reservation/current/send-invite', { method: 'POST', body: JSON.stringify({ email: 'not an email' }) });
    expect(takeContractViolations()).toEqual([expect.stringContaining('the body does not match guestReservationApi.sendInvite')]);
  });

  it('answers every path of a templated route, and names the endpoint each request reached', async () => {
    const server = createFakeFetch({ [routeOf(staffChatApi.get)]: ({ path }) => ({ status: 200, body: { path } }) });
    const response = await server.fetch('/api/employee/chat/42');
    expect(await response.json()).toEqual({ path: '/api/employee/chat/42' });
    expect(server.requests[0]?.endpoint).toBe('staffChatApi.get');
    expect(takeContractViolations()).toEqual([]);
  });

  it('takes the template the server would when several match: a literal segment wins over a parameter, wherever it is', async () => {
    const server = createFakeFetch({
      [routeOf(staffComplaintApi.addNote)]: () => ({ status: 200, body: { reached: 'addNote' } }),
      [routeOf(staffComplaintApi.action)]: () => ({ status: 200, body: { reached: 'action' } }),
      [routeOf(staffComplaintApi.get)]: () => ({ status: 200, body: { reached: 'get' } }),
    });
    // `/{complaintnmbr}/notes` and `/{nmbr}/{action}` both fit; `/{nmbr}/approve` and `/{nmbr}/{action}` too.
    const note = await server.fetch('/api/employee/complaint/12/notes', { method: 'POST', body: JSON.stringify({ paragraph: '<p>Hi</p>' }) });
    expect(await note.json()).toEqual({ reached: 'addNote' });
    await server.fetch('/api/employee/complaint/12/approve', { method: 'POST' });
    await server.fetch('/api/employee/complaint/12/escalate', { method: 'POST' });
    await server.fetch('/api/employee/complaint/employees');
    await server.fetch('/api/employee/complaint/12');
    expect(server.requests.map((request) => request.endpoint)).toEqual([
      'staffComplaintApi.addNote',
      'staffComplaintApi.approve',
      'staffComplaintApi.action',
      'staffComplaintApi.staffMembers',
      'staffComplaintApi.get',
    ]);
    expect(takeContractViolations()).toEqual([]);
  });
});
