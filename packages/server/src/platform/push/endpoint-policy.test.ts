import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './endpoint-policy';

describe('push endpoint policy', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://8.8.8.8/push',
  ])('accepts the push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, false)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://localhost/push',
    'https://api.localhost/push',
    'https://127.0.0.1/push',
    'https://10.1.2.3/push',
    'https://192.168.1.5/push',
    'https://169.254.169.254/latest',
    'https://[::1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[fd00::1]/push',
    'https://intranet/push',
    'https://user:secret@push.example/x',
    'ftp://push.example/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, false)).toBe(false);
  });

  it('accepts plain http and loopback only when local endpoints are allowed', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/a', true)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/a', false)).toBe(false);
    expect(isAllowedPushEndpoint('file:///etc/passwd', true)).toBe(false);
  });
});
