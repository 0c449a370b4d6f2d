import { expect, it } from 'vitest';
import { reservationSchema } from '@stay/contract';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_STAY_LOGINS } from '../src/seed-demo-stays-data';
import { seedDemoData } from './seed-demo-data';

/** The demo's German and French guests: a current stay like the main guest's, their account in their language. */
describeEachDialect(
  'the demo guests who use German and French',
  (ctx) => {
    it.each([
      ['lukas@demo.stay', 'de', 'Lukas', 'Suite Zeezicht 16', 'Sanne'],
      ['camille@demo.stay', 'fr', 'Camille', 'Suite Strandloper 6', 'Anouk'],
    ])('%s: account language %s, a current stay with a suite and a guide who speaks it', async (email, language, firstname, suite, guide) => {
      expect(DEMO_STAY_LOGINS).toContainEqual({ email, role: 'GUEST', password: 'Demo1234' });
      const account = await ctx.db.selectFrom('accounts').select('language').where('email', '=', email).executeTakeFirstOrThrow();
      expect(account.language).toBe(language);
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/guest/reservation/current', headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      const stay = reservationSchema.parse(response.json());
      expect(stay.guests.find((guest) => guest.isMainGuest)?.firstname).toBe(firstname);
      expect(stay.accommodations.map((accommodation) => accommodation.name)).toEqual([suite]);
      expect(stay.guide?.firstname).toBe(guide);
      expect(new Date(stay.startDateTime).getTime()).toBeLessThan(Date.now());
      expect(new Date(stay.endDateTime).getTime()).toBeGreaterThan(Date.now());
      const profiles = await ctx.db.selectFrom('guide_profiles as g').innerJoin('employees as e', 'e.id', 'g.employee_id').select('g.languages').where('e.firstname', '=', guide).executeTakeFirstOrThrow();
      expect(JSON.parse(profiles.languages)).toContain(language);
    });
  },
  { seed: seedDemoData },
);
