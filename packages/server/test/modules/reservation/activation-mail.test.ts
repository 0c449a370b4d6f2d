import { ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR, STAFF_ROLES, activationMailReplySchema } from '@stay/contract';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { AppError } from '../../../src/errors';
import type { MailMessage, MailPort } from '../../../src/platform/mail/port';
import { describeEachDialect } from '../../support';
import type { TestReservation, TestStaff } from '../../support/factories';
import { useStayApp } from '../../support/stay-app';
import { sendActivationMailToBooking } from '../../../src/modules/reservation/activation-mail-service';

/** Keeps every mail; `failing` makes the next sends fail as an unreachable SMTP server would. */
function capturingMailer() {
  const sent: MailMessage[] = [];
  const state = { failing: false };
  const port: MailPort = {
    transport: 'outbox',
    async send(message) {
      if (state.failing) throw new AppError('MAIL_ERROR');
      sent.push(message);
      return { id: String(sent.length), transport: 'outbox', status: 'logged' };
    },
    async close() {},
  };
  return { port, sent, state };
}

const HOUR_MS = 60 * 60 * 1000;

describeEachDialect('activation mail from the booking', (ctx) => {
  const mail = capturingMailer();
  const kit = useStayApp(ctx, { mailer: () => mail.port });
  let locationId: string;
  let staff: Record<(typeof STAFF_ROLES)[number], TestStaff>;

  beforeAll(async () => {
    await ctx.factories.settings();
    locationId = (await ctx.factories.location()).id;
    staff = await ctx.factories.staffOfEveryRole(locationId);
  });
  beforeEach(() => {
    kit.clock.reset();
    mail.state.failing = false;
  });

  const send = (token: string | undefined, reservation: TestReservation, body: object = {}) =>
    kit.call(token, { method: 'POST', url: `/api/employee/reservation/${encodeURIComponent(reservation.number)}/activation-mail`, payload: body });

  /** The number and code of the newest mail's link, and the mail. */
  function mailedLink(): { reservation: string; code: string; message: MailMessage } {
    const message = mail.sent.at(-1);
    if (!message) throw new Error('no mail was sent');
    const match = /\/activate-reservation\?reservation=([^&\s]+)&code=([A-Z0-9-]+)/.exec(message.text);
    if (!match) throw new Error(`no activation link in: ${message.text}`);
    return { reservation: decodeURIComponent(match[1]!), code: match[2]!, message };
  }

  let caller = 0;
  async function check(reservation: TestReservation, code: string) {
    caller += 1;
    const guest = await ctx.factories.guest();
    const response = await kit.call(guest.token, {
      method: 'GET',
      url: `/api/guest/reservation/check/${reservation.number}/code/${encodeURIComponent(code)}`,
      remoteAddress: `198.19.0.${caller}`,
    });
    return (response.json() as { message: string }).message;
  }

  it('mails a new code to the booking email; the code activates the reservation and only its hash is kept', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'family@booking.test', suites: ['Dune suite'] });
    const response = await send(staff.BACKOFFICE.token, reservation);
    expect(response.statusCode, response.body).toBe(200);
    expect(activationMailReplySchema.parse(response.json())).toEqual({ sentTo: 'family@booking.test' });

    const link = mailedLink();
    expect(link.reservation).toBe(reservation.number);
    expect(link.message).toMatchObject({ kind: 'reservation-activation', to: 'family@booking.test', secrets: [link.code] });
    expect(link.message.text).toContain(reservation.number);
    expect(link.message.text).toContain('Dune suite');
    expect(link.message.subject).toContain(reservation.number);

    const stored = JSON.stringify(await ctx.db.selectFrom('reservations').selectAll().where('id', '=', reservation.id).executeTakeFirstOrThrow());
    expect(stored).not.toContain(link.code);
    expect(stored).not.toContain(link.code.replace('-', ''));

    expect(await check(reservation, link.code)).toBe('FOUND');
    const guest = await ctx.factories.guest();
    const linked = await kit.call(guest.token, {
      method: 'POST',
      url: `/api/account/linkReservation/${reservation.number}`,
      payload: { mode: 'code', checkValue: link.code },
      remoteAddress: '198.19.1.1',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ nmbr: reservation.number, isMainGuest: true });
  });

  it('replaces the previous code: the first mail stops working', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'twice@booking.test' });
    expect((await send(staff.GUIDE.token, reservation)).statusCode).toBe(200);
    const first = mailedLink().code;
    expect((await send(staff.GUIDE.token, reservation)).statusCode).toBe(200);
    const second = mailedLink().code;
    expect(second).not.toBe(first);
    expect(await check(reservation, first)).toBe('NOT_FOUND');
    expect(await check(reservation, second)).toBe('FOUND');
  });

  it('keeps the previous code when the mail cannot be sent', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'bounce@booking.test' });
    expect((await send(staff.MANAGEMENT.token, reservation)).statusCode).toBe(200);
    const code = mailedLink().code;
    mail.state.failing = true;
    const failed = await send(staff.MANAGEMENT.token, reservation);
    expect(failed.json()).toMatchObject({ code: 'MAIL_ERROR' });
    mail.state.failing = false;
    expect(await check(reservation, code)).toBe('FOUND');
  });

  it('sends to the given email in the language of its account, and names the field when there is no address at all', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: null });
    const missing = await send(staff.CUBER.token, reservation);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((missing.json() as { message: string }).message).toMatch(/^email/);
    expect((await send(staff.CUBER.token, reservation, { email: 'not an email' })).json()).toMatchObject({ code: 'INVALID_INPUT' });

    const english = await send(staff.CUBER.token, reservation, { email: 'Someone@Example.test' });
    expect(english.json()).toEqual({ sentTo: 'someone@example.test' });
    expect(mailedLink().message.subject).toMatch(/activate it in the app/);

    const dutch = await ctx.factories.guest({ email: 'nl-guest@example.test' });
    await ctx.db.updateTable('accounts').set({ language: 'nl' }).where('id', '=', dutch.accountId).execute();
    expect((await send(staff.CUBER.token, reservation, { email: 'nl-guest@example.test' })).statusCode).toBe(200);
    expect(mailedLink().message).toMatchObject({ to: 'nl-guest@example.test', subject: expect.stringMatching(/activeer het in de app/) });
    expect(mailedLink().message.text).toContain('Activatiecode');

    const german = await ctx.factories.guest({ email: 'de-guest@example.test' });
    await ctx.db.updateTable('accounts').set({ language: 'de' }).where('id', '=', german.accountId).execute();
    expect((await send(staff.CUBER.token, reservation, { email: 'de-guest@example.test' })).statusCode).toBe(200);
    expect(mailedLink().message).toMatchObject({ subject: expect.stringMatching(/aktiviere ihn in der App/) });
    expect(mailedLink().message.text).toContain('Aktivierungscode');

    const french = await ctx.factories.guest({ email: 'fr-guest@example.test' });
    await ctx.db.updateTable('accounts').set({ language: 'fr' }).where('id', '=', french.accountId).execute();
    expect((await send(staff.CUBER.token, reservation, { email: 'fr-guest@example.test' })).statusCode).toBe(200);
    expect(mailedLink().message).toMatchObject({ subject: expect.stringMatching(/activez-le dans l’application/) });
    expect(mailedLink().message.text).toContain('Code d’activation');
  });

  it('lets every staff role of the location send it; staff elsewhere and guests are refused and nothing is mailed', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'roles@booking.test' });
    for (const role of STAFF_ROLES) {
      const response = await send(staff[role].token, reservation);
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
    }
    const sentBefore = mail.sent.length;
    const elsewhere = await ctx.factories.staff({ role: 'MANAGEMENT', locationId: (await ctx.factories.location()).id });
    expect((await send(elsewhere.token, reservation)).json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    const { guest } = await ctx.factories.stay({ locationId });
    const asGuest = await send(guest.token, reservation);
    expect(asGuest.statusCode).toBe(403);
    expect((await send(undefined, reservation)).statusCode).toBe(401);
    expect(mail.sent.length).toBe(sentBefore);
  });

  it(`sends at most ${ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR} mails per reservation in an hour`, async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'often@booking.test' });
    const other = await ctx.factories.reservation({ locationId, bookingEmail: 'other@booking.test' });
    for (let count = 0; count < ACTIVATION_MAILS_PER_RESERVATION_PER_HOUR; count += 1) {
      expect((await send(staff.BACKOFFICE.token, reservation)).statusCode).toBe(200);
    }
    const lastCode = mailedLink().code;
    const refused = await send(staff.MANAGEMENT.token, reservation);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await check(reservation, lastCode)).toBe('FOUND');
    expect((await send(staff.BACKOFFICE.token, other)).statusCode).toBe(200);

    kit.clock.advance(HOUR_MS + 60_000);
    expect((await send(staff.BACKOFFICE.token, reservation)).statusCode).toBe(200);
  });

  it('refuses a reservation that has ended', async () => {
    const reservation = await ctx.factories.reservation({ locationId, bookingEmail: 'gone@booking.test', start: { days: -6, time: '15:00' }, end: { days: -1, time: '10:00' } });
    const response = await send(staff.MANAGEMENT.token, reservation);
    expect(response.json()).toMatchObject({ code: 'RESERVATION_ENDED' });
    expect(mail.sent.some((message) => message.to === 'gone@booking.test')).toBe(false);
  });

  it('mails a reservation the import asks for only when it has a booking email', async () => {
    const withEmail = await ctx.factories.reservation({ locationId, bookingEmail: 'imported@booking.test' });
    const withoutEmail = await ctx.factories.reservation({ locationId });
    const deps = { db: ctx.db, mailer: mail.port, publicUrl: 'https://stay.test' };
    const sentBefore = mail.sent.length;
    expect(await sendActivationMailToBooking(deps, withoutEmail.number, new Date())).toBe(false);
    expect(mail.sent.length).toBe(sentBefore);
    expect(await sendActivationMailToBooking(deps, withEmail.number, new Date())).toBe(true);
    const link = mailedLink();
    expect(link.message.to).toBe('imported@booking.test');
    expect(link.message.text).toContain(`https://stay.test/activate-reservation?reservation=${encodeURIComponent(withEmail.number)}&code=${link.code}`);
    expect(await check(withEmail, link.code)).toBe('FOUND');
  });
});
