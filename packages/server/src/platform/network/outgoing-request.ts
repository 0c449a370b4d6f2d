import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, rangeOf } from './public-address';

/** A connection the guard refused: the host is, or resolves to, a special-purpose address. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';

  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(host === address ? `${address} is a ${rangeOf(address) ?? 'special-purpose'} address` : `${host} resolves to ${address}, a ${rangeOf(address) ?? 'special-purpose'} address`);
  }
}

/** Resolves a host name to every address it has (the family is 0 for both, or 4 or 6). */
export type Resolve = (host: string, family: number) => Promise<LookupAddress[]>;

const resolveWithDns: Resolve = (host, family) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, family, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

export interface OutgoingGuardOptions {
  /** Which addresses may be connected to: public unicast only unless given (tests with local services widen it). */
  isAllowedAddress?: (address: string) => boolean;
  /** How host names are resolved: the system resolver unless given (tests give names addresses of their own). */
  resolve?: Resolve;
}

export interface OutgoingRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  signal?: AbortSignal;
}

export interface OutgoingGuard {
  /**
   * Sends one request (redirects are not followed) and answers the response head; the body is the caller's to read or
   * drop. The connection goes only to an allowed address: literal hosts are checked before, host names at connect time
   * on every address they resolve to, so the address checked is the address connected to.
   */
  request(url: URL, request?: OutgoingRequest): Promise<IncomingMessage>;
}

/** Every address passes: for tests whose services listen on loopback. */
export const allowEveryAddress = (): boolean => true;

export function createOutgoingGuard({ isAllowedAddress = isPublicAddress, resolve = resolveWithDns }: OutgoingGuardOptions = {}): OutgoingGuard {
  const lookup: LookupFunction = (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    resolve(hostname, family).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => !isAllowedAddress(address));
        if (refused) return callback(new RefusedAddressError(hostname, refused.address), '', 0);
        const [first] = addresses;
        if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  // Connections to a literal IP address skip the lookup: those hosts are checked in `request`.
  const agents = { 'http:': new http.Agent({ keepAlive: true, lookup }), 'https:': new https.Agent({ keepAlive: true, lookup }) };

  return {
    request(url, { method = 'GET', headers = {}, body, signal } = {}) {
      return new Promise((resolve, reject) => {
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject(new Error(`${url.protocol} is not http(s)`));
        const host = url.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host) !== 0 && !isAllowedAddress(host)) return reject(new RefusedAddressError(host, host));
        const client = url.protocol === 'https:' ? https : http;
        const outgoing = client.request(url, { method, headers, signal, agent: agents[url.protocol] }, resolve);
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    },
  };
}

/**
 * Why the guard would refuse to send to `url`, checked ahead of time (a URL someone registers): not http(s), or a host
 * that is or resolves to an address the guard refuses, or that does not resolve. Undefined when it would connect.
 */
export async function refusalOfUrl(url: string, { isAllowedAddress = isPublicAddress, resolve = resolveWithDns }: OutgoingGuardOptions = {}): Promise<string | undefined> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a web address';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `${parsed.protocol} is not http(s)`;
  if (parsed.username !== '' || parsed.password !== '') return 'a web address with a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) !== 0 ? [host] : (await resolve(host, 0)).map(({ address }) => address);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} has no address`;
  const refused = addresses.find((address) => !isAllowedAddress(address));
  return refused === undefined ? undefined : new RefusedAddressError(host, refused).message;
}
