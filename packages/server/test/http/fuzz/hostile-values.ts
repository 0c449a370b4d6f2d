/** Inputs an attacker tries first, grouped by where they go. Kept small: every one is sent to every endpoint. */

const HUGE = 'A'.repeat(20_000);

/** Path parameter values, sent URI-encoded (the router decodes them). */
export const HOSTILE_PARAMS: readonly string[] = [
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  'NaN',
  ' ',
  'null',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '😀👍🏽'.repeat(8),
  '\ud800',
  'x'.repeat(101),
  HUGE,
];

/** Raw path segments, sent as they are: broken percent-encoding and encoded traversal the router has to parse. */
export const RAW_PATH_SEGMENTS: readonly string[] = ['%', '%E0%A4%A', '%00', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%C0%AE%C0%AE'];

/** Scalar values for a field of the wrong type. */
export const WRONG_TYPES: readonly unknown[] = [null, 0, -1, 1.5, 1e308, true, '', 'x', [], [1, 'a', null], {}, { nested: { deeper: [] } }];

/** String values for a field that expects text: unicode, control characters, injection, huge. */
export const HOSTILE_STRINGS: readonly string[] = [
  HUGE,
  '\u0000\u0001\u001f',
  '\u202e\u0645\u0631\u062d\u0628\u0627 Z\u0351\u0337\u0327a\u0336\u0353l\u0337\u0354g\u0335\u0354o',
  '😀'.repeat(5_000),
  '\ud800\udfff\udbff',
  '../../../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE accounts; --",
  '${7*7}{{7*7}}',
  '%00%2e%2e%2f',
];

/** Keys that pollute Object.prototype when merged naively. */
export const POLLUTION_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** Query strings that try prototype pollution and repeated or nested keys. */
export const HOSTILE_QUERIES: readonly string[] = [
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  '__proto__.polluted=1&constructor.prototype.polluted=1',
  'a=1&a=2&a=3&a[]=4&a[b]=5',
  `x=${encodeURIComponent(HUGE)}`,
  'page=-1&pagesize=1e9&markasread=maybe&orderby=DROP',
  '%=%&=&&%ZZ',
];

/** `[[[ … ]]]` or `{"a":{"a": … }}` as JSON text, `depth` levels deep. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Bodies sent as `application/json` that are not JSON, are hostile JSON, or are far too large. */
export const MALFORMED_JSON_BODIES: readonly string[] = [
  '{',
  '{"a":',
  '{"a":1}}',
  "{'a':1}",
  'nul',
  '[1,2',
  '"\\ud800"',
  '\ufeff{}',
  '{"a":1,"a":2}',
  'NaN',
  '1e99999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deeplyNested(5_000, 'array'),
  deeplyNested(5_000, 'object'),
  `{"a":"${'B'.repeat(1_100_000)}"}`,
];

/** Bodies with a content type the JSON routes do not take, or none. */
export const OTHER_CONTENT_TYPES: ReadonlyArray<{ contentType: string | undefined; payload: string }> = [
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: '__proto__[polluted]=1&a=b' },
  { contentType: 'application/json; charset=utf-7', payload: '{}' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { contentType: 'multipart/form-data; boundary=zzz', payload: 'garbage' },
  { contentType: undefined, payload: '{"a":1}' },
];

/** Multipart bodies that are broken in the ways a hand-rolled or hostile client breaks them. */
export function malformedMultiparts(): Array<{ contentType: string; payload: Buffer }> {
  const part = (eol: string, boundary: string) =>
    `--${boundary}${eol}Content-Disposition: form-data; name="file"; filename="a.png"${eol}Content-Type: image/png${eol}${eol}\u0089PNG${eol}`;
  return [
    { contentType: 'multipart/form-data; boundary=zzz', payload: Buffer.from('garbage') },
    { contentType: 'multipart/form-data', payload: Buffer.from(`${part('\r\n', 'b')}--b--\r\n`) },
    { contentType: 'multipart/form-data; boundary=b', payload: Buffer.from(part('\r\n', 'b')) },
    { contentType: 'multipart/form-data; boundary=b', payload: Buffer.from(`${part('\n', 'b')}--b--\n`) },
    { contentType: 'multipart/form-data; boundary=b', payload: Buffer.from('--b--\r\n') },
    { contentType: 'multipart/form-data; boundary=b', payload: Buffer.from('') },
    {
      contentType: 'multipart/form-data; boundary=b',
      payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\npolluted\r\n--b--\r\n'),
    },
    { contentType: 'multipart/form-data; boundary=b', payload: Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\n\u0089PNG\r\n--b--\r\n`) },
  ];
}
