import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deviceSchema, presetResultSchema, suiteSchema, type Device } from '@stay/contract';
import { buildApp } from '../../../src/app';
import { describeEachDialect } from '../../support';
import { createGuestStay, SUITE_DEVICES, type GuestStay } from './test-fixtures';

const TIMEOUT_MS = 150;
const BASE = '/api/guest/accommodation/current';

describeEachDialect('guest accommodation', (ctx) => {
  let app: FastifyInstance;
  let guest: GuestStay;
  let neighbour: GuestStay;
  let departed: GuestStay;
  let early: GuestStay;
  let disabled: GuestStay;

  beforeAll(async () => {
    // A short device timeout so silent devices fail quickly.
    app = await buildApp({ config: { ...ctx.config, deviceTimeoutMs: TIMEOUT_MS }, db: ctx.db, logger: false });
    await app.ready();
    const open = { activationInHours: -24, deactivationInHours: 48, devices: SUITE_DEVICES };
    guest = await createGuestStay(ctx.db, ctx.accessTokens, 'guest', {
      ...open,
      devices: [...SUITE_DEVICES, { type: 'LIGHT', name: 'Garden', connector: 'mqtt' }],
    });
    neighbour = await createGuestStay(ctx.db, ctx.accessTokens, 'neighbour', open);
    departed = await createGuestStay(ctx.db, ctx.accessTokens, 'departed', { activationInHours: -72, deactivationInHours: -1, devices: SUITE_DEVICES });
    early = await createGuestStay(ctx.db, ctx.accessTokens, 'early', { activationInHours: 24, deactivationInHours: 96, devices: SUITE_DEVICES });
    disabled = await createGuestStay(ctx.db, ctx.accessTokens, 'disabled', { ...open, isControlsEnabled: false });
  });

  afterEach(() => app.devices.simulator.reset());
  afterAll(() => app?.close());

  const request = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
    app.inject({ method, url, headers: token ? { accesstoken: token } : {}, ...(payload ? { payload } : {}) });
  const control = (token: string | undefined, id: string, payload: object) => request('POST', `${BASE}/domotica/${id}/control`, token, payload);
  const refresh = (token: string | undefined, id: string) => request('POST', `${BASE}/domotica/${id}/refresh`, token);
  const peek = (externalId: string, type: Device['type']) => app.devices.simulator.peek({ externalId, type });
  const stateOf = (body: unknown) => deviceSchema.parse(body).state;

  it("shows the guest's own suite with current device states and the controls window", async () => {
    const response = await request('GET', BASE, guest.token);
    expect(response.statusCode).toBe(200);
    const suite = suiteSchema.parse(response.json());
    expect(suite).toMatchObject({ _id: guest.suiteId, name: 'Suite guest', controlsAreActive: true, controlsWindow: 'open' });
    expect(suite.domoticas.map(({ _id, type, group, name }) => ({ _id, type, group, name }))).toEqual([
      { _id: 'guest-0', type: 'LOCK', group: 'lock', name: 'Front door' },
      { _id: 'guest-1', type: 'CLIMATE', group: 'climate', name: 'Thermostat' },
      { _id: 'guest-2', type: 'LIGHT', group: 'lighting', name: 'Living room' },
      { _id: 'guest-3', type: 'LIGHT', group: 'lighting', name: 'Bedroom' },
      { _id: 'guest-4', type: 'LIGHT', group: 'lighting', name: 'Garden' },
    ]);
    expect(suite.domoticas[0]?.state).toMatchObject({ status: 'ok', value: 'LOCKED' });
    expect(suite.domoticas[1]?.state).toMatchObject({ status: 'ok', value: { targetTemperature: 20, on: true } });
    // The MQTT connector is not configured here: that device has never answered, so it is unknown.
    expect(suite.domoticas[4]?.state).toEqual({ status: 'unknown', value: null, updatedAt: null });
  });

  it("controls and refreshes the guest's own lock", async () => {
    const unlocked = await control(guest.token, 'guest-0', { command: 'UNLOCK' });
    expect(unlocked.statusCode).toBe(200);
    expect(stateOf(unlocked.json())).toMatchObject({ status: 'ok', value: 'UNLOCKED' });
    expect(peek('guest/0', 'LOCK')).toBe('UNLOCKED');

    const refreshed = await refresh(guest.token, 'guest-0');
    expect(refreshed.statusCode).toBe(200);
    expect(stateOf(refreshed.json())).toMatchObject({ status: 'ok', value: 'UNLOCKED' });

    const dimmed = await control(guest.token, 'guest-2', { command: 'SET_LIGHT', on: true, brightness: 35 });
    expect(stateOf(dimmed.json())).toMatchObject({ status: 'ok', value: { on: true, brightness: 35 } });
    const warmer = await control(guest.token, 'guest-1', { command: 'SET_TEMPERATURE', value: 22.5 });
    expect(stateOf(warmer.json())).toMatchObject({ status: 'ok', value: { targetTemperature: 22.5 } });
  });

  it("refuses another guest's device with DOMOTICA_NOT_IN_ACCOMMODATION and leaves it alone", async () => {
    for (const response of [
      await control(guest.token, 'neighbour-0', { command: 'UNLOCK' }),
      await refresh(guest.token, 'neighbour-0'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'DOMOTICA_NOT_IN_ACCOMMODATION' });
    }
    expect(peek('neighbour/0', 'LOCK')).toBe('LOCKED');
    const suite = suiteSchema.parse((await request('GET', BASE, guest.token)).json());
    expect(suite.domoticas.some((device) => device._id.startsWith('neighbour'))).toBe(false);
  });

  it('answers DOMOTICA_NOT_FOUND for an unknown device', async () => {
    const response = await control(guest.token, 'no-such-device', { command: 'UNLOCK' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DOMOTICA_NOT_FOUND' });
  });

  it('refuses a staff token with UNAUTHORIZED and a missing token with NO_CREDENTIALS on every call', async () => {
    const staff = ctx.accessTokens.sign({ accountId: 'any', sessionId: 'any', role: 'GUIDE' });
    const calls = [
      (token?: string) => request('GET', BASE, token),
      (token?: string) => control(token, 'guest-0', { command: 'UNLOCK' }),
      (token?: string) => refresh(token, 'guest-0'),
      (token?: string) => request('POST', `${BASE}/preset/good-night`, token),
    ];
    for (const call of calls) {
      const asStaff = await call(staff);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const anonymous = await call(undefined);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'NO_CREDENTIALS' });
    }
    expect(peek('guest/0', 'LOCK')).toBe('LOCKED');
  });

  it.each([
    ['an unknown command', 'guest-0', 'LOCK', { command: 'OPEN_SESAME' }],
    ['a command of another device type', 'guest-0', 'LOCK', { command: 'SET_LIGHT', on: true }],
    ['a temperature out of range', 'guest-1', 'CLIMATE', { command: 'SET_TEMPERATURE', value: 99 }],
    ['a brightness that is not a number', 'guest-2', 'LIGHT', { command: 'SET_LIGHT', on: true, brightness: 'max' }],
  ] as const)('refuses %s with INVALID_API_COMMAND and changes nothing', async (_, id, type, payload) => {
    const storedRow = () => ctx.db.selectFrom('domoticas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const before = { device: peek(id.replace('-', '/'), type), row: await storedRow() };
    const response = await control(guest.token, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_API_COMMAND' });
    expect({ device: peek(id.replace('-', '/'), type), row: await storedRow() }).toEqual(before);
  });

  it.each([
    ['after the stay', () => departed, 'ended'],
    ['before the controls open', () => early, 'not-started'],
  ])('refuses control %s with OUTSIDE_RESERVATION_TIME_WINDOW and hides the states', async (_, stayOf, window) => {
    const stay = stayOf();
    const label = stay.suiteId.replace('-suite', '');
    for (const response of [
      await control(stay.token, `${label}-0`, { command: 'UNLOCK' }),
      await refresh(stay.token, `${label}-0`),
      await request('POST', `${BASE}/preset/good-morning`, stay.token),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'OUTSIDE_RESERVATION_TIME_WINDOW' });
    }
    expect(peek(`${label}/0`, 'LOCK')).toBe('LOCKED');
    const suite = suiteSchema.parse((await request('GET', BASE, stay.token)).json());
    expect(suite).toMatchObject({ controlsAreActive: false, controlsWindow: window });
    expect(suite.domoticas.every((device) => device.state === null)).toBe(true);
  });

  it('refuses control when the reservation has controls switched off', async () => {
    const response = await control(disabled.token, 'disabled-0', { command: 'UNLOCK' });
    expect(response.json()).toMatchObject({ code: 'OUTSIDE_RESERVATION_TIME_WINDOW' });
    const suite = suiteSchema.parse((await request('GET', BASE, disabled.token)).json());
    expect(suite).toMatchObject({ controlsAreActive: false, controlsWindow: 'open' });
  });

  it('applies a preset to several devices and reports each one', async () => {
    await control(guest.token, 'guest-0', { command: 'UNLOCK' });
    await control(guest.token, 'guest-2', { command: 'SET_LIGHT', on: true, brightness: 90 });
    const response = await request('POST', `${BASE}/preset/good-night`, guest.token);
    expect(response.statusCode).toBe(200);
    const { key, results } = presetResultSchema.parse(response.json());
    expect(key).toBe('good-night');
    const byId = Object.fromEntries(results.map((result) => [result.domotica._id, result]));
    expect(Object.keys(byId).sort()).toEqual(['guest-0', 'guest-1', 'guest-2', 'guest-3', 'guest-4']);
    expect(byId['guest-0']).toMatchObject({ ok: true, code: null, domotica: { state: { status: 'ok', value: 'LOCKED' } } });
    expect(byId['guest-1']).toMatchObject({ ok: true, domotica: { state: { value: { targetTemperature: 17 } } } });
    expect(byId['guest-2']).toMatchObject({ ok: true, domotica: { state: { value: { on: false } } } });
    expect(byId['guest-3']).toMatchObject({ ok: true, domotica: { state: { value: { on: false } } } });
    // The garden light's connector (MQTT) is not configured: it is reported, not silently skipped.
    expect(byId['guest-4']).toMatchObject({ ok: false, code: 'APICONNECTOR_NOT_FOUND' });
    expect(peek('guest/0', 'LOCK')).toBe('LOCKED');
    expect(peek('neighbour/0', 'LOCK')).toBe('LOCKED');
  });

  it('reports a silent device: the command fails with APICONNECTOR_NOT_FOUND and the state becomes unknown', async () => {
    app.devices.simulator.setSilent('guest/3', true);
    const response = await control(guest.token, 'guest-3', { command: 'SET_POWER', on: true });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });
    const refreshed = await refresh(guest.token, 'guest-3');
    expect(refreshed.statusCode).toBe(200);
    expect(stateOf(refreshed.json())).toMatchObject({ status: 'unknown', value: null });

    const preset = presetResultSchema.parse((await request('POST', `${BASE}/preset/good-morning`, guest.token)).json());
    expect(preset.results.find((result) => result.domotica._id === 'guest-3')).toMatchObject({ ok: false, code: 'APICONNECTOR_NOT_FOUND' });
    expect(preset.results.find((result) => result.domotica._id === 'guest-2')).toMatchObject({ ok: true });
  });

  it('shows a jammed lock as jammed and an offline device as unavailable', async () => {
    app.devices.simulator.setJammed('guest/0', true);
    const jammed = await control(guest.token, 'guest-0', { command: 'UNLOCK' });
    expect(jammed.statusCode).toBe(200);
    expect(stateOf(jammed.json())).toMatchObject({ status: 'jammed', value: null });

    app.devices.simulator.setOffline('guest/1', true);
    const offline = await refresh(guest.token, 'guest-1');
    expect(stateOf(offline.json())).toMatchObject({ status: 'unavailable', value: null });
    const command = await control(guest.token, 'guest-1', { command: 'SET_POWER', on: false });
    expect(command.json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });
  });

  it('answers APICONNECTOR_NOT_FOUND for a device whose connector is not configured', async () => {
    const response = await control(guest.token, 'guest-4', { command: 'SET_POWER', on: true });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'APICONNECTOR_NOT_FOUND' });
  });

  it('never shows a stale report as current', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await ctx.db
      .updateTable('domoticas')
      .set({ state_status: 'ok', state_value: JSON.stringify('UNLOCKED'), reported_at: hourAgo, checked_at: new Date().toISOString() })
      .where('id', '=', 'neighbour-0')
      .execute();
    const suite = suiteSchema.parse((await request('GET', BASE, neighbour.token)).json());
    expect(suite.domoticas.find((device) => device._id === 'neighbour-0')?.state).toEqual({
      status: 'unknown',
      value: null,
      updatedAt: hourAgo,
    });
  });

  describe("device names in the guest's language", () => {
    const NAMES = [
      { type: 'LOCK', name: 'Front door', name_nl: 'Voordeur', name_de: 'Haustür', name_fr: "Porte d'entrée" },
      // No German name: a German guest reads the location's content language (Dutch), then English.
      { type: 'LIGHT', name: 'Living room', name_nl: 'Woonkamer', name_de: null, name_fr: 'Séjour' },
      { type: 'LIGHT', name: 'Garden', name_nl: '', name_de: ' ', name_fr: null },
    ] as const;

    /** A guest of a Dutch-content location whose account reads `language`. */
    async function guestReading(label: string, language: string, contentLanguage: string) {
      const stay = await createGuestStay(ctx.db, ctx.accessTokens, label, { activationInHours: -24, deactivationInHours: 48, devices: [...NAMES] });
      const location = await ctx.factories.location();
      await ctx.db.updateTable('locations').set({ content_language: contentLanguage }).where('id', '=', location.id).execute();
      await ctx.db.updateTable('reservations').set({ location_id: location.id }).where('id', '=', `${label}-reservation`).execute();
      await ctx.db.updateTable('accommodations').set({ location_id: location.id }).where('id', '=', stay.suiteId).execute();
      await ctx.db.updateTable('accounts').set({ language }).where('id', '=', stay.accountId).execute();
      return stay;
    }

    const namesOf = async (token: string, query = '') =>
      suiteSchema.parse((await request('GET', `${BASE}${query}`, token)).json()).domoticas.map((device) => device.name);

    it('answers a German guest in German, falling back to the location language, then English, on every call', async () => {
      const lukas = await guestReading('lukas', 'de', 'nl');
      expect(await namesOf(lukas.token)).toEqual(['Haustür', 'Woonkamer', 'Garden']);

      const unlocked = await control(lukas.token, 'lukas-0', { command: 'UNLOCK' });
      expect(deviceSchema.parse(unlocked.json()).name).toBe('Haustür');
      const refreshed = await refresh(lukas.token, 'lukas-1');
      expect(deviceSchema.parse(refreshed.json()).name).toBe('Woonkamer');
      const preset = presetResultSchema.parse((await request('POST', `${BASE}/preset/good-night`, lukas.token)).json());
      expect(Object.fromEntries(preset.results.map((result) => [result.domotica._id, result.domotica.name]))).toEqual({
        'lukas-0': 'Haustür',
        'lukas-1': 'Woonkamer',
        'lukas-2': 'Garden',
      });
    });

    it('names the devices in the language the app asks for (lang), on every call; refuses a language the app does not speak', async () => {
      const anna = await guestReading('anna', 'de', 'nl');
      expect(await namesOf(anna.token, '?lang=fr')).toEqual(["Porte d'entrée", 'Séjour', 'Garden']);
      expect(await namesOf(anna.token, '?lang=en')).toEqual(['Front door', 'Living room', 'Garden']);
      const controlled = await request('POST', `${BASE}/domotica/anna-0/control?lang=nl`, anna.token, { command: 'UNLOCK' });
      expect(deviceSchema.parse(controlled.json()).name).toBe('Voordeur');
      const refreshed = await request('POST', `${BASE}/domotica/anna-1/refresh?lang=fr`, anna.token);
      expect(deviceSchema.parse(refreshed.json()).name).toBe('Séjour');
      const preset = presetResultSchema.parse((await request('POST', `${BASE}/preset/good-night?lang=nl`, anna.token)).json());
      expect(preset.results.map((result) => result.domotica.name)).toEqual(['Voordeur', 'Woonkamer', 'Garden']);

      const refused = await control(anna.token, 'anna-0', { command: 'LOCK' }).then(() => request('POST', `${BASE}/domotica/anna-0/control?lang=es`, anna.token, { command: 'UNLOCK' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
      expect(peek('anna/0', 'LOCK')).toBe('LOCKED');
      const listing = await request('GET', `${BASE}?lang=es`, anna.token);
      expect(listing.statusCode).toBe(400);
      expect(listing.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('answers a French guest in French, and a German guest of an English-content location in English where German is missing', async () => {
      const camille = await guestReading('camille', 'fr', 'nl');
      expect(await namesOf(camille.token)).toEqual(["Porte d'entrée", 'Séjour', 'Garden']);
      const hans = await guestReading('hans', 'de', 'en');
      expect(await namesOf(hans.token)).toEqual(['Haustür', 'Living room', 'Garden']);
    });
  });
});
