import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { locationSuiteSchema } from '@stay/contract';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';

const NOW = '2026-07-10T10:00:00.000Z';
const MINUTE = 60_000;

describeEachDialect('staff accommodation overview', (ctx) => {
  const kit = useStayApp(ctx);

  beforeAll(async () => {
    await ctx.factories.settings();
    kit.clock.set(NOW);
  });

  async function overview(staff: TestStaff) {
    const response = await kit.call(staff.token, { method: 'GET', url: '/api/employee/accommodation' });
    expect(response.statusCode, response.body).toBe(200);
    return z.array(locationSuiteSchema).parse(response.json());
  }

  async function stayIn(locationId: string, suiteIds: string[], start: string, end: string, surname: string) {
    const reservation = await ctx.factories.reservation({ locationId, mainGuest: { firstname: 'Guest', surname } });
    await ctx.db.updateTable('reservations').set({ start_date_time: start, end_date_time: end }).where('id', '=', reservation.id).execute();
    await ctx.db
      .insertInto('reservation_accommodations')
      .values(suiteIds.map((suiteId, position) => ({ reservation_id: reservation.id, accommodation_id: suiteId, position })))
      .execute();
    return reservation;
  }

  async function reportLock(suiteId: string, status: 'ok' | 'jammed' | 'unavailable', reportedAt: string) {
    const id = await ctx.factories.device({ suiteId, type: 'LOCK', name: 'Front door' });
    await ctx.db
      .updateTable('domoticas')
      .set({ state_status: status, state_value: status === 'ok' ? JSON.stringify('LOCKED') : null, reported_at: reportedAt })
      .where('id', '=', id)
      .execute();
  }

  describe('GET /api/employee/accommodation', () => {
    it('shows who is in each suite now and who arrives next, with jammed or offline locks first', async () => {
      const location = await ctx.factories.location();
      const staff = await ctx.factories.staff({ role: 'GUIDE', locationId: location.id });
      const suite = (name: string) => ctx.factories.suite({ locationId: location.id, name });
      const [alpha, beta, gamma, delta, parking] = await Promise.all([suite('Alpha'), suite('Beta'), suite('Gamma'), suite('Delta'), suite('Parking 1')]);
      const inHouse = await stayIn(location.id, [alpha.id, parking.id], '2026-07-08T13:00:00.000Z', '2026-07-12T09:00:00.000Z', 'Smit');
      const nextInAlpha = await stayIn(location.id, [alpha.id], '2026-07-12T13:00:00.000Z', '2026-07-14T09:00:00.000Z', 'Jansen');
      await stayIn(location.id, [alpha.id], '2026-07-20T13:00:00.000Z', '2026-07-24T09:00:00.000Z', 'Later');
      await stayIn(location.id, [beta.id], '2026-07-01T13:00:00.000Z', '2026-07-03T09:00:00.000Z', 'Gone');
      const nextInBeta = await stayIn(location.id, [beta.id], '2026-07-15T13:00:00.000Z', '2026-07-17T09:00:00.000Z', 'de Vries');
      await reportLock(alpha.id, 'ok', NOW);
      await reportLock(beta.id, 'jammed', new Date(Date.parse(NOW) - MINUTE).toISOString());
      await reportLock(gamma.id, 'unavailable', new Date(Date.parse(NOW) - 60 * MINUTE).toISOString());
      // A jam reported long ago is no longer current: unknown, not an alert.
      await reportLock(delta.id, 'jammed', new Date(Date.parse(NOW) - 60 * MINUTE).toISOString());

      const suites = await overview(staff);
      expect(suites.map((entry) => [entry.name, entry.deviceAlert])).toEqual([
        ['Beta', true],
        ['Gamma', true],
        ['Alpha', false],
        ['Delta', false],
      ]);
      const byName = Object.fromEntries(suites.map((entry) => [entry.name, entry]));
      expect(byName.Alpha?.current).toEqual({
        _id: inHouse.id,
        nmbr: inHouse.number,
        mainGuest: { firstname: 'Guest', surname: 'Smit' },
        startDateTime: '2026-07-08T13:00:00.000Z',
        endDateTime: '2026-07-12T09:00:00.000Z',
      });
      expect(byName.Alpha?.nextArrival?.nmbr).toBe(nextInAlpha.number);
      expect(byName.Beta?.current).toBeNull();
      expect(byName.Beta?.nextArrival?.nmbr).toBe(nextInBeta.number);
      expect(byName.Gamma).toMatchObject({ current: null, nextArrival: null });
      expect(byName.Beta?.domoticas.map((device) => device.state?.status)).toEqual(['jammed']);
      expect(byName.Gamma?.domoticas.map((device) => device.state?.status)).toEqual(['unavailable']);
      expect(byName.Delta?.domoticas.map((device) => device.state?.status)).toEqual(['unknown']);
      expect(byName.Alpha?.domoticas.map((device) => device.state)).toEqual([{ status: 'ok', value: 'LOCKED', updatedAt: NOW }]);
    });

    it("names each device in the staff member's language, else its suite's location language, else English", async () => {
      const dutch = await ctx.factories.location();
      const french = await ctx.factories.location();
      await ctx.db.updateTable('locations').set({ content_language: 'nl' }).where('id', '=', dutch.id).execute();
      await ctx.db.updateTable('locations').set({ content_language: 'fr' }).where('id', '=', french.id).execute();
      const named = async (locationId: string, suiteName: string) => {
        const suite = await ctx.factories.suite({ locationId, name: suiteName });
        const lock = await ctx.factories.device({ suiteId: suite.id, type: 'LOCK', name: 'Front door' });
        const light = await ctx.factories.device({ suiteId: suite.id, type: 'LIGHT', name: 'Living room' });
        await ctx.db.updateTable('domoticas').set({ name_nl: 'Voordeur', name_de: 'Haustür', name_fr: "Porte d'entrée" }).where('id', '=', lock).execute();
        await ctx.db.updateTable('domoticas').set({ name_nl: 'Woonkamer', name_fr: 'Séjour' }).where('id', '=', light).execute();
      };
      await named(dutch.id, 'Names NL');
      await named(french.id, 'Names FR');
      // Management sees every location: each suite falls back to its own location's language.
      const staff = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: null });
      await ctx.db.updateTable('accounts').set({ language: 'de' }).where('employee_id', '=', staff.id).execute();
      const names = (suites: Awaited<ReturnType<typeof overview>>, name: string) =>
        suites.find((entry) => entry.name === name)?.domoticas.map((device) => device.name);
      const german = await overview(staff);
      expect(names(german, 'Names NL')).toEqual(['Haustür', 'Woonkamer']);
      expect(names(german, 'Names FR')).toEqual(['Haustür', 'Séjour']);
      await ctx.db.updateTable('accounts').set({ language: 'en' }).where('employee_id', '=', staff.id).execute();
      expect(names(await overview(staff), 'Names NL')).toEqual(['Front door', 'Living room']);
    });

    it("shows staff only their own location's suites", async () => {
      const here = await ctx.factories.location();
      const elsewhere = await ctx.factories.location();
      await ctx.factories.suite({ locationId: here.id, name: 'Here 1' });
      await ctx.factories.suite({ locationId: elsewhere.id, name: 'Elsewhere 1' });
      const staff = await ctx.factories.staff({ role: 'BACKOFFICE', locationId: elsewhere.id });
      expect((await overview(staff)).map((entry) => entry.name)).toEqual(['Elsewhere 1']);
    });
  });
});
