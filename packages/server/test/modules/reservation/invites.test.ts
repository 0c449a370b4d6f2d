import { beforeAll, describe, expect, it } from 'vitest';
import { authSessionSchema, inviteSchema, reservationSchema } from '@stay/contract';
import { findOutboxMailsTo } from '../../../src/platform/mail/repository';
import { describeEachDialect, type TestContext } from '../../support';
import type { TestGuest, TestReservation } from '../../support/factories';
import { DAY_MS, useStayApp, type StayTestKit } from '../../support/stay-app';

async function newGuest(kit: StayTestKit, email: string): Promise<string> {
  const response = await kit.call(undefined, {
    method: 'POST',
    url: '/api/account/create',
    payload: { email, password: 'Secret12', firstname: 'Invited', surname: 'Friend' },
  });
  expect(response.statusCode).toBe(200);
  return authSessionSchema.parse(response.json()).accesstoken;
}

function sendInvite(kit: StayTestKit, token: string, email: string) {
  return kit.call(token, { method: 'POST', url: '/api/guest/reservation/current/send-invite', payload: { email } });
}

/** The reservation and hash from the newest invite mail to `email`. */
async function mailedLink(ctx: TestContext, email: string): Promise<{ reservation: string; hash: string; text: string }> {
  const [mail] = await findOutboxMailsTo(ctx.db, email);
  expect(mail).toMatchObject({ kind: 'invite', transport: 'outbox', status: 'logged' });
  const match = /\/activate-invite\?reservation=([^&\s]+)&hash=([A-Za-z0-9_-]+)/.exec(mail!.text_body);
  expect(match).not.toBeNull();
  return { reservation: decodeURIComponent(match![1]!), hash: match![2]!, text: mail!.text_body };
}

function accept(kit: StayTestKit, token: string, reservation: string, hash: string) {
  return kit.call(token, { method: 'POST', url: `/api/account/resetReservation/${reservation}/${hash}` });
}

