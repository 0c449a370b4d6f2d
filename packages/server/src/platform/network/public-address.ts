import ipaddr from 'ipaddr.js';

/** Globally routable IPv6 unicast (RFC 4291): everything outside it (IPv4-compatible ::a.b.c.d, ::/8, …) is special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The special-purpose range an IP address falls in (ipaddr.js names: `loopback`, `private`, `linkLocal`,
 * `carrierGradeNat`, `reserved` (incl. benchmarking 198.18.0.0/15 and 240.0.0.0/4), `unspecified`, `multicast`,
 * `broadcast`, `uniqueLocal`, `6to4`, `teredo`, `rfc6052` (NAT64), …), `unicast` for a public one, or null when the
 * text is no IP address. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries.
 */
export function rangeOf(address: string): string | null {
  const text = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return null;
  // Only the canonical dotted quad: the shorthand forms ipaddr.js also reads (127.1, 0x7f.1, 2130706433) are
  // normalised by URL parsing before they get here, and anything else claiming to be IPv4 is refused.
  if (!text.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(text)) return 'nonCanonical';
  const ip = ipaddr.process(text);
  const range = ip.range();
  if (range === 'unicast' && ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return range;
}

/** Whether the server may connect to this IP address: public unicast only; anything special-purpose is refused. */
export const isPublicAddress = (address: string): boolean => rangeOf(address) === 'unicast';
