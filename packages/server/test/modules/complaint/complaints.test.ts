import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatSchema,
  complaintCounterSchema,
  complaintDateCountSchema,
  complaintDetailSchema,
  complaintGroupSchema,
  complaintNoteSchema,
  complaintObjectSchema,
  complaintPageSchema,
  complaintStateCountSchema,
  type ComplaintDetail,
  type ComplaintPage,
  type StaffRole,
} from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '../../support';
import type { TestReservation, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { saveSetting } from '../../../src/modules/settings/repository';

const BASE = '/api/employee/complaint';

describeEachDialect('complaints', (ctx) => {
  const kit = useStayApp(ctx);
  let staff: Record<StaffRole, TestStaff>;
  let elsewhere: Record<StaffRole, TestStaff>;
  let locationId: string;
  let stay: TestReservation;
  let elsewhereStay: TestReservation;
  let guestToken: string;

  const post = (who: { token: string }, url: string, payload?: unknown) =>
    kit.call(who.token, { method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = (who: { token: string }, url: string) => kit.call(who.token, { method: 'GET', url });

  async function file(who: TestStaff, body: Record<string, unknown> = {}): Promise<ComplaintDetail> {
    const response = await post(who, `${BASE}/create`, { subject: 'The shower is cold', reservation: stay.id, ...body });
    expect(response.statusCode, response.body).toBe(200);
    return complaintDetailSchema.parse(response.json());
  }

  async function page(who: TestStaff, query: string): Promise<ComplaintPage> {
    const response = await get(who, `${BASE}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return complaintPageSchema.parse(response.json());
  }

  beforeAll(async () => {
    const make = ctx.factories;
    await make.settings();
    const location = await make.location();
    locationId = location.id;
    staff = await make.staffOfEveryRole(location.id);
    const first = await make.stay({ locationId, suites: ['Dune Suite'], guest: { firstname: 'Femke', surname: 'de Vries' } });
    stay = first.reservation;
    guestToken = first.guest.token;
    const otherLocation = await make.location({ name: 'Other park' });
    elsewhere = await make.staffOfEveryRole(otherLocation.id);
    elsewhereStay = (await make.stay({ locationId: otherLocation.id, suites: ['Far Suite'] })).reservation;
  });

  describe('filing', () => {
    it('files a complaint about a reservation: New, awaiting review, handled by the filer, with the stay it concerns', async () => {
      kit.clock.set('2026-07-14T21:30:00.000Z'); // 23:30 in Amsterdam: the creation day is still the 14th there
      const complaint = await file(staff.GUIDE, { complaintpriority: 'HIGH', kind: 'CLEANING', workgroup: 'Housekeeping' });
      kit.clock.reset();
      expect(complaint).toMatchObject({
        subject: 'The shower is cold',
        complaintstatetext: 'New',
        assigned: '',
        complaintpriority: 'HIGH',
        kind: 'CLEANING',
        workgroup: 'Housekeeping',
        creationdate: '2026-07-14',
        employee: { _id: staff.GUIDE.id },
        createdby: { _id: staff.GUIDE.id },
        reviewed: null,
        resolved: null,
        notecount: 0,
        appointmentcount: 0,
        complaintnotes: [],
        appointments: [],
        reservation: { _id: stay.id, nmbr: stay.number, suitename: 'Dune Suite', mainGuest: { firstname: 'Femke', surname: 'de Vries' } },
      });
      // The test clock runs on from where it was set.
      expect(complaint.creationdatetime).toMatch(/^2026-07-14T21:30:00\.\d{3}Z$/);
      expect(complaint.employee.personalinfo.firstname).toBe(staff.GUIDE.firstname);
    });

    it('files by booking number with defaults, a colleague as handler, and a first note (sanitised)', async () => {
      const complaint = await file(staff.CUBER, {
        reservation: stay.number,
        employee: staff.GUIDE.id,
        paragraph: '<p>Guest called <script>alert(1)</script>at 9</p>',
      });
      expect(complaint).toMatchObject({ complaintpriority: 'NORMAL', kind: 'OTHER', workgroup: null, employee: { _id: staff.GUIDE.id }, createdby: { _id: staff.CUBER.id } });
      expect(complaint.complaintnotes.map((note) => note.paragraph)).toEqual(['<p>Guest called at 9</p>']);
      expect(complaint.notecount).toBe(1);
    });

    it('refuses a reservation of another location, an unknown workgroup or a handler from elsewhere', async () => {
      const foreign = await post(staff.CUBER, `${BASE}/create`, { subject: 'x', reservation: elsewhereStay.id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().code).toBe('RESERVATION_NOT_FOUND');
      const workgroup = await post(staff.CUBER, `${BASE}/create`, { subject: 'x', reservation: stay.id, workgroup: 'Astronauts' });
      expect(workgroup.statusCode).toBe(400);
      expect(workgroup.json().message).toContain('body.workgroup');
      const handler = await post(staff.CUBER, `${BASE}/create`, { subject: 'x', reservation: stay.id, employee: elsewhere.GUIDE.id });
      expect(handler.statusCode).toBe(400);
      expect(handler.json().message).toContain('body.employee');
    });

    it('never lets guests reach complaints', async () => {
      expect((await kit.call(guestToken, { method: 'GET', url: BASE })).statusCode).toBe(403);
      expect((await kit.call(guestToken, { method: 'POST', url: `${BASE}/create`, payload: { subject: 'x', reservation: stay.id } })).statusCode).toBe(403);
    });
  });

  describe('location scoping', () => {
    it('answers 404 COMPLAINT_NOT_FOUND to staff of another location, for reads and writes, and changes nothing', async () => {
      const complaint = await file(staff.CUBER);
      for (const [method, url, payload] of [
        ['GET', `${BASE}/${complaint.nmbr}`],
        ['GET', `${BASE}/${complaint.nmbr}/notes`],
        ['GET', `${BASE}/${complaint.nmbr}/appointments`],
        ['POST', `${BASE}/${complaint.nmbr}`, { subject: 'Taken over' }],
        ['POST', `${BASE}/${complaint.nmbr}/approve`],
        ['POST', `${BASE}/${complaint.nmbr}/resolve`],
        ['POST', `${BASE}/${complaint.nmbr}/notes`, { paragraph: '<p>hi</p>' }],
        ['POST', `${BASE}/${complaint.nmbr}/appointments`, {}],
      ] as const) {
        const response = await kit.call(elsewhere.MANAGEMENT.token, { method, url, ...(payload ? { payload } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('COMPLAINT_NOT_FOUND');
      }
      const unchanged = complaintDetailSchema.parse((await get(staff.CUBER, `${BASE}/${complaint.nmbr}`)).json());
      expect(unchanged).toMatchObject({ subject: complaint.subject, assigned: '', complaintstatetext: 'New', notecount: 0, appointmentcount: 0 });
    });

    it('lists and counts only the caller’s location', async () => {
      await file(staff.CUBER);
      const theirs = await page(elsewhere.CUBER, 'limit=200');
      expect(theirs.items).toEqual([]);
      expect(complaintCounterSchema.parse((await get(elsewhere.CUBER, `${BASE}/counter`)).json())).toEqual({ open: 0, unapproved: 0, mine: 0 });
      const ours = await page(staff.CUBER, 'limit=200');
      expect(ours.items.length).toBeGreaterThan(0);
      expect(ours.items.every((item) => item.reservation._id !== elsewhereStay.id)).toBe(true);
    });
  });

  describe('review and resolve', () => {
    it('records who approved and when; a second review is refused', async () => {
      const complaint = await file(staff.GUIDE);
      kit.clock.set('2026-08-01T10:00:00.000Z');
      const approved = await post(staff.BACKOFFICE, `${BASE}/${complaint.nmbr}/approve`);
      kit.clock.reset();
      expect(approved.statusCode).toBe(200);
      expect(complaintDetailSchema.parse(approved.json())).toMatchObject({
        assigned: 'J',
        reviewed: { employee: { _id: staff.BACKOFFICE.id } },
        complaintstatetext: 'New',
      });
      expect(complaintDetailSchema.parse(approved.json()).reviewed?.datetime).toMatch(/^2026-08-01T10:00:00\.\d{3}Z$/);
      for (const action of ['approve', 'decline']) {
        const again = await post(staff.MANAGEMENT, `${BASE}/${complaint.nmbr}/${action}`, action === 'decline' ? { reason: 'Too late' } : undefined);
        expect(again.statusCode).toBe(409);
        expect(again.json().code).toBe('COMPLAINT_ALREADY_REVIEWED');
      }
    });

    it('declines only with a reason, kept with the review, and changes nothing without one', async () => {
      const complaint = await file(staff.GUIDE);
      for (const payload of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
        const refused = await post(staff.CUBER, `${BASE}/${complaint.nmbr}/decline`, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().code).toBe('INVALID_INPUT');
      }
      const untouched = complaintDetailSchema.parse((await get(staff.CUBER, `${BASE}/${complaint.nmbr}`)).json());
      expect(untouched).toMatchObject({ assigned: '', reviewed: null, reviewReason: null });
      const declined = complaintDetailSchema.parse((await post(staff.CUBER, `${BASE}/${complaint.nmbr}/decline`, { reason: '  Within the park rules  ' })).json());
      expect(declined).toMatchObject({ assigned: 'N', reviewed: { employee: { _id: staff.CUBER.id } }, reviewReason: 'Within the park rules' });
      expect(complaintDetailSchema.parse((await get(staff.GUIDE, `${BASE}/${complaint.nmbr}`)).json()).reviewReason).toBe('Within the park rules');
    });

    it('approves through the generic action path and refuses an unknown action', async () => {
      const viaAction = await file(staff.GUIDE);
      const approved = complaintDetailSchema.parse((await post(staff.MANAGEMENT, `${BASE}/${viaAction.nmbr}/approve`)).json());
      expect(approved.assigned).toBe('J');
      const unknown = await post(staff.MANAGEMENT, `${BASE}/${viaAction.nmbr}/escalate`);
      expect(unknown.statusCode).toBe(400);
    });

    it('refuses a guide approving or declining, and leaves the complaint awaiting review', async () => {
      const complaint = await file(staff.CUBER);
      for (const action of ['approve', 'decline']) {
        for (const url of [`${BASE}/${complaint.nmbr}/${action}`]) {
          const refused = await post(staff.GUIDE, url, action === 'decline' ? { reason: 'Not ours' } : undefined);
          expect(refused.statusCode).toBe(403);
          expect(refused.json().code).toBe('UNAUTHORIZED');
        }
      }
      expect(complaintDetailSchema.parse((await get(staff.CUBER, `${BASE}/${complaint.nmbr}`)).json()).assigned).toBe('');
    });

    it('lets any staff member resolve (who and when recorded), once', async () => {
      const complaint = await file(staff.CUBER);
      kit.clock.set('2026-08-02T08:15:00.000Z');
      const resolved = await post(staff.GUIDE, `${BASE}/${complaint.nmbr}/resolve`);
      kit.clock.reset();
      expect(complaintDetailSchema.parse(resolved.json())).toMatchObject({
        complaintstatetext: 'Resolved',
        resolved: { employee: { _id: staff.GUIDE.id } },
        assigned: '',
      });
      expect(complaintDetailSchema.parse(resolved.json()).resolved?.datetime).toMatch(/^2026-08-02T08:15:00\.\d{3}Z$/);
      const again = await post(staff.MANAGEMENT, `${BASE}/${complaint.nmbr}/resolve`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('COMPLAINT_ALREADY_RESOLVED');
      // Still reviewable after resolving.
      expect(complaintDetailSchema.parse((await post(staff.MANAGEMENT, `${BASE}/${complaint.nmbr}/approve`)).json()).assigned).toBe('J');
    });

    it('updates details and state; Resolved by update records who and when, reopening clears it', async () => {
      const complaint = await file(staff.CUBER);
      const changed = complaintDetailSchema.parse(
        (await post(staff.GUIDE, `${BASE}/${complaint.nmbr}`, { subject: 'Cold shower in the morning', complaintpriority: 'URGENT', kind: 'MAINTENANCE', workgroup: 'Guides', employee: staff.GUIDE.id, complaintstatetext: 'In progress' })).json(),
      );
      expect(changed).toMatchObject({ subject: 'Cold shower in the morning', complaintpriority: 'URGENT', kind: 'MAINTENANCE', workgroup: 'Guides', employee: { _id: staff.GUIDE.id }, complaintstatetext: 'In progress', resolved: null });
      const resolved = complaintDetailSchema.parse((await post(staff.CUBER, `${BASE}/${complaint.nmbr}`, { complaintstatetext: 'Resolved' })).json());
      expect(resolved.resolved?.employee._id).toBe(staff.CUBER.id);
      const reopened = complaintDetailSchema.parse((await post(staff.CUBER, `${BASE}/${complaint.nmbr}`, { complaintstatetext: 'New', workgroup: null })).json());
      expect(reopened).toMatchObject({ complaintstatetext: 'New', resolved: null, workgroup: null });
      expect((await post(staff.CUBER, `${BASE}/${complaint.nmbr}`, {})).statusCode).toBe(400);
    });
  });

  describe('notes', () => {
    it('stores sanitised HTML: scripts, event handlers and javascript: links never survive', async () => {
      const complaint = await file(staff.CUBER);
      const hostile = [
        '<h1>Leak</h1><p onclick="steal()">Water <strong>everywhere</strong><script>fetch("/x")</script></p>',
        '<img src="x" onerror="alert(1)"><img src="data:image/png;base64,iVBORw0KGgo=" onerror="alert(2)">',
        '<a href="javascript:alert(3)">click</a> <a href="https://example.com/manual" target="_self">manual</a>',
        '<iframe src="https://evil.example"></iframe><style>body{}</style><p>ok</p>',
      ].join('');
      const response = await post(staff.CUBER, `${BASE}/${complaint.nmbr}/notes`, { paragraph: hostile });
      expect(response.statusCode, response.body).toBe(200);
      const note = complaintNoteSchema.parse(response.json());
      expect(note.paragraph).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<h1/i);
      expect(note.paragraph).toContain('<h2>Leak</h2>');
      expect(note.paragraph).toContain('<strong>everywhere</strong>');
      expect(note.paragraph).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
      expect(note.paragraph).toContain('<a href="https://example.com/manual" rel="noopener noreferrer nofollow" target="_blank">manual</a>');
      expect(note).toMatchObject({ complaintnmbr: complaint.nmbr, employee: { _id: staff.CUBER.id } });
    });

    it('takes a note with a photo larger than a default request body', async () => {
      const complaint = await file(staff.CUBER);
      const photo = `data:image/png;base64,${Buffer.alloc(1_500_000, 7).toString('base64')}`;
      const response = await post(staff.CUBER, `${BASE}/${complaint.nmbr}/notes`, { paragraph: `<p>See the photo</p><p><img src="${photo}"></p>` });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(complaintNoteSchema.parse(response.json()).paragraph).toContain(photo);
    });

    it('lists notes oldest first, counts them, and refuses a note that is empty once sanitised', async () => {
      const complaint = await file(staff.CUBER);
      await post(staff.CUBER, `${BASE}/${complaint.nmbr}/notes`, { paragraph: '<p>First</p>' });
      await post(staff.GUIDE, `${BASE}/${complaint.nmbr}/notes`, { paragraph: '<p>Second</p>' });
      const empty = await post(staff.GUIDE, `${BASE}/${complaint.nmbr}/notes`, { paragraph: '<p><script>x()</script> </p>' });
      expect(empty.statusCode).toBe(400);
      const notes = z.array(complaintNoteSchema).parse((await get(staff.GUIDE, `${BASE}/${complaint.nmbr}/notes`)).json());
      expect(notes.map((note) => note.paragraph)).toEqual(['<p>First</p>', '<p>Second</p>']);
      expect(notes.map((note) => note.employee._id)).toEqual([staff.CUBER.id, staff.GUIDE.id]);
      expect(complaintDetailSchema.parse((await get(staff.CUBER, `${BASE}/${complaint.nmbr}`)).json()).notecount).toBe(2);
    });
  });

  describe('lists, filters and counts', () => {
    let location: { id: string };
    let team: Record<StaffRole, TestStaff>;
    let dune: TestReservation;
    let lodge: TestReservation;
    const made: Record<string, ComplaintDetail> = {};

    beforeAll(async () => {
      // A park of its own, so the counts below are exact.
      location = await ctx.factories.location({ name: 'Counting park' });
      team = await ctx.factories.staffOfEveryRole(location.id);
      dune = (await ctx.factories.stay({ locationId: location.id, suites: ['Dune 7'], guest: { firstname: 'Anna', surname: 'Bakker' } })).reservation;
      lodge = (await ctx.factories.stay({ locationId: location.id, suites: ['Lodge 3'], guest: { firstname: 'Joris', surname: 'Smit' } })).reservation;
      const create = async (key: string, who: TestStaff, body: Record<string, unknown>) => {
        const response = await post(who, `${BASE}/create`, body);
        expect(response.statusCode, response.body).toBe(200);
        made[key] = complaintDetailSchema.parse(response.json());
      };
      kit.clock.set('2026-06-01T10:00:00.000Z');
      await create('leak', team.GUIDE, { subject: 'Leaking tap', reservation: dune.id, kind: 'MAINTENANCE', complaintpriority: 'HIGH', workgroup: 'Housekeeping' });
      await create('noise', team.CUBER, { subject: 'Noisy neighbours 100%', reservation: lodge.id, kind: 'NOISE' });
      kit.clock.set('2026-06-03T10:00:00.000Z');
      await create('wifi', team.GUIDE, { subject: 'No wifi', reservation: lodge.id, kind: 'DEVICES', complaintpriority: 'LOW' });
      await create('towels', team.CUBER, { subject: 'Towels missing', reservation: dune.id, kind: 'CLEANING', complaintpriority: 'URGENT', workgroup: 'Housekeeping' });
      await create('bed', team.MANAGEMENT, { subject: 'Bed squeaks', reservation: dune.id, kind: 'OTHER' });
      await post(team.MANAGEMENT, `${BASE}/${made.noise!.nmbr}/approve`);
      await post(team.MANAGEMENT, `${BASE}/${made.wifi!.nmbr}/decline`, { reason: 'Wifi works' });
      await post(team.GUIDE, `${BASE}/${made.wifi!.nmbr}/resolve`);
      await post(team.GUIDE, `${BASE}/${made.leak!.nmbr}`, { complaintstatetext: 'In progress' });
      kit.clock.reset();
    });

    const nmbrs = (result: ComplaintPage) => result.items.map((item) => item.nmbr);
    const of = (...keys: string[]) => keys.map((key) => made[key]!.nmbr);

    it('lists newest first', async () => {
      expect(nmbrs(await page(team.GUIDE, ''))).toEqual(of('bed', 'towels', 'wifi', 'noise', 'leak'));
    });

    it('filters by state, priority, kind, workgroup, review, open and mine', async () => {
      expect(nmbrs(await page(team.GUIDE, 'complaintstatetext=In%20progress'))).toEqual(of('leak'));
      expect(nmbrs(await page(team.GUIDE, 'complaintstatetext=Resolved'))).toEqual(of('wifi'));
      expect(nmbrs(await page(team.GUIDE, 'complaintpriority=URGENT'))).toEqual(of('towels'));
      expect(nmbrs(await page(team.GUIDE, 'kind=NOISE'))).toEqual(of('noise'));
      expect(nmbrs(await page(team.GUIDE, 'workgroup=Housekeeping'))).toEqual(of('towels', 'leak'));
      expect(nmbrs(await page(team.GUIDE, 'review=awaiting'))).toEqual(of('bed', 'towels', 'leak'));
      expect(nmbrs(await page(team.GUIDE, 'review=approved'))).toEqual(of('noise'));
      expect(nmbrs(await page(team.GUIDE, 'review=declined'))).toEqual(of('wifi'));
      expect(nmbrs(await page(team.GUIDE, 'open=true'))).toEqual(of('bed', 'towels', 'noise', 'leak'));
      expect(nmbrs(await page(team.GUIDE, 'mine=true'))).toEqual(of('wifi', 'leak'));
      expect(nmbrs(await page(team.GUIDE, 'mine=true&open=true'))).toEqual(of('leak'));
      expect(nmbrs(await page(team.GUIDE, 'open=true&workgroup=Housekeeping&complaintpriority=HIGH'))).toEqual(of('leak'));
    });

    it('filters by reservation (id or booking number) and searches subject, guest, suite, number and nmbr', async () => {
      expect(nmbrs(await page(team.GUIDE, `reservation=${lodge.id}`))).toEqual(of('wifi', 'noise'));
      expect(nmbrs(await page(team.GUIDE, `reservation=${encodeURIComponent(dune.number)}`))).toEqual(of('bed', 'towels', 'leak'));
      expect(nmbrs(await page(team.GUIDE, 'search=TOWEL'))).toEqual(of('towels'));
      expect(nmbrs(await page(team.GUIDE, 'search=joris%20smit'))).toEqual(of('wifi', 'noise'));
      expect(nmbrs(await page(team.GUIDE, 'search=dune%207'))).toEqual(of('bed', 'towels', 'leak'));
      expect(nmbrs(await page(team.GUIDE, `search=${encodeURIComponent(lodge.number)}`))).toEqual(of('wifi', 'noise'));
      expect(nmbrs(await page(team.GUIDE, `search=${made.bed!.nmbr}`))).toContain(made.bed!.nmbr);
      // % is a character like any other, not a wildcard.
      expect(nmbrs(await page(team.GUIDE, 'search=100%25'))).toEqual(of('noise'));
      expect(nmbrs(await page(team.GUIDE, 'search=1_0'))).toEqual([]);
    });

    it('pages with a keyset cursor: every complaint once, in order, then no next cursor', async () => {
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const result: ComplaintPage = await page(team.GUIDE, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...nmbrs(result));
        cursor = result.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(of('bed', 'towels', 'wifi', 'noise', 'leak'));
      const filtered = await page(team.GUIDE, 'limit=1&review=awaiting');
      expect(nmbrs(filtered)).toEqual(of('bed'));
      expect(nmbrs(await page(team.GUIDE, `limit=5&review=awaiting&cursor=${filtered.nextCursor}`))).toEqual(of('towels', 'leak'));
      const bad = await get(team.GUIDE, `${BASE}?cursor=not-a-cursor`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('INVALID_INPUT');
    });

    it('lists the unapproved (awaiting review), paged like the list', async () => {
      const result = complaintPageSchema.parse((await get(team.CUBER, `${BASE}/unapproved?limit=2`)).json());
      expect(nmbrs(result)).toEqual(of('bed', 'towels'));
      expect(result.nextCursor).not.toBeNull();
    });

    it('counts per state (every state), per creation day, and the badges', async () => {
      const states = z.array(complaintStateCountSchema).parse((await get(team.GUIDE, `${BASE}/grouped/states`)).json());
      expect(states).toEqual([
        { complaintstatetext: 'New', count: 3 },
        { complaintstatetext: 'In progress', count: 1 },
        { complaintstatetext: 'Resolved', count: 1 },
      ]);
      kit.clock.set('2026-06-04T09:00:00.000Z');
      const days = z.array(complaintDateCountSchema).parse((await get(team.GUIDE, `${BASE}/grouped/date?days=7`)).json());
      const lastTwo = z.array(complaintDateCountSchema).parse((await get(team.GUIDE, `${BASE}/grouped/date?days=2`)).json());
      kit.clock.reset();
      expect(days).toEqual([
        { creationdate: '2026-06-03', count: 3 },
        { creationdate: '2026-06-01', count: 2 },
      ]);
      expect(lastTwo).toEqual([{ creationdate: '2026-06-03', count: 3 }]);
      expect(complaintCounterSchema.parse((await get(team.GUIDE, `${BASE}/counter`)).json())).toEqual({ open: 4, unapproved: 3, mine: 1 });
      expect(complaintCounterSchema.parse((await get(team.CUBER, `${BASE}/counter`)).json())).toEqual({ open: 4, unapproved: 3, mine: 2 });
    });

    it('answers the lookups: priorities, kinds, states, and the location’s workgroups with their configured icons', async () => {
      expect((await get(team.GUIDE, `${BASE}/priorities`)).json()).toEqual(['LOW', 'NORMAL', 'HIGH', 'URGENT']);
      expect((await get(team.GUIDE, `${BASE}/states`)).json()).toEqual(['New', 'In progress', 'Resolved']);
      expect((await get(team.GUIDE, `${BASE}/kinds`)).json()).toContain('MAINTENANCE');
      await ctx.factories.settings();
      await saveSetting(ctx.db, `location:${location.id}`, 'permissions', { complaint: { workgroupIcons: { Housekeeping: 'brush-outline', Guides: 'walk-outline' } } });
      const groups = z.array(complaintGroupSchema).parse((await get(team.GUIDE, `${BASE}/groups`)).json());
      expect(groups).toEqual([
        { workgroup: 'Backoffice', icon: null },
        { workgroup: 'Guides', icon: 'walk-outline' },
        { workgroup: 'Housekeeping', icon: 'brush-outline' },
        { workgroup: 'Management', icon: null },
      ]);
    });

    it('offers the location’s stays as complaint objects: in house first, searchable, never another location’s', async () => {
      const upcoming = (await ctx.factories.stay({ locationId: location.id, suites: ['Beach 1'], start: { days: 2, time: '15:00' }, end: { days: 5, time: '10:00' }, guest: { firstname: 'Lotte', surname: 'Visser' } })).reservation;
      const objects = z.array(complaintObjectSchema).parse((await get(team.GUIDE, `${BASE}/objects`)).json());
      const ids = objects.map((object) => object._id);
      expect(ids.slice(-1)).toEqual([upcoming.id]);
      expect(new Set(ids)).toEqual(new Set([dune.id, lodge.id, upcoming.id]));
      expect(objects.find((object) => object._id === dune.id)).toMatchObject({ inHouse: true, suitename: 'Dune 7', mainGuest: { firstname: 'Anna', surname: 'Bakker' } });
      expect(objects.find((object) => object._id === upcoming.id)?.inHouse).toBe(false);
      const found = z.array(complaintObjectSchema).parse((await get(team.GUIDE, `${BASE}/objects?search=visser`)).json());
      expect(found.map((object) => object._id)).toEqual([upcoming.id]);
      const elsewhereObjects = z.array(complaintObjectSchema).parse((await get(elsewhere.GUIDE, `${BASE}/objects?search=visser`)).json());
      expect(elsewhereObjects).toEqual([]);
      // A chat opens the complaint form with its reservation's id: the id finds that stay, and only at its location.
      const byId = z.array(complaintObjectSchema).parse((await get(team.GUIDE, `${BASE}/objects?search=${upcoming.id}`)).json());
      expect(byId.map((object) => object._id)).toEqual([upcoming.id]);
      const byIdElsewhere = z.array(complaintObjectSchema).parse((await get(elsewhere.GUIDE, `${BASE}/objects?search=${upcoming.id}`)).json());
      expect(byIdElsewhere).toEqual([]);
    });
  });

  describe('chat list item', () => {
    it('shows the reservation’s complaints (state text and review) in its chat, newest first', async () => {
      const chatOwner = await ctx.factories.stay({ locationId, suites: ['Chat Suite'] });
      const chat = chatSchema.parse((await kit.call(chatOwner.guest.token, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json());
      // A chat is listed once it has a message.
      await kit.call(chatOwner.guest.token, { method: 'POST', url: '/api/guest/reservation/current/chat/message', payload: { paragraph: 'The lamp is broken' } });
      const first = await file(staff.CUBER, { reservation: chatOwner.reservation.id, subject: 'Broken lamp' });
      const second = await file(staff.CUBER, { reservation: chatOwner.reservation.id, subject: 'Dirty windows' });
      await post(staff.CUBER, `${BASE}/${first.nmbr}/resolve`);
      const view = chatSchema.parse((await get(staff.CUBER, `/api/employee/chat/${chat.nmbr}`)).json());
      expect(view.complaints).toEqual([
        expect.objectContaining({ nmbr: second.nmbr, subject: 'Dirty windows', complaintstatetext: 'New', assigned: '' }),
        expect.objectContaining({ nmbr: first.nmbr, subject: 'Broken lamp', complaintstatetext: 'Resolved', assigned: '' }),
      ]);
      const list = z.array(chatSchema).parse((await get(staff.CUBER, '/api/employee/chat?disablepaging=true')).json());
      expect(list.find((item) => item.nmbr === chat.nmbr)?.complaints.map((item) => item.nmbr)).toEqual([second.nmbr, first.nmbr]);
      // Guests never see complaints in their own chat.
      const guestView = chatSchema.parse((await kit.call(chatOwner.guest.token, { method: 'GET', url: '/api/guest/reservation/current/chat' })).json());
      expect(guestView.complaints).toEqual([]);
    });
  });
});