describeEachDialect('invites', (ctx) => {
  const kit = useStayApp(ctx);
  let hostStay: TestReservation;
  let hostGuest: TestGuest;
  let arrivingStay: TestReservation;
  let arrivingGuest: TestGuest;
  let staying: TestGuest;

  beforeAll(async () => {
    const make = ctx.factories;
    const locationId = (await make.location()).id;
    ({ reservation: hostStay, guest: hostGuest } = await make.stay({ locationId, guest: { firstname: 'Emma' } }));
    ({ reservation: arrivingStay, guest: arrivingGuest } = await make.stay({ locationId, start: { days: 12, time: '15:00' }, end: { days: 19, time: '10:00' } }));
    ({ guest: staying } = await make.stay({ locationId, guest: { email: 'staying@test.stay' } }));
  });

  describe('send, mail and accept', () => {
    it("writes the mail in the invitee's account language, else in the inviter's", async () => {
      const { guest: lena } = await ctx.factories.stay({ locationId: hostStay.locationId ?? undefined, guest: { firstname: 'Lena' } });
      const { guest: chloe } = await ctx.factories.stay({ locationId: hostStay.locationId ?? undefined, guest: { email: 'chloe@test.stay' } });
      await ctx.db.updateTable('accounts').set({ language: 'de' }).where('person_id', '=', lena.id).execute();
      await ctx.db.updateTable('accounts').set({ language: 'fr' }).where('person_id', '=', chloe.id).execute();
      expect((await sendInvite(kit, lena.token, 'oma@example.de')).statusCode).toBe(200);
      const [german] = await findOutboxMailsTo(ctx.db, 'oma@example.de');
      expect(german).toMatchObject({ subject: expect.stringContaining('Lena lädt dich zum Aufenthalt') });
      expect(german!.text_body).toContain('Öffne diesen Link, um die Einladung anzunehmen');
      expect((await sendInvite(kit, lena.token, 'chloe@test.stay')).statusCode).toBe(200);
      const [french] = await findOutboxMailsTo(ctx.db, 'chloe@test.stay');
      expect(french).toMatchObject({ subject: expect.stringContaining('Lena vous invite à rejoindre son séjour') });
    });

    it('mails a link; the invitee accepts it and becomes a guest of the reservation', async () => {
      const host = hostGuest.token;
      const sent = await sendInvite(kit, host, ' Friend@Example.NL ');
      expect(sent.statusCode).toBe(200);
      expect(inviteSchema.parse(sent.json())).toMatchObject({ email: 'friend@example.nl', status: 'PENDING', acceptedAt: null });

      const link = await mailedLink(ctx, 'friend@example.nl');
      expect(link.reservation).toBe(hostStay.id);
      expect(link.text).toContain('Emma invites you');
      expect(link.text).toContain('http://localhost:8080/activate-invite?');
      const stored = await ctx.db.selectFrom('invites').select('token_hash').where('email', '=', 'friend@example.nl').execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(link.hash);

      const checkMail = await kit.call(host, { method: 'POST', url: '/api/guest/reservation/current/check-mail', payload: { email: 'friend@example.nl' } });
      expect(checkMail.json()).toEqual({ message: 'FOUND' });

      const invitee = await newGuest(kit, 'friend@example.nl');
      const accepted = await accept(kit, invitee, link.reservation, link.hash);
      expect(accepted.statusCode).toBe(200);
      const reservation = reservationSchema.parse(accepted.json());
      expect(reservation).toMatchObject({ _id: hostStay.id, isMainGuest: false, invites: [] });
      expect(reservation.guests.map((guest) => [guest.firstname, guest.isMainGuest])).toEqual([
        ['Emma', true],
        ['Invited', false],
      ]);
      const current = await kit.call(invitee, { method: 'GET', url: '/api/guest/reservation/current' });
      expect(reservationSchema.parse(current.json())._id).toBe(hostStay.id);

      const hostView = reservationSchema.parse((await kit.call(host, { method: 'GET', url: '/api/guest/reservation/current' })).json());
      expect(hostView.invites).toEqual([expect.objectContaining({ email: 'friend@example.nl', status: 'ACCEPTED' })]);

      // The same link again: harmless for the invitee, refused for anybody else.
      expect((await accept(kit, invitee, link.reservation, link.hash)).statusCode).toBe(200);
      const stranger = await accept(kit, await newGuest(kit, 'stranger@example.nl'), link.reservation, link.hash);
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ code: 'INVALID_INVITE' });
    });

    it('lets only the main guest invite or revoke', async () => {
      const extra = await kit.token('friend@example.nl', 'Secret12');
      const invite = await sendInvite(kit, extra, 'another@example.nl');
      expect(invite.statusCode).toBe(403);
      expect(invite.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const revoke = await kit.call(extra, { method: 'DELETE', url: '/api/guest/reservation/current/revoke-invite?email=friend@example.nl' });
      expect(revoke.statusCode).toBe(403);
    });

    it('refuses an invite for somebody who is already a guest', async () => {
      const response = await sendInvite(kit, hostGuest.token, 'friend@example.nl');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });

    it('refuses a tampered hash, another reservation id and an ended reservation', async () => {
      const host = hostGuest.token;
      await sendInvite(kit, host, 'tamper@example.nl');
      const link = await mailedLink(ctx, 'tamper@example.nl');
      const invitee = await newGuest(kit, 'tamper@example.nl');
      for (const [reservation, hash] of [
        [link.reservation, `${link.hash.slice(0, -1)}${link.hash.endsWith('A') ? 'B' : 'A'}`],
        [arrivingStay.id, link.hash],
      ] as const) {
        const response = await accept(kit, invitee, reservation, hash);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'INVALID_INVITE' });
      }
      kit.clock.advance(5 * DAY_MS);
      try {
        expect((await accept(kit, invitee, link.reservation, link.hash)).json()).toMatchObject({ code: 'RESERVATION_ENDED' });
      } finally {
        kit.clock.reset();
      }
    });

    it('refuses an expired link with EXPIRED_INVITE', async () => {
      await sendInvite(kit, arrivingGuest.token, 'late@example.nl');
      const link = await mailedLink(ctx, 'late@example.nl');
      const invitee = await newGuest(kit, 'late@example.nl');
      kit.clock.advance(15 * DAY_MS);
      try {
        const response = await accept(kit, invitee, link.reservation, link.hash);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'EXPIRED_INVITE' });
      } finally {
        kit.clock.reset();
      }
    });

    it('refuses USER_HAS_ACTIVE_RESERVATION for an invitee with a stay of their own', async () => {
      await sendInvite(kit, hostGuest.token, 'staying@test.stay');
      const link = await mailedLink(ctx, 'staying@test.stay');
      const response = await accept(kit, staying.token, link.reservation, link.hash);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'USER_HAS_ACTIVE_RESERVATION' });
    });
  });

  describe('DELETE /api/guest/reservation/current/revoke-invite', () => {
    it('revokes a pending invite: its link stops working', async () => {
      const host = hostGuest.token;
      await sendInvite(kit, host, 'revoked@example.nl');
      const link = await mailedLink(ctx, 'revoked@example.nl');
      const response = await kit.call(host, { method: 'DELETE', url: '/api/guest/reservation/current/revoke-invite?email=revoked@example.nl' });
      expect(response.json()).toEqual({ message: 'REVOKED' });
      const accepted = await accept(kit, await newGuest(kit, 'revoked@example.nl'), link.reservation, link.hash);
      expect(accepted.json()).toMatchObject({ code: 'INVALID_INVITE' });
      const again = await kit.call(host, { method: 'DELETE', url: '/api/guest/reservation/current/revoke-invite?email=revoked@example.nl' });
      expect(again.json()).toEqual({ message: 'NOT_FOUND' });
    });

    it('replaces a pending invite when it is sent again: only the newest link works', async () => {
      const host = hostGuest.token;
      await sendInvite(kit, host, 'twice@example.nl');
      const first = await mailedLink(ctx, 'twice@example.nl');
      await sendInvite(kit, host, 'twice@example.nl');
      const second = await mailedLink(ctx, 'twice@example.nl');
      expect(second.hash).not.toBe(first.hash);
      const invitee = await newGuest(kit, 'twice@example.nl');
      expect((await accept(kit, invitee, first.reservation, first.hash)).json()).toMatchObject({ code: 'INVALID_INVITE' });
      expect((await accept(kit, invitee, second.reservation, second.hash)).statusCode).toBe(200);
    });

    it('revoking an accepted invite takes the invitee off the reservation', async () => {
      const host = hostGuest.token;
      const response = await kit.call(host, { method: 'DELETE', url: '/api/guest/reservation/current/revoke-invite?email=friend@example.nl' });
      expect(response.json()).toEqual({ message: 'REVOKED' });
      const invitee = await kit.token('friend@example.nl', 'Secret12');
      expect((await kit.call(invitee, { method: 'GET', url: '/api/guest/reservation/current' })).json()).toBeNull();
      const byId = await kit.call(invitee, { method: 'GET', url: `/api/guest/reservation/${hostStay.id}` });
      expect(byId.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    });

    it('refuses an email that is not an email', async () => {
      const response = await kit.call(hostGuest.token, {
        method: 'DELETE',
        url: '/api/guest/reservation/current/revoke-invite?email=nope',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
    });
  });
});
