import { beforeAll, expect, it } from 'vitest';
import { availabilitySlotSchema, chatSchema, complaintCounterSchema, complaintDetailSchema, complaintPageSchema, isAvailableAt } from '@stay/contract';
import { z } from 'zod';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_LOCATION, DEMO_RESERVATION_ID } from '../src/demo-data';
import { seedDemoChats } from '../src/seed-demo-chats';
import { seedDemoComplaints, type DemoComplaintsCounts } from '../src/seed-demo-complaints';
import { DEMO_AVAILABILITY, DEMO_COMPLAINTS, DEMO_STAFF } from '../src/seed-demo-complaints-data';
import { seedDemoData } from './seed-demo-data';

describeEachDialect('demo complaint and availability seed', (ctx) => {
  let first: DemoComplaintsCounts;
  const now = new Date();

  beforeAll(async () => {
    await seedDemoChats(ctx.db, { log: () => {} });
    first = await seedDemoComplaints(ctx.db, { now, log: () => {} });
  });

  const get = async (email: string, url: string) => {
    const session = await ctx.login(email);
    const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('files every demo complaint with its notes and appointments, and availability for every demo staff member', () => {
    expect(first).toEqual({
      complaints: DEMO_COMPLAINTS.length,
      notes: DEMO_COMPLAINTS.reduce((sum, complaint) => sum + complaint.notes.length, 0),
      appointments: DEMO_COMPLAINTS.reduce((sum, complaint) => sum + complaint.appointments.length, 0),
      slots: Object.values(DEMO_AVAILABILITY).reduce((sum, slots) => sum + slots.length, 0),
    });
  });

  it('covers every state and review: new, in progress, awaiting review, approved, declined, resolved', async () => {
    const page = complaintPageSchema.parse(await get('management@demo.stay', '/api/employee/complaint?limit=200'));
    const states = new Set(page.items.map((item) => item.complaintstatetext));
    const reviews = new Set(page.items.map((item) => item.assigned));
    expect(states).toEqual(new Set(['New', 'In progress', 'Resolved']));
    expect(reviews).toEqual(new Set(['', 'J', 'N']));
    expect(page.items.every((item) => item.reservation._id !== '')).toBe(true);
    expect(page.items.filter((item) => item.complaintstatetext === 'Resolved').every((item) => item.resolved !== null)).toBe(true);
    expect(page.items.filter((item) => item.assigned !== '').every((item) => item.reviewed !== null)).toBe(true);
    const withAppointments = page.items.find((item) => item.appointmentcount > 1);
    const detail = complaintDetailSchema.parse(await get('management@demo.stay', `/api/employee/complaint/${withAppointments!.nmbr}`));
    // Appointments lie after today, so one planned for this hour never overlaps them.
    expect(detail.appointments.every((appointment) => Date.parse(appointment.appointmentstart) > now.getTime())).toBe(true);
    expect(detail.complaintnotes.length).toBeGreaterThan(0);
    const counter = complaintCounterSchema.parse(await get('cuber@demo.stay', '/api/employee/complaint/counter'));
    expect(counter.open).toBeGreaterThan(0);
    expect(counter.unapproved).toBeGreaterThan(0);
    expect(counter.mine).toBeGreaterThan(0);
  });

  it('shows the demo guest’s complaints in their chat’s list item', async () => {
    const chats = z.array(chatSchema).parse(await get('cuber@demo.stay', '/api/employee/chat?disablepaging=true'));
    const main = chats.find((chat) => chat.objectkey === DEMO_RESERVATION_ID);
    expect(main?.complaints.map((complaint) => complaint.subject).sort()).toEqual(
      DEMO_COMPLAINTS.filter((complaint) => complaint.stay === 'main').map((complaint) => complaint.subject).sort(),
    );
  });

  it('keeps every demo staff member available now and tomorrow, with a weekly slot and an exception each', async () => {
    for (const staffId of Object.values(DEMO_STAFF)) {
      const slots = z.array(availabilitySlotSchema).parse(await get('management@demo.stay', `/api/employee/availabilty?employee=${staffId}`));
      expect(slots.some((slot) => slot.repeat === 'weekly')).toBe(true);
      expect(slots.some((slot) => slot.repeat === 'once')).toBe(true);
      for (const hours of [0, 24]) expect(isAvailableAt(slots, new Date(now.getTime() + hours * 3_600_000), DEMO_LOCATION.timeZone)).toBe(true);
    }
  });

  it('is idempotent', async () => {
    expect(await seedDemoComplaints(ctx.db, { now, log: () => {} })).toEqual({ complaints: 0, notes: 0, appointments: 0, slots: 0 });
  });
}, { seed: seedDemoData });
