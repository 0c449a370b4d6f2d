import { beforeAll, expect, it } from 'vitest';
import { locationStaffSchema, type LocationStaff } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { insertStaff } from '../../../src/modules/identity/repository';

const URL = '/api/employee/complaint/employees';

describeEachDialect('complaint employees', (ctx) => {
  const kit = useStayApp(ctx);
  let bram: TestStaff;
  let annaWit: TestStaff;
  let annaBakker: TestStaff;
  let emile: TestStaff;
  let roaming: TestStaff;
  let elsewhere: TestStaff;
  let guestToken: string;

  async function list(who: { token: string }): Promise<LocationStaff[]> {
    const response = await kit.call(who.token, { method: 'GET', url: URL });
    expect(response.statusCode, response.body).toBe(200);
    return z.array(locationStaffSchema).parse(response.json());
  }

  beforeAll(async () => {
    const make = ctx.factories;
    await make.settings();
    const location = await make.location();
    const other = await make.location({ name: 'Other park' });
    bram = await make.staff({ role: 'GUIDE', locationId: location.id, firstname: 'Bram', surname: 'Visser', workgroup: 'Guides' });
    annaWit = await make.staff({ role: 'CUBER', locationId: location.id, firstname: 'anna', surname: 'de Wit', workgroup: 'Housekeeping' });
    annaBakker = await make.staff({ role: 'MANAGEMENT', locationId: location.id, firstname: 'Anna', surname: 'Bakker', workgroup: null });
    emile = await make.staff({ role: 'BACKOFFICE', locationId: location.id, firstname: 'Émile', surname: 'Dubois', workgroup: 'Backoffice' });
    // Works at every location: complaints and appointments of any location may name them.
    roaming = await make.staff({ role: 'BACKOFFICE', locationId: null, firstname: 'Carla', surname: 'Mertens', workgroup: 'Head office' });
    elsewhere = await make.staff({ role: 'GUIDE', locationId: other.id, firstname: 'Aart', surname: 'Jong', workgroup: 'Guides' });
    // An account whose role is none of the staff roles is nobody to plan for.
    await insertStaff(ctx.db, {
      id: 'employee-intern',
      erp_uid: 'erp-employee-intern',
      firstname: 'Ida',
      surname: 'Intern',
      role: 'INTERN',
      workgroup: null,
      location_id: location.id,
      cellphone: null,
      answer_suggestions: 0,
      subscribed_to_newsletter: 0,
    });
    guestToken = (await make.stay({ locationId: location.id })).guest.token;
  });

  it('lists the location’s staff of every role by first name then surname (case and accents aside), with staff of every location', async () => {
    expect(await list(bram)).toEqual([
      { _id: annaBakker.id, firstname: 'Anna', surname: 'Bakker', role: 'MANAGEMENT', workgroup: null },
      { _id: annaWit.id, firstname: 'anna', surname: 'de Wit', role: 'CUBER', workgroup: 'Housekeeping' },
      { _id: bram.id, firstname: 'Bram', surname: 'Visser', role: 'GUIDE', workgroup: 'Guides' },
      { _id: roaming.id, firstname: 'Carla', surname: 'Mertens', role: 'BACKOFFICE', workgroup: 'Head office' },
      { _id: emile.id, firstname: 'Émile', surname: 'Dubois', role: 'BACKOFFICE', workgroup: 'Backoffice' },
    ]);
  });

  it('answers every staff role the same list', async () => {
    const ids = (await list(bram)).map((staff) => staff._id);
    for (const who of [annaWit, annaBakker, emile]) expect((await list(who)).map((staff) => staff._id)).toEqual(ids);
  });

  it('shows staff of another location only their own colleagues', async () => {
    expect((await list(elsewhere)).map((staff) => staff._id)).toEqual([elsewhere.id, roaming.id]);
  });

  it('shows staff without a location everyone’s staff', async () => {
    expect((await list(roaming)).map((staff) => staff._id)).toEqual([elsewhere.id, annaBakker.id, annaWit.id, bram.id, roaming.id, emile.id]);
  });

  it('refuses guests and callers without a session', async () => {
    const guest = await kit.call(guestToken, { method: 'GET', url: URL });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('UNAUTHORIZED');
    expect((await kit.call(undefined, { method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
