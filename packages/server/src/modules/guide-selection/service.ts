import { DEFAULT_TIME_ZONE, textInLanguage, type AppLanguage, type CurrentGuide, type GuideProfile, type MatchedGuide, type MatchedGuidesBody, type Reservation } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GuestCaller, StaffCaller } from '../../http/caller';
import type { PushPort } from '../../platform/push/port';
import { availableAt } from '../availability';
import { syncReservationChatGuide } from '../chat';
import { findAvailableGuides, findGuide, toGuideProfile, type GuideRecord } from '../identity';
import { findLocation, locationContentLanguage } from '../locations';
import { replaceAnswers, requireQuestionnaire, resolveEntries } from '../questionnaire';
import { assertNotEnded, findReservationById, loadReservationView, requireCurrentReservation, updateReservation } from '../reservation';
import { pushGuideChosen } from './guide-push';
import { inGuestLanguageOrder, matchGuides } from './matching';

type Questionnaire = Awaited<ReturnType<typeof requireQuestionnaire>>;

/** Where an answer stands in the questionnaire, so matches read in the order they were asked. */
function questionnaireOrder(questionnaire: Questionnaire, answer: { label: string; value: string }): number {
  const questionIndex = questionnaire.questions.findIndex((question) => question.label === answer.label);
  const optionIndex = questionnaire.questions[questionIndex]?.options.findIndex((option) => option.value === answer.value) ?? 0;
  return questionIndex * 1000 + optionIndex;
}

export interface GuideSelectionServiceDeps {
  db: Db;
  /** Tells a newly chosen guide (RESERVATION). */
  push: Pick<PushPort, 'send'>;
}

/** Guide selection: the chosen guide, matching from the questionnaire, the guides on offer, choosing one. */
export function createGuideSelectionService({ db, push }: GuideSelectionServiceDeps) {
  /**
   * The guides on offer at a location (every location's for null): those who take guests and are available now by
   * their availability slots (a guide without slots always is).
   */
  async function guidesOnOffer(locationId: string | null, now: Date): Promise<GuideRecord[]> {
    const guides = await findAvailableGuides(db, locationId);
    const timeZone = locationId === null ? DEFAULT_TIME_ZONE : ((await findLocation(db, locationId))?.time_zone ?? DEFAULT_TIME_ZONE);
    const available = await availableAt(db, guides.map((guide) => guide.id), now, timeZone);
    return guides.filter((guide) => available.has(guide.id));
  }

  /** The language a location's texts fall back to (English for none or every location). */
  const contentFallback = async (locationId: string | null): Promise<AppLanguage> =>
    locationId === null ? 'en' : locationContentLanguage(db, locationId);

  /** How a reader of `language` at a location (every location: null) reads guide profiles. */
  async function profileReader(language: AppLanguage, locationId: string | null): Promise<(guide: GuideRecord) => GuideProfile> {
    const fallback = await contentFallback(locationId);
    return (guide) => toGuideProfile(guide, language, fallback);
  }

  return {
    async currentGuide(guest: GuestCaller): Promise<CurrentGuide> {
      const reservation = await requireCurrentReservation(db, guest);
      if (!reservation.guide_employee_id || !reservation.guide_selection_timestamp) return null;
      const guide = await findGuide(db, reservation.guide_employee_id);
      const read = await profileReader(guest.language, reservation.location_id);
      return guide ? { ...read(guide), guideSelectionTimestamp: reservation.guide_selection_timestamp } : null;
    },

    /** The guides on offer, those who speak the guest's language first (see `matching.ts`). */
    async availableGuides(guest: GuestCaller, now: Date): Promise<GuideProfile[]> {
      const reservation = await requireCurrentReservation(db, guest);
      const read = await profileReader(guest.language, reservation.location_id);
      return inGuestLanguageOrder(await guidesOnOffer(reservation.location_id, now), guest.language).map(read);
    },

    /** Stores the answers on the reservation (replacing earlier ones) and scores the location's guides by them. */
    async matchedGuides(guest: GuestCaller, now: Date, body: MatchedGuidesBody): Promise<MatchedGuide[]> {
      const reservation = await requireCurrentReservation(db, guest);
      assertNotEnded(reservation, now);
      const questionnaire = await requireQuestionnaire(db, body.label);
      const chosen = resolveEntries(questionnaire, body.entries);
      await db.transaction().execute((trx) =>
        replaceAnswers(trx, {
          reservationId: reservation.id,
          questionnaireLabel: questionnaire.label,
          guestId: guest.id,
          answeredAt: now.toISOString(),
          entries: chosen.map(({ questionLabel, option }) => ({ label: questionLabel, awnser: option.value })),
        }),
      );
      const guides = await guidesOnOffer(reservation.location_id, now);
      const fallback = await contentFallback(reservation.location_id);
      const read = (guide: GuideRecord) => toGuideProfile(guide, guest.language, fallback);
      const answers = chosen
        .map(({ questionLabel, option }) => ({
          label: questionLabel,
          value: option.value,
          text: textInLanguage(option.text, guest.language, fallback),
          tags: option.tags,
        }))
        .sort((a, b) => questionnaireOrder(questionnaire, a) - questionnaireOrder(questionnaire, b));
      return matchGuides(guides, answers, guest.language).map(({ guide, score, matchedAnswers }) => ({
        ...read(guide),
        score,
        matchedAnswers: matchedAnswers.map(({ label, value, text }) => ({ label, awnser: value, text })),
      }));
    },

    /** INVALID_INPUT unless the guide is on offer at the reservation's location. A new guide hears of it (push). */
    async chooseGuide(guest: GuestCaller, now: Date, staffId: string): Promise<Reservation> {
      const reservation = await requireCurrentReservation(db, guest);
      assertNotEnded(reservation, now);
      const offered = await guidesOnOffer(reservation.location_id, now);
      if (!offered.some((guide) => guide.id === staffId)) {
        throw new AppError('INVALID_INPUT', 'params._id: not a guide you can choose');
      }
      await db.transaction().execute(async (trx) => {
        await updateReservation(trx, reservation.id, { guide_employee_id: staffId, guide_selection_timestamp: now.toISOString() });
        // The new guide joins the stay's chat as admin at once, not only on the guest's next chat request.
        await syncReservationChatGuide(trx, reservation.id, staffId, now.toISOString());
      });
      if (reservation.guide_employee_id !== staffId) {
        await pushGuideChosen(db, push, { guideId: staffId, reservationNumber: reservation.reservation_number, guest });
      }
      const updated = await findReservationById(db, reservation.id);
      if (!updated) throw new AppError('RESERVATION_NOT_FOUND');
      return loadReservationView(db, updated, guest.id, now);
    },

    /** For staff: the guides on offer at the staff member's location now, or at every location when the staff member has none. */
    async availableGuidesForStaff(staff: StaffCaller, now: Date): Promise<GuideProfile[]> {
      const read = await profileReader(staff.language, staff.locationId);
      return (await guidesOnOffer(staff.locationId, now)).map(read);
    },
  };
}

export type GuideSelectionService = ReturnType<typeof createGuideSelectionService>;
