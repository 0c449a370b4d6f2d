import { fillSavedReply, savedReplyFor, type AppLanguage, type ChatReservationSummary, type SavedReply, type SavedReplyValues } from '@stay/contract';
import { formatDateTime } from '@/lib/time/format';

/**
 * What the variables stand for in a reservation's chat, written in `language` (the reply's): the main guest's first
 * name, the suite, the checkout (the late checkout when there is one) in the park's time zone, and the guide.
 */
export function savedReplyValues(reservation: ChatReservationSummary | null, language: AppLanguage): SavedReplyValues {
  const checkout = reservation ? (reservation.lateCheckout && reservation.controlsDeactivationDateTime) || reservation.endDateTime : null;
  return {
    firstname: reservation?.mainGuest?.firstname || null,
    suite: reservation?.accommodations[0]?.name ?? null,
    checkout: checkout && reservation ? formatDateTime(checkout, reservation.timeZone, language) : null,
    guide: reservation?.guide?.firstname ?? null,
  };
}

export interface SavedReplyInsertion {
  /** The text to put in the composer: in the guest's language when there is one, variables filled. */
  text: string;
  language: AppLanguage;
  /** The guest's language the reply has no text in (then `language` is the location's or English); null when it has. */
  missingLanguage: AppLanguage | null;
}

/** The reply as it goes to this chat's guest (see `savedReplyFor` for the language rule). */
export function savedReplyInsertion(reply: SavedReply, reservation: ChatReservationSummary | null): SavedReplyInsertion {
  const guestLanguage = reservation?.guestLanguage ?? null;
  const choice = savedReplyFor(reply.text, guestLanguage, reservation?.contentLanguage ?? 'en');
  return {
    text: fillSavedReply(choice.text, savedReplyValues(reservation, choice.language)),
    language: choice.language,
    missingLanguage: choice.isGuestLanguageMissing ? guestLanguage : null,
  };
}
