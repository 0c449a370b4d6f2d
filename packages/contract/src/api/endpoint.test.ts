import { describe, expect, it } from 'vitest';
import { fillPath, toRouterPath } from './endpoint';

describe('endpoint paths', () => {
  it('converts spec parameters to router parameters', () => {
    expect(toRouterPath('/api/employee/chat/{nmbr}/addMember/{type}/{name}/{mode}')).toBe(
      '/api/employee/chat/:nmbr/addMember/:type/:name/:mode',
    );
  });

  it('fills parameters URI-encoded and refuses missing ones', () => {
    expect(fillPath('/api/account/exists/{email}', { email: 'a b@x.nl' })).toBe('/api/account/exists/a%20b%40x.nl');
    expect(fillPath('/api/x/{id}', { id: '../etc' })).toBe('/api/x/..%2Fetc');
    expect(() => fillPath('/api/x/{id}', {})).toThrow(/id/);
  });
});
