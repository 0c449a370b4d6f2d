import { BlockList, isIP } from 'node:net';

/** Addresses a push endpoint may not name (loopback, private, link-local, unspecified), unless local ones are allowed. */
const LOCAL_ADDRESSES = new BlockList();
for (const [network, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv4');
}
// IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are checked against the IPv4 rules by BlockList itself.
for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10]] as const) {
  LOCAL_ADDRESSES.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether the server may POST push messages to this endpoint: https on a public host name or address. With
 * `allowLocal` (tests with a local push service) plain http and local addresses pass too. The push service's host
 * names are not resolved here: this keeps users from aiming the server at literal internal addresses.
 */
export function isAllowedPushEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowLocal) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') && isIP(host) === 0) return false;
  const family = isIP(host);
  if (family === 0) return true;
  return !LOCAL_ADDRESSES.check(host, family === 4 ? 'ipv4' : 'ipv6');
}
