import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '@stay/contract';
import {
  HOSTILE_PARAMS,
  HOSTILE_QUERIES,
  HOSTILE_STRINGS,
  MALFORMED_JSON_BODIES,
  OTHER_CONTENT_TYPES,
  POLLUTION_KEYS,
  RAW_PATH_SEGMENTS,
  WRONG_TYPES,
  malformedMultiparts,
} from './hostile-values';

/** A valid request to start from: path parameters, query, JSON body or a raw (multipart) payload, auth headers. */
export interface BaseRequest {
  params: Record<string, string | number>;
  query: Record<string, string | number>;
  body: unknown;
  raw?: { payload: Buffer; headers: Record<string, string> };
  headers: Record<string, string>;
}

export interface FuzzCase {
  label: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A small seeded PRNG (mulberry32): the same seed sends the same requests on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
  return picked;
}

/** Auth header values: empty, wrong scheme, unsigned (alg none) claiming a staff role, huge. */
const HOSTILE_TOKENS = ['', 'Bearer x', 'e30.e30.', 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoiTUFOQUdFTUVOVCJ9.', 'A'.repeat(8_000)];

const PARAM_PATTERN = /\{(\w+)\}/g;

/** encodeURIComponent, except that a lone surrogate goes out as the UTF-8 bytes a client would send (U+FFFD). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

function pathWith(path: string, params: Record<string, string | number>, raw: Record<string, string> = {}): string {
  return path.replace(PARAM_PATTERN, (_, name: string) => raw[name] ?? encodeSegment(String(params[name] ?? 'x')));
}

function searchOf(query: Record<string, string | number>): string {
  const entries = Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]);
  return entries.length > 0 ? `?${new URLSearchParams(entries)}` : '';
}

/** The keys of an object schema (through optional, nullable, default and pipe wrappers); none for other schemas. */
export function objectKeysOf(schema: z.ZodType | undefined): string[] {
  let def = (schema as { _zod?: { def: Record<string, unknown> & { type: string } } } | undefined)?._zod?.def;
  for (let hops = 0; def && hops < 8; hops += 1) {
    if (def.type === 'object') return Object.keys(def.shape as Record<string, unknown>);
    const inner = (def.innerType ?? def.in) as { _zod?: { def: Record<string, unknown> & { type: string } } } | undefined;
    def = inner?._zod?.def;
  }
  return [];
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The hostile requests for one endpoint, built from a valid base request and the endpoint's schemas: hostile and
 * broken path parameters, polluting and wrongly typed queries, malformed JSON, other content types, fields of the
 * wrong type, hostile strings, pollution keys, random JSON, broken multipart and hostile auth headers. About twenty,
 * picked by `seed` from the lists in hostile-values.ts, so that the whole contract stays a few thousand requests.
 */
export function fuzzCasesFor(endpoint: Endpoint, base: BaseRequest, seed: number): FuzzCase[] {
  const random = seededRandom(seed);
  const cases: FuzzCase[] = [];
  const search = searchOf(base.query);
  const jsonHeaders = { ...base.headers, 'content-type': 'application/json' };
  const add = (label: string, url: string, headers: Record<string, string>, payload?: string | Buffer) =>
    cases.push({ label, method: endpoint.method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const baseUrl = `${pathWith(endpoint.path, base.params)}${search}`;
  const sendsBody = endpoint.method !== 'GET';
  const basePayload = base.raw ? base.raw.payload : base.body === undefined ? undefined : JSON.stringify(base.body);
  const baseHeaders = base.raw ? { ...base.headers, ...base.raw.headers } : base.body === undefined ? base.headers : jsonHeaders;

  add('valid request', baseUrl, baseHeaders, basePayload);

  const paramNames = [...endpoint.path.matchAll(PARAM_PATTERN)].map((match) => match[1] as string);
  if (paramNames.length > 0) {
    const values = [...pick(random, HOSTILE_PARAMS, 7), ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 2 })];
    values.forEach((value, index) => {
      const name = paramNames[index % paramNames.length] as string;
      add(`param ${name}=${JSON.stringify(value.slice(0, 40))}`, `${pathWith(endpoint.path, { ...base.params, [name]: value })}${search}`, baseHeaders, basePayload);
    });
    for (const segment of pick(random, RAW_PATH_SEGMENTS, 3)) {
      const name = paramNames[Math.floor(random() * paramNames.length)] as string;
      add(`raw param ${name}=${segment}`, `${pathWith(endpoint.path, base.params, { [name]: segment })}${search}`, baseHeaders, basePayload);
    }
  }

  const path = pathWith(endpoint.path, base.params);
  for (const query of pick(random, HOSTILE_QUERIES, 3)) {
    add(`query ${query.slice(0, 60)}`, `${path}${search ? `${search}&` : '?'}${query}`, baseHeaders, basePayload);
  }
  for (const key of pick(random, objectKeysOf(endpoint.query), 3)) {
    const value = pick(random, [...HOSTILE_PARAMS, '[object Object]', 'true,false'], 1)[0] as string;
    add(`query ${key}=${JSON.stringify(value.slice(0, 40))}`, `${path}${searchOf({ ...base.query, [key]: value })}`, baseHeaders, basePayload);
  }

  if (sendsBody && !base.raw) {
    for (const text of pick(random, MALFORMED_JSON_BODIES, 5)) add(`malformed JSON ${JSON.stringify(text.slice(0, 40))}`, baseUrl, jsonHeaders, text);
    for (const { contentType, payload } of pick(random, OTHER_CONTENT_TYPES, 2)) {
      const headers: Record<string, string> = { ...base.headers };
      if (contentType) headers['content-type'] = contentType;
      add(`content-type ${contentType ?? '(none)'}`, baseUrl, headers, payload);
    }
    const body = asObject(base.body);
    const keys = [...new Set([...Object.keys(body), ...objectKeysOf(endpoint.body)])];
    for (const key of pick(random, keys, 3)) {
      const value = pick(random, WRONG_TYPES, 1)[0];
      add(`body.${key}=${JSON.stringify(value)}`, baseUrl, jsonHeaders, JSON.stringify({ ...body, [key]: value }));
    }
    for (const key of pick(random, keys, 2)) {
      const value = pick(random, HOSTILE_STRINGS, 1)[0] as string;
      add(`body.${key}=${JSON.stringify(value.slice(0, 40))}`, baseUrl, jsonHeaders, JSON.stringify({ ...body, [key]: value }));
    }
    const pollution = pick(random, POLLUTION_KEYS, 1)[0] as string;
    const polluted = `{${JSON.stringify(pollution)}:{"polluted":true,"prototype":{"polluted":true}},${JSON.stringify(body).slice(1)}`;
    add(`body with ${pollution}`, baseUrl, jsonHeaders, polluted.replace(/,}$/, '}'));
    for (const value of fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: 3 })) {
      add(`random JSON ${JSON.stringify(value)?.slice(0, 40)}`, baseUrl, jsonHeaders, JSON.stringify(value) ?? 'null');
    }
  }

  if (!sendsBody) {
    for (const text of pick(random, MALFORMED_JSON_BODIES, 1)) add(`GET with JSON body ${JSON.stringify(text.slice(0, 40))}`, baseUrl, jsonHeaders, text);
    for (const value of fc.sample(fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }), { seed, numRuns: 2 })) {
      add(`random query ${JSON.stringify(value).slice(0, 40)}`, `${path}${searchOf({ ...base.query, ...value })}`, baseHeaders);
    }
  }

  if (base.raw) {
    for (const { contentType, payload } of malformedMultiparts()) {
      add(`multipart ${contentType} ${JSON.stringify(payload.toString('latin1').slice(0, 30))}`, baseUrl, { ...base.headers, 'content-type': contentType }, payload);
    }
  }

  for (const header of Object.keys(base.headers)) {
    for (const value of pick(random, HOSTILE_TOKENS, 2)) {
      add(`header ${header}=${JSON.stringify(value.slice(0, 30))}`, baseUrl, { ...baseHeaders, [header]: value }, basePayload);
    }
  }
  return cases;
}
