import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log-serializers';

describe('log redaction', () => {
  it('masks token query parameters and keeps the rest', () => {
    expect(redactUrl('/api/realtime?accesstoken=abc.def.ghi')).toBe('/api/realtime?accesstoken=[redacted]');
    expect(redactUrl('/x?a=1&AccessToken=secret&b=2')).toBe('/x?a=1&AccessToken=[redacted]&b=2');
    expect(redactUrl('/x?refreshtoken=r')).toBe('/x?refreshtoken=[redacted]');
    expect(redactUrl('/api/auth/check')).toBe('/api/auth/check');
  });
});
