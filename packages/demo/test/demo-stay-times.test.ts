import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import {
  announcementParagraphSchema,
  announcementSchema,
  departureOf,
  locationStayTimesOf,
  productSchema,
  reservationSchema,
  staffReservationDetailSchema,
  staffReservationPageSchema,
  userSettingsSchema,
  wallClockTime,
} from '@stay/contract';
import { describeEachDialect } from '@stay/server/test-support';
import { DEMO_GUEST, DEMO_LOCATION } from '../src/demo-data';
import { DEMO_BREAKFAST_TIME, DEMO_LATE_CHECKOUT_PRICE, DEMO_STAY_TIMES } from '../src/demo-stay-times';
import { seedDemoAnnouncements } from '../src/seed-demo-announcements';
import { seedDemoCatalogue } from '../src/seed-demo-catalogue';
import { CONVERSATIONS, DEMO_SUGGESTIONS, INTERNAL_CHATS } from '../src/seed-demo-chats-data';
import { DEMO_STAYS } from '../src/seed-demo-stays-data';
import { seedDemoData } from './seed-demo-data';

const ZONE = DEMO_LOCATION.timeZone;
const LATE = DEMO_STAYS.find((stay) => stay.key === 'latecheckout')!;

describeEachDialect(
  "the demo park's stay times",
  (ctx) => {
    beforeAll(async () => {
      await seedDemoCatalogue(ctx.db, { log: () => {} });
      await seedDemoAnnouncements(ctx.db, { log: () => {} });
    });

    const get = async <T>(email: string, url: string, schema: z.ZodType<T>): Promise<T> => {
      const session = await ctx.login(email);
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accesstoken: session.accesstoken } });
      expect(response.statusCode, response.body).toBe(200);
      return schema.parse(response.json());
    };

    it('are the location settings the bookings are made with', async () => {
      const settings = await get(DEMO_GUEST.email, '/api/auth/user-settings', userSettingsSchema);
      expect(locationStayTimesOf(settings.permissions)).toEqual(DEMO_STAY_TIMES);
      const stay = await get(DEMO_GUEST.email, '/api/guest/reservation/current', reservationSchema);
      expect(wallClockTime(stay.startDateTime, ZONE)).toBe(DEMO_STAY_TIMES.checkInTime);
      expect(wallClockTime(stay.endDateTime, ZONE)).toBe(DEMO_STAY_TIMES.checkOutTime);
      expect(stay.lateCheckout).toBe(false);
    });

    it('give the guest with a late checkout and the staff the same departure: the late checkout time', async () => {
      const guest = await get(LATE.email!, '/api/guest/reservation/current', reservationSchema);
      const staff = await get('guide@demo.stay', `/api/employee/reservation/${LATE.reservationNumber}`, staffReservationDetailSchema);
      const listed = (await get('guide@demo.stay', '/api/employee/reservation/on-premise?limit=100', staffReservationPageSchema)).items.find(
        (item) => item.nmbr === LATE.reservationNumber,
      );
      expect([guest.lateCheckout, staff.lateCheckout, listed?.lateCheckout]).toEqual([true, true, true]);
      const departure = departureOf(guest, guest.lateCheckout);
      expect(wallClockTime(departure, ZONE)).toBe(DEMO_STAY_TIMES.lateCheckoutTime);
      expect(departureOf(staff, staff.lateCheckout)).toBe(departure);
      expect(listed && departureOf(listed, listed.lateCheckout)).toBe(departure);
    });

    it('are the times the house rules, the Services note and the breakfast name', async () => {
      const all = z.array(announcementSchema).parse(await get(DEMO_GUEST.email, '/api/guest/announcement', z.unknown()));
      const rules = all.find((row) => row.letterkind === 'policy')!;
      const chapters = await get(DEMO_GUEST.email, `/api/guest/announcement/${rules.nmbr}/paragraph`, z.array(announcementParagraphSchema));
      const leaving = chapters.find((chapter) => chapter.paragraphchapter === 'Leaving your suite')!.paragraph;
      expect(leaving).toContain(`<strong>${DEMO_STAY_TIMES.checkOutTime}</strong>`);
      expect(leaving).toContain(`<strong>${DEMO_STAY_TIMES.lateCheckoutTime}</strong>`);
      const note = all.find((row) => row.page === 'services')!;
      const noteChapters = await get(DEMO_GUEST.email, `/api/guest/announcement/${note.nmbr}/paragraph`, z.array(announcementParagraphSchema));
      expect(noteChapters[0]?.paragraph).toContain(DEMO_BREAKFAST_TIME);
      const breakfast = await get(DEMO_GUEST.email, '/api/guest/product/breakfast', productSchema);
      expect(breakfast.deliveryTime).toBe(DEMO_BREAKFAST_TIME);
      expect(breakfast.description).toContain(DEMO_BREAKFAST_TIME);
    });
  },
  { seed: seedDemoData },
);

it('fills the times into every chat text, the late checkout offer with its price', () => {
  const texts = [...CONVERSATIONS.flat(), ...INTERNAL_CHATS.flatMap((chat) => chat.lines)].map((line) => line.text);
  const offer = DEMO_SUGGESTIONS.find((suggestion) => suggestion.id === 'demo-suggestion-late-checkout')!.text;
  const suggestions = DEMO_SUGGESTIONS.flatMap((suggestion) => Object.values(suggestion.text));
  expect([...texts, ...suggestions].filter((text) => /\{(checkIn|checkOut|lateCheckout|lateCheckoutPrice|breakfast)\}/.test(text))).toEqual([]);
  expect(offer.en).toContain(`until ${DEMO_STAY_TIMES.lateCheckoutTime} costs ${DEMO_LATE_CHECKOUT_PRICE}`);
  expect(offer.de).toContain(`bis ${DEMO_STAY_TIMES.lateCheckoutTime} kostet ${DEMO_LATE_CHECKOUT_PRICE}`);
});
