import type { AppLanguage } from '@stay/contract';
import type { DbOrTrx } from '../../db/database';
import type { PushPort } from '../../platform/push/port';
import { recipientLanguage } from '../identity';

/** The notification's texts in each language; the guide reads it in their account's language. */
const GUIDE_CHOSEN_TEXTS: Record<AppLanguage, { title: string; body: (name: string, booking: string) => string }> = {
  en: { title: 'New guest', body: (name, booking) => `${name} chose you as their guide (booking ${booking})` },
  nl: { title: 'Nieuwe gast', body: (name, booking) => `${name} koos jou als gids (boeking ${booking})` },
  de: { title: 'Neuer Gast', body: (name, booking) => `${name} hat dich als Guide gewählt (Buchung ${booking})` },
  fr: { title: 'Nouveau client', body: (name, booking) => `${name} vous a choisi comme guide (réservation ${booking})` },
};

export interface ChosenGuide {
  /** The guide the guest chose (a staff member). */
  guideId: string;
  /** The reservation number: the booking the notification opens (`/guide/settings/bookings/{number}`). */
  reservationNumber: string;
  guest: { firstname: string; surname: string };
}

/**
 * A guest chose this guide for their stay: the guide gets a RESERVATION notification (unless switched off in their
 * notification settings), in the guide's account language, whose key is the reservation number, so tapping it opens
 * that booking. No follow-up address: the booking is where it leads. Call it after the choice is committed.
 */
export async function pushGuideChosen(db: DbOrTrx, push: Pick<PushPort, 'send'>, { guideId, reservationNumber, guest }: ChosenGuide): Promise<void> {
  const name = `${guest.firstname} ${guest.surname}`.trim();
  const recipient = { kind: 'employee', id: guideId } as const;
  const texts = GUIDE_CHOSEN_TEXTS[await recipientLanguage(db, recipient)];
  await push.send({
    recipient,
    kind: 'reservation',
    title: texts.title,
    body: texts.body(name, reservationNumber),
    objecttype: 'RESERVATION',
    objectkey: reservationNumber,
    chatnmbr: null,
    url: null,
  });
}
