import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessageTranslation } from '@stay/contract';
import { buildApp } from '../../../../src/app';
import type { Config } from '../../../../src/config';
import { describeEachDialect } from '../../../support';
import { useChatApp, type TestUser } from '../../../support/chat-app';
import { startLocalDeepL, startLocalLibreTranslate, type LocalTranslationServer } from '../../../support/local-translation-servers';

const GUEST_CHAT = '/api/guest/reservation/current/chat';
const GUEST_MESSAGES = `${GUEST_CHAT}/message`;
/** Long enough for a loaded test machine, short enough for the hanging provider's case. */
const TIMEOUT_MS = 2_000;
const DEEPL_KEY = 'f63c02c5-f056-4c1a-9d0e-translation:fx';

const GUIDE_DUTCH = 'Het zwembad is vandaag open tot 20:00.';
const GUIDE_GERMAN = 'Das Schwimmbad ist heute bis 20:00 Uhr geöffnet.';
const GUEST_GERMAN = 'Können wir morgen früher einchecken?';

describeEachDialect('chat translation', (ctx) => {
  let libre: LocalTranslationServer;
  beforeAll(async () => {
    libre = await startLocalLibreTranslate();
    libre.learn({ text: GUIDE_DUTCH, target: 'de', translated: GUIDE_GERMAN, detected: 'nl' });
    libre.learn({ text: GUIDE_DUTCH, target: 'fr', translated: "La piscine est ouverte aujourd'hui jusqu'à 20h00.", detected: 'nl' });
    libre.learn({ text: GUEST_GERMAN, target: 'de', translated: GUEST_GERMAN, detected: 'de' });
    libre.learn({ text: GUEST_GERMAN, target: 'nl', translated: 'Kunnen we morgen eerder inchecken?', detected: 'de' });
  });
  afterAll(() => libre?.close());
  const withLibreTranslate = (config: Config): Config => ({
    ...config,
    translation: { ...config.translation, libreTranslateUrl: libre.url, timeoutMs: TIMEOUT_MS },
  });
  const kit = useChatApp(ctx, { config: withLibreTranslate });

  let chat = 0;
  let guideMessage = 0;
  let guestMessage = 0;
  let note = 0;
  const staffMessages = () => `/api/employee/chat/${chat}/message`;
  const guestTranslation = (nmbr: number, query = '') => `${GUEST_MESSAGES}/${nmbr}/translation${query}`;
  const staffTranslation = (nmbr: number, query = '') => `${staffMessages()}/${nmbr}/translation${query}`;
  const read = async (user: TestUser, url: string) => {
    const response = await kit.call(user, { method: 'GET', url });
    return { status: response.statusCode, body: response.json() as ChatMessageTranslation & { code?: string } };
  };
  const setLanguage = (user: TestUser, language: string) => ctx.db.updateTable('accounts').set({ language }).where('id', '=', user.accountId).execute();
  const keptRows = () => ctx.db.selectFrom('chat_message_translations').selectAll().execute();

  beforeAll(async () => {
    const { guestA, guide } = kit.cast;
    chat = (await kit.call(guestA, { method: 'GET', url: GUEST_CHAT })).json().nmbr;
    guestMessage = (await kit.call(guestA, { method: 'POST', url: GUEST_MESSAGES, payload: { paragraph: GUEST_GERMAN } })).json().nmbr;
    await kit.call(guide, { method: 'POST', url: `/api/employee/chat/${chat}/joinChat` });
    const sent = await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: GUIDE_DUTCH } });
    expect(sent.statusCode).toBe(200);
    guideMessage = sent.json().nmbr;
    note = (await kit.call(guide, { method: 'POST', url: staffMessages(), payload: { paragraph: GUIDE_DUTCH, note: true } })).json().nmbr;
    await setLanguage(guestA, 'de');
    await setLanguage(guide, 'nl');
  });

  beforeEach(() => {
    libre.failWith(undefined);
    libre.answerAgain();
  });

  it("tells the app that chat messages are translated in the user settings", async () => {
    const settings = await kit.call(kit.cast.guestA, { method: 'GET', url: '/api/auth/user-settings' });
    expect(settings.json()).toMatchObject({ chatTranslation: true });
  });

  it("shows the guide's Dutch message to a German guest in German, keeps the original, and asks the provider once", async () => {
    const { guestA } = kit.cast;
    const first = await read(guestA, guestTranslation(guideMessage));
    expect(first).toEqual({
      status: 200,
      body: { nmbr: guideMessage, chatnmbr: chat, language: 'de', status: 'translated', sourceLanguage: 'nl', paragraph: GUIDE_GERMAN },
    });
    expect(libre.requests.at(-1)?.body).toMatchObject({ q: GUIDE_DUTCH, source: 'auto', target: 'de', format: 'text' });
    const asked = libre.requests.length;

    const again = await read(guestA, guestTranslation(guideMessage));
    expect(again.body).toEqual(first.body);
    expect(libre.requests.length).toBe(asked);
    // Both sides' words stay verbatim.
    expect((await kit.call(guestA, { method: 'GET', url: `${GUEST_MESSAGES}/${guideMessage}` })).json().paragraph).toBe(GUIDE_DUTCH);
    expect((await kit.call(kit.cast.guide, { method: 'GET', url: `${staffMessages()}/${guestMessage}` })).json().paragraph).toBe(GUEST_GERMAN);
    expect(await keptRows()).toContainEqual(expect.objectContaining({ message_nmbr: guideMessage, language: 'de', paragraph: GUIDE_GERMAN, provider: 'libretranslate' }));
  });

  it('translates into the language asked for with lang, each language kept apart', async () => {
    const french = await read(kit.cast.guestA, guestTranslation(guideMessage, '?lang=fr'));
    expect(french.body).toMatchObject({ language: 'fr', status: 'translated', paragraph: "La piscine est ouverte aujourd'hui jusqu'à 20h00." });
  });

  it("shows the guest's German message to the Dutch guide in Dutch, and says when it is already in the reader's language", async () => {
    const { guide } = kit.cast;
    expect((await read(guide, staffTranslation(guestMessage))).body).toMatchObject({ language: 'nl', status: 'translated', sourceLanguage: 'de', paragraph: 'Kunnen we morgen eerder inchecken?' });
    const same = await read(guide, staffTranslation(guestMessage, '?lang=de'));
    expect(same.body).toMatchObject({ language: 'de', status: 'same-language', sourceLanguage: 'de', paragraph: null });
    const asked = libre.requests.length;
    expect((await read(guide, staffTranslation(guestMessage, '?lang=de'))).body.status).toBe('same-language');
    expect(libre.requests.length).toBe(asked);
  });

  it('answers the original without an error when the provider fails (429, 500) or is too slow, and asks again later', async () => {
    const { guestA } = kit.cast;
    for (const fail of [() => libre.failWith(429), () => libre.failWith(500), () => libre.hang()]) {
      fail();
      const failed = await read(guestA, guestTranslation(guideMessage, '?lang=en'));
      expect(failed).toEqual({
        status: 200,
        body: { nmbr: guideMessage, chatnmbr: chat, language: 'en', status: 'unavailable', sourceLanguage: null, paragraph: null },
      });
      libre.failWith(undefined);
      libre.answerAgain();
    }
    expect((await keptRows()).filter((row) => row.language === 'en')).toEqual([]);
    libre.learn({ text: GUIDE_DUTCH, target: 'en', translated: 'The pool is open until 8 pm today.', detected: 'nl' });
    expect((await read(guestA, guestTranslation(guideMessage, '?lang=en'))).body).toMatchObject({ status: 'translated', paragraph: 'The pool is open until 8 pm today.' });
  });

  it('refuses another guest, staff of another location, a private note for the guest and an unknown language', async () => {
    const { guestA, guestB, otherGuide, otherCuber, cuber } = kit.cast;
    const asked = libre.requests.length;
    expect((await read(guestB, guestTranslation(guideMessage))).body.code).toBe('CHAT_NOT_FOUND');
    for (const stranger of [otherGuide, otherCuber]) {
      const refused = await read(stranger, staffTranslation(guideMessage));
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(refused.body)).not.toContain('Schwimmbad');
    }
    expect((await read(guestA, guestTranslation(note))).body.code).toBe('CHAT_NOT_FOUND');
    expect((await read(cuber, staffTranslation(note, '?lang=de'))).body).toMatchObject({ status: 'translated', paragraph: GUIDE_GERMAN });
    const badLanguage = await read(guestA, guestTranslation(guideMessage, '?lang=es'));
    expect(badLanguage).toMatchObject({ status: 400, body: { code: 'INVALID_INPUT' } });
    expect((await read(guestA, guestTranslation(guideMessage, '?language=de'))).body.code).toBe('INVALID_INPUT');
    expect(libre.requests.length).toBe(asked + 1);
  });

  describe('with DeepL, and without a provider', () => {
    let deepl: LocalTranslationServer;
    let deeplApp: FastifyInstance;
    let offlineApp: FastifyInstance;
    let dataDir: string;

    beforeAll(async () => {
      deepl = await startLocalDeepL({ apiKey: DEEPL_KEY });
      deepl.learn({ text: GUEST_GERMAN, target: 'FR', translated: 'Pouvons-nous arriver plus tôt demain ?', detected: 'DE' });
      dataDir = await mkdtemp(path.join(tmpdir(), 'stay-translation-'));
      const base = { ...ctx.config, dataDir };
      deeplApp = await buildApp({
        config: { ...base, translation: { ...base.translation, deeplApiKey: DEEPL_KEY, deeplApiUrl: deepl.url, timeoutMs: TIMEOUT_MS } },
        db: ctx.db,
        logger: false,
      });
      offlineApp = await buildApp({ config: base, db: ctx.db, logger: false });
    });
    afterAll(async () => {
      await deeplApp?.close();
      await offlineApp?.close();
      await deepl?.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('translates through DeepL with its key and target code', async () => {
      const { cuber } = kit.cast;
      await setLanguage(cuber, 'fr');
      const response = await deeplApp.inject({ method: 'GET', url: staffTranslation(guestMessage), headers: { accesstoken: cuber.token } });
      expect(response.json()).toMatchObject({ language: 'fr', status: 'translated', sourceLanguage: 'de', paragraph: 'Pouvons-nous arriver plus tôt demain ?' });
      expect(deepl.requests.at(-1)).toMatchObject({ headers: { authorization: `DeepL-Auth-Key ${DEEPL_KEY}` }, body: { text: [GUEST_GERMAN], target_lang: 'FR' } });
      expect(await keptRows()).toContainEqual(expect.objectContaining({ message_nmbr: guestMessage, language: 'fr', provider: 'deepl' }));
    });

    it('shows the original (unavailable) and says so in the settings when no provider is configured', async () => {
      const { guestA } = kit.cast;
      const response = await offlineApp.inject({ method: 'GET', url: guestTranslation(guestMessage, '?lang=en'), headers: { accesstoken: guestA.token } });
      expect(response.json()).toMatchObject({ status: 'unavailable', paragraph: null });
      expect((await offlineApp.inject({ method: 'GET', url: '/api/auth/user-settings', headers: { accesstoken: guestA.token } })).json().chatTranslation).toBe(false);
    });
  });
});
