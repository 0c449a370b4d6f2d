import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { createDeepL } from '../../../src/platform/translation/deepl';
import { createLibreTranslate } from '../../../src/platform/translation/libretranslate';
import { createTranslation, failingSoftly } from '../../../src/platform/translation/create-translation';
import { TranslationError } from '../../../src/platform/translation/port';
import {
  DEEPL_EXAMPLE,
  LIBRETRANSLATE_EXAMPLE,
  startLocalDeepL,
  startLocalLibreTranslate,
  type LocalTranslationServer,
} from '../../support/local-translation-servers';

/** Generous for answers (a loaded test machine is slow); the hanging provider is given up on after HANG_TIMEOUT_MS. */
const TIMEOUT_MS = 10_000;
const HANG_TIMEOUT_MS = 300;

function recordingLog() {
  const warnings: { object: object; message: string }[] = [];
  return { warnings, warn: (object: object, message: string) => void warnings.push({ object, message }) };
}

describe('LibreTranslate adapter against a LibreTranslate-like server on loopback', () => {
  let server: LocalTranslationServer;
  beforeAll(async () => {
    server = await startLocalLibreTranslate({ apiKey: 'lt-key' });
  });
  afterEach(() => {
    server.failWith(undefined);
    server.answerAgain();
  });
  afterAll(() => server?.close());

  const adapter = (timeoutMs = TIMEOUT_MS) => createLibreTranslate({ url: `${server.url}/`, apiKey: 'lt-key', timeoutMs });

  it("sends q, source auto, target, format text and api_key, and reads the documented answer", async () => {
    const translation = await adapter().translate(LIBRETRANSLATE_EXAMPLE.text, 'en');
    expect(translation).toEqual({ text: 'Hello!', sourceLanguage: 'fr' });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/translate',
      body: { q: 'Bonjour!', source: 'auto', target: 'en', format: 'text', api_key: 'lt-key' },
    });
  });

  it('throws a TranslationError naming the status on HTTP 429 and 500, and on a refused key', async () => {
    for (const status of [429, 500]) {
      server.failWith(status);
      await expect(adapter().translate('Hallo', 'de')).rejects.toMatchObject({ provider: 'libretranslate', status });
    }
    server.failWith(undefined);
    const withoutKey = createLibreTranslate({ url: server.url, timeoutMs: TIMEOUT_MS });
    await expect(withoutKey.translate('Hallo', 'de')).rejects.toMatchObject({ status: 403 });
  });

  it('gives up after the timeout when the server does not answer', async () => {
    server.hang();
    const error = await adapter(HANG_TIMEOUT_MS).translate('Hallo', 'de').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TranslationError);
    expect((error as Error).message).toContain(`no answer within ${HANG_TIMEOUT_MS} ms`);
  });

  it('fails softly through the port: null and a warning without the text', async () => {
    const log = recordingLog();
    server.failWith(500);
    const port = failingSoftly(adapter(), log);
    expect(await port.translate('Het zwembad is open', 'de')).toBeNull();
    expect(log.warnings).toHaveLength(1);
    expect(JSON.stringify(log.warnings)).not.toContain('zwembad');
  });
});

describe('DeepL adapter against a DeepL-like server on loopback', () => {
  const KEY = '279a2e9d-83b3-c416-7e2d-f721593e42a0:fx';
  let server: LocalTranslationServer;
  beforeAll(async () => {
    server = await startLocalDeepL({ apiKey: KEY });
  });
  afterEach(() => {
    server.failWith(undefined);
    server.answerAgain();
  });
  afterAll(() => server?.close());

  const adapter = (apiKey = KEY, timeoutMs = TIMEOUT_MS) => createDeepL({ apiKey, apiUrl: server.url, timeoutMs });

  it('sends the key as DeepL-Auth-Key and text as a list, and reads the documented answer', async () => {
    expect(await adapter().translate(DEEPL_EXAMPLE.text, 'de')).toEqual({ text: 'Hallo, Welt!', sourceLanguage: 'en' });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/v2/translate',
      headers: { authorization: `DeepL-Auth-Key ${KEY}` },
      body: { text: ['Hello, world!'], target_lang: 'DE' },
    });
  });

  it("names DeepL's target codes: EN-GB, NL, FR", async () => {
    for (const [language, code] of [['en', 'EN-GB'], ['nl', 'NL'], ['fr', 'FR']] as const) {
      await adapter().translate('Hallo', language);
      expect(server.requests.at(-1)?.body.target_lang).toBe(code);
    }
  });

  it('throws on 429, 456 and 500, a refused key and a timeout', async () => {
    for (const status of [429, 456, 500]) {
      server.failWith(status);
      await expect(adapter().translate('Hallo', 'en')).rejects.toMatchObject({ provider: 'deepl', status });
    }
    server.failWith(undefined);
    await expect(adapter('wrong-key').translate('Hallo', 'en')).rejects.toMatchObject({ status: 403 });
    server.hang();
    await expect(adapter(KEY, HANG_TIMEOUT_MS).translate('Hallo', 'en')).rejects.toThrow(/no answer within/);
  });
});

describe('choosing the provider by configuration', () => {
  const log = recordingLog();

  it('translates nothing without configuration', async () => {
    const port = createTranslation(loadConfig({}).translation, log);
    expect(port.provider).toBe('none');
    expect(await port.translate('Hallo', 'en')).toBeNull();
  });

  it('picks LibreTranslate by LIBRETRANSLATE_URL and DeepL by DEEPL_API_KEY', () => {
    expect(createTranslation(loadConfig({ LIBRETRANSLATE_URL: 'http://libretranslate:5000' }).translation, log).provider).toBe('libretranslate');
    expect(createTranslation(loadConfig({ DEEPL_API_KEY: 'abc-def-123:fx' }).translation, log).provider).toBe('deepl');
  });

  it("sends a free key (':fx') to api-free.deepl.com and other keys to api.deepl.com", () => {
    expect(loadConfig({ DEEPL_API_KEY: 'abc-def-123:fx' }).translation.deeplApiUrl).toBe('https://api-free.deepl.com');
    expect(loadConfig({ DEEPL_API_KEY: 'abc-def-123' }).translation.deeplApiUrl).toBe('https://api.deepl.com');
  });

  it('refuses both providers at once, a key without LibreTranslate, a bad address and plain-http DeepL in production', () => {
    expect(() => loadConfig({ LIBRETRANSLATE_URL: 'http://lt:5000', DEEPL_API_KEY: 'abc-def-123' })).toThrow(/both set/);
    expect(() => loadConfig({ LIBRETRANSLATE_API_KEY: 'k' })).toThrow(/without LIBRETRANSLATE_URL/);
    expect(() => loadConfig({ LIBRETRANSLATE_URL: 'libretranslate:5000' })).toThrow(/LIBRETRANSLATE_URL must be an http/);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PSP: 'true', DEEPL_API_KEY: 'abc-def-123', DEEPL_API_URL: 'http://deepl.local' })).toThrow(
      /DEEPL_API_URL must be an https address/,
    );
  });
});
