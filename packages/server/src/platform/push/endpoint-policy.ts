import { isIP } from 'node:net';
import type { PushConfig } from '../../config';
import { isPublicAddress } from '../network/public-address';

export type PushEndpointPolicy = Pick<PushConfig, 'allowLocalEndpoints' | 'endpointHosts'>;

/** Whether the host is on the list: an entry `.example.com` admits every name below example.com, others only themselves. */
export function isListedHost(host: string, hosts: readonly string[]): boolean {
  return hosts.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry));
}

/**
 * Whether a subscription may name this endpoint: https, no credentials, on a push service host of the list
 * (PUSH_ENDPOINT_HOSTS), and a literal address only when it is public. The host names are resolved at connect time,
 * where the outgoing guard refuses special-purpose addresses. With `allowLocalEndpoints` (tests with a local push
 * service) any http(s) endpoint passes.
 */
export function isAllowedPushEndpoint(endpoint: string, { allowLocalEndpoints, endpointHosts }: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocalEndpoints) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) return false;
  return isListedHost(host, endpointHosts);
}
