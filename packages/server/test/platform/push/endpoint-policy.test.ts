import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, loadConfig } from '../../../src/config';
import { isAllowedPushEndpoint, isListedHost } from '../../../src/platform/push/endpoint-policy';

const PUBLIC = { allowLocalEndpoints: false, endpointHosts: loadConfig({}).push.endpointHosts };

describe('push endpoint policy', () => {
  it('lists the browsers’ push services by default', () => {
    expect(PUBLIC.endpointHosts).toEqual(DEFAULT_PUSH_ENDPOINT_HOSTS.split(','));
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://jmt17.google.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
  ])('accepts the push service %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, PUBLIC)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com./fcm/send/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/abc',
    'https://evilfcm.googleapis.com/x',
    'https://push.apple.com/abc',
    'https://evil-push.apple.com.example/abc',
    'https://push.example/x',
    'https://8.8.8.8/push',
    'https://localhost/push',
    'https://localhost./push',
    'https://api.localhost/push',
    'https://127.0.0.1/push',
    'https://127.1/push',
    'https://2130706433/push',
    'https://0.0.0.0/push',
    'https://10.1.2.3/push',
    'https://192.168.1.5/push',
    'https://169.254.169.254/latest',
    'https://198.18.0.1/push',
    'https://240.0.0.1/push',
    'https://[::1]/push',
    'https://[::127.0.0.1]/push',
    'https://[::ffff:127.0.0.1]/push',
    'https://[fd00::1]/push',
    'https://intranet/push',
    'https://user:secret@fcm.googleapis.com/x',
    'ftp://fcm.googleapis.com/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, PUBLIC)).toBe(false);
  });

  it('admits a self-hosted push service named in PUSH_ENDPOINT_HOSTS, exactly or below a *. entry', () => {
    const hosts = loadConfig({ PUSH_ENDPOINT_HOSTS: 'push.stay.example, *.push.example.org' }).push.endpointHosts;
    expect(hosts).toEqual(['push.stay.example', '.push.example.org']);
    const policy = { allowLocalEndpoints: false, endpointHosts: hosts };
    expect(isAllowedPushEndpoint('https://push.stay.example/p/1', policy)).toBe(true);
    expect(isAllowedPushEndpoint('https://eu.push.example.org/p/1', policy)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.org/p/1', policy)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', policy)).toBe(false);
    expect(isListedHost('a.b.push.example.org', hosts)).toBe(true);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'push.example, https://x.example/' })).toThrow(/PUSH_ENDPOINT_HOSTS must be comma-separated host names/);
  });

  it('accepts plain http and loopback only when local endpoints are allowed', () => {
    const local = { ...PUBLIC, allowLocalEndpoints: true };
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/a', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9999/push/a', PUBLIC)).toBe(false);
    expect(isAllowedPushEndpoint('file:///etc/passwd', local)).toBe(false);
  });
});
