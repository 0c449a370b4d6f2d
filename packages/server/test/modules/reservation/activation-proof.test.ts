import { createHash } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '@stay/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../support';
import type { TestGuest, TestReservation } from '../../support/factories';
import { DAY_MS, useStayApp } from '../../support/stay-app';
import { issueActivationCode, newActivationCode } from '../../../src/modules/reservation/activation-code';
import { MAX_FAILED_PROOFS_PER_RESERVATION } from '../../../src/modules/reservation/check-throttle';
import { RESERVATION_NUMBER_ALPHABET, newReservationNumber, newUniqueReservationNumber } from '../../../src/modules/reservation/reservation-number';

const CODE = 'DUNE7-WAVES';

describeEachDialect('proving a reservation', (ctx) => {
  const kit = useStayApp(ctx);
  let locationId: string;

  beforeAll(async () => {
    locationId = (await ctx.factories.location()).id;
  });

  /** Every guess from its own account and its own address: the per-caller limits never apply. */
  let caller = 0;
  async function checkAsStranger(reservation: TestReservation, mode: string, value: string) {
    caller += 1;
    const guest = await ctx.factories.guest();
    const response = await kit.call(guest.token, {
      method: 'GET',
      url: `/api/guest/reservation/check/${reservation.number}/${mode}/${encodeURIComponent(value)}`,
      remoteAddress: `198.18.${Math.floor(caller / 250)}.${(caller % 250) + 1}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { message: string };
  }
  const link = (guest: TestGuest, reservation: TestReservation, mode: string, checkValue: string) =>
    kit.call(guest.token, {
      method: 'POST',
      url: `/api/account/linkReservation/${reservation.number}`,
      payload: { mode, checkValue },
      remoteAddress: '192.0.2.200',
    });

  describe('per reservation, across all addresses', () => {
    it(`stops accepting the postal code after ${MAX_FAILED_PROOFS_PER_RESERVATION} wrong guesses in a day; the activation code still works`, async () => {
      const reservation = await ctx.factories.reservation({ locationId, postalCode: '1071 XX', activationCode: CODE });
      expect(await checkAsStranger(reservation, 'postalcode', '1071 XX')).toEqual({ message: 'FOUND' });

      // A stranger walks through the town's postal codes from ever new addresses and accounts.
      for (let guess = 0; guess < MAX_FAILED_PROOFS_PER_RESERVATION; guess += 1) {
        expect(await checkAsStranger(reservation, 'postalcode', `10${String(guess).padStart(2, '0')} AB`)).toEqual({ message: 'NOT_FOUND' });
      }
      // The right postal code is no longer accepted, from anyone.
      expect(await checkAsStranger(reservation, 'postalcode', '1071 XX')).toEqual({ message: 'NOT_FOUND' });

      const owner = await ctx.factories.guest();
      expect((await link(owner, reservation, 'postalcode', '1071 XX')).json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
      const linked = await link(owner, reservation, 'code', 'dune7 waves');
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({ nmbr: reservation.number, isMainGuest: true });
    });

    it('accepts the postal code again once the day has passed', async () => {
      const reservation = await ctx.factories.reservation({ locationId, postalCode: '3511 AB' });
      for (let guess = 0; guess < MAX_FAILED_PROOFS_PER_RESERVATION; guess += 1) {
        expect(await checkAsStranger(reservation, 'postalcode', `35${String(guess).padStart(2, '0')} ZZ`)).toEqual({ message: 'NOT_FOUND' });
      }
      expect(await checkAsStranger(reservation, 'postalcode', '3511 AB')).toEqual({ message: 'NOT_FOUND' });
      kit.clock.advance(DAY_MS + 60_000);
      try {
        expect(await checkAsStranger(reservation, 'postalcode', '3511 AB')).toEqual({ message: 'FOUND' });
      } finally {
        kit.clock.reset();
      }
    });

    it('lets the owner with the booking email activate after strangers failed many times', async () => {
      const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'owner@booking.test', postalCode: '2011 CD' });
      for (let guess = 0; guess < 2 * MAX_FAILED_PROOFS_PER_RESERVATION; guess += 1) {
        const [mode, value] = guess % 2 === 0 ? ['postalcode', `20${String(guess).padStart(2, '0')} CD`] : ['email', `guess-${guess}@booking.test`];
        expect(await checkAsStranger(reservation, mode, value)).toEqual({ message: 'NOT_FOUND' });
      }
      const owner = await ctx.factories.guest();
      const linked = await link(owner, reservation, 'email', 'Owner@Booking.test');
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({ nmbr: reservation.number, isMainGuest: true });
    });
  });

  describe('which proofs count', () => {
    it('refuses the postal code of a booking that has an email on file, even when it is right', async () => {
      const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'family@booking.test', postalCode: '1234 AB' });
      expect(await checkAsStranger(reservation, 'postalcode', '1234 AB')).toEqual({ message: 'NOT_FOUND' });
      expect(await checkAsStranger(reservation, 'email', 'FAMILY@booking.test')).toEqual({ message: 'FOUND' });
    });

    it('accepts an issued activation code, in any case and grouping, and keeps only its SHA-256', async () => {
      const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'coded@booking.test' });
      const code = await issueActivationCode(ctx.db, reservation.id);
      expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{5}-[${ACTIVATION_CODE_ALPHABET}]{5}$`));

      const row = await ctx.db.selectFrom('reservations').select('activation_code_hash').where('id', '=', reservation.id).executeTakeFirstOrThrow();
      expect(row.activation_code_hash).toBe(createHash('sha256').update(code.replace('-', '')).digest('hex'));
      const stored = JSON.stringify(await ctx.db.selectFrom('reservations').selectAll().where('id', '=', reservation.id).executeTakeFirstOrThrow());
      expect(stored).not.toContain(code.replace('-', ''));

      expect(await checkAsStranger(reservation, 'code', code.toLowerCase())).toEqual({ message: 'FOUND' });
      expect(await checkAsStranger(reservation, 'code', code.replace('-', ' '))).toEqual({ message: 'FOUND' });
      expect(await checkAsStranger(reservation, 'code', newActivationCode())).toEqual({ message: 'NOT_FOUND' });

      // A new code replaces the old one.
      const next = await issueActivationCode(ctx.db, reservation.id);
      expect(await checkAsStranger(reservation, 'code', code)).toEqual({ message: next === code ? 'FOUND' : 'NOT_FOUND' });
      expect(await checkAsStranger(reservation, 'code', next)).toEqual({ message: 'FOUND' });
    });

    it('refuses a code for a reservation that has none', async () => {
      const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'nocode@booking.test' });
      expect(await checkAsStranger(reservation, 'code', CODE)).toEqual({ message: 'NOT_FOUND' });
    });

    it('activates while creating the account with the code', async () => {
      const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'newcomer@booking.test', activationCode: CODE });
      const response = await kit.call(undefined, {
        method: 'POST',
        url: '/api/account/create',
        payload: {
          email: 'newcomer@example.test',
          password: 'Secret12',
          passwordRepeat: 'Secret12',
          firstname: 'Nina',
          surname: 'Nieuw',
          reservation: { number: reservation.number, mode: 'code', checkValue: CODE },
        },
        remoteAddress: '192.0.2.201',
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('new reservation numbers', () => {
    it('keep the format: a prefix and random characters without look-alikes, about 40 bits', () => {
      const number = newReservationNumber({ prefix: 'DZ-2025-' });
      expect(number).toMatch(new RegExp(`^DZ-2025-[${RESERVATION_NUMBER_ALPHABET}]{8}$`));
      expect(8 * Math.log2(RESERVATION_NUMBER_ALPHABET.length)).toBeGreaterThan(39);
      expect(ACTIVATION_CODE_LENGTH * Math.log2(ACTIVATION_CODE_ALPHABET.length)).toBeGreaterThan(49);
    });

    it('cannot be told from the one before: no repeats and no successor of the previous number', () => {
      const valueOf = (number: string) => [...number.slice('DZ-2025-'.length)].reduce((sum, char) => sum * 31 + RESERVATION_NUMBER_ALPHABET.indexOf(char), 0);
      const numbers = Array.from({ length: 2000 }, () => newReservationNumber({ prefix: 'DZ-2025-' }));
      expect(new Set(numbers).size).toBe(numbers.length);
      const steps = numbers.slice(1).map((number, index) => valueOf(number) - valueOf(numbers[index]!));
      expect(steps.filter((step) => Math.abs(step) <= 1000)).toEqual([]);
    });

    it('are checked against the numbers in use', async () => {
      await ctx.factories.reservation({ locationId, number: 'UQ-A' });
      await expect(newUniqueReservationNumber(ctx.db, { prefix: 'UQ-', alphabet: 'A', length: 1 })).rejects.toThrow(/No free reservation number/);
      expect(await newUniqueReservationNumber(ctx.db, { prefix: 'UQ-', alphabet: 'B', length: 1 })).toBe('UQ-B');
    });
  });
});
