import { describe, expect, it } from 'vitest';
import { parseStaffInput } from '../../src/cli/staff-input';

const valid = ['--email', ' New.Guide@Example.com ', '--role', 'guide', '--firstname', 'Anna', '--surname', 'Berg', '--password', 'Secret12'];

describe('parseStaffInput', () => {
  it('accepts a complete command line and normalises it', () => {
    expect(parseStaffInput([...valid, '--location', 'loc-1'])).toEqual({
      ok: true,
      input: {
        email: 'new.guide@example.com',
        role: 'GUIDE',
        firstname: 'Anna',
        surname: 'Berg',
        password: 'Secret12',
        locationId: 'loc-1',
        workgroup: null,
        erpUid: null,
      },
    });
  });

  it.each([
    ['a guest role', ['--role', 'GUEST'], /--role must be one of GUIDE, CUBER, BACKOFFICE, MANAGEMENT/],
    ['an unknown role', ['--role', 'ADMIN'], /--role/],
    ['a weak password', ['--password', 'secret'], /--password/],
    ['a password without a digit', ['--password', 'SecretSecret'], /--password/],
    ['an empty password', ['--password', ''], /--password/],
    ['a bad email', ['--email', 'not-an-email'], /--email/],
    ['an empty first name', ['--firstname', ' '], /--firstname/],
  ])('rejects %s', (_case, override, message) => {
    const result = parseStaffInput([...valid, ...override]);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.join('\n')).toMatch(message);
  });

  it('lists every missing option at once', () => {
    const result = parseStaffInput([]);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toHaveLength(5);
  });

  it('rejects unknown options', () => {
    const result = parseStaffInput([...valid, '--admin']);
    expect(result.ok).toBe(false);
  });
});
