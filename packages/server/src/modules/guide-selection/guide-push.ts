import type { PushPort } from '../../platform/push/port';

/** Texts in English and Dutch side by side, as the order notifications: no language is known per staff member. */
const both = (en: string, nl: string) => `${en} · ${nl}`;

export interface ChosenGuide {
  /** The guide the guest chose (a staff member). */
  guideId: string;
  /** The reservation number: the booking the notification opens (`/guide/settings/bookings/{number}`). */
  reservationNumber: string;
  guest: { firstname: string; surname: string };
}

/**
 * A guest chose this guide for their stay: the guide gets a RESERVATION notification (unless switched off in their
 * notification settings) whose key is the reservation number, so tapping it opens that booking. No follow-up
 * address: the booking is where it leads. Call it after the choice is committed.
 */
export async function pushGuideChosen(push: Pick<PushPort, 'send'>, { guideId, reservationNumber, guest }: ChosenGuide): Promise<void> {
  const name = `${guest.firstname} ${guest.surname}`.trim();
  await push.send({
    recipient: { kind: 'employee', id: guideId },
    kind: 'reservation',
    title: both('New guest', 'Nieuwe gast'),
    body: both(`${name} chose you as their guide (booking ${reservationNumber})`, `${name} koos jou als gids (boeking ${reservationNumber})`),
    objecttype: 'RESERVATION',
    objectkey: reservationNumber,
    chatnmbr: null,
    url: null,
  });
}
