import { describe, expect, it } from 'vitest';
import { isPublicAddress, rangeOf } from '../../../src/platform/network/public-address';

describe('the public address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.5', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'reserved'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['ff02::1', 'multicast'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['2001:2::1', 'benchmarking'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'discard'],
    ['5f00::1', 'segmentRouting'],
    ['127.1', 'nonCanonical'],
    ['2130706433', 'nonCanonical'],
    ['0x7f.0.0.1', 'nonCanonical'],
  ])('refuses %s (%s)', (address, range) => {
    expect(rangeOf(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '142.250.185.74', '17.253.144.10', '100.63.255.255', '100.128.0.0', '172.32.0.1', '198.20.0.1', '2a00:1450:4001:82a::200a', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => {
      expect(rangeOf(address)).toBe('unicast');
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is no address', () => {
    for (const text of ['localhost', 'localhost.', 'fcm.googleapis.com', '', '1.2.3.4.5', '::g']) {
      expect(rangeOf(text)).toBeNull();
      expect(isPublicAddress(text)).toBe(false);
    }
  });
});
