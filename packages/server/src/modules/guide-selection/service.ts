import type { CurrentGuide, GuideProfile, MatchedGuide, MatchedGuidesBody, Reservation } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { AuthContext } from '../../security/access-tokens';
import type { QuestionnaireService } from '../questionnaire/service';
import { replaceAnswers } from '../questionnaire/repository';
import { resolveEntries } from '../questionnaire/validate-entries';
import type { Clock } from '../reservation/clock';
import { assertNotEnded, guestPersonOf, requireCurrentReservation } from '../reservation/guest-access';
import { loadReservationView } from '../reservation/load-view';
import { findReservationById, updateReservation } from '../reservation/repository';
import { findChatByReservation } from '../chat/chat-repository';
import { syncReservationChatGuide } from '../chat/chat-loader';
import { matchGuides } from './matching';
import { findAvailableGuides, findEmployeeLocationOfAccount, findGuide } from './repository';
import { toGuideProfile } from './to-wire';

export interface GuideSelectionServiceDeps {
  db: Db;
  now: Clock;
  questionnaires: QuestionnaireService;
}

/** §7 guide selection: the chosen guide, matching from the questionnaire, the guides on offer, choosing one. */
export function createGuideSelectionService({ db, now, questionnaires }: GuideSelectionServiceDeps) {
  return {
    async currentGuide(auth: AuthContext): Promise<CurrentGuide> {
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      if (!reservation.guide_employee_id || !reservation.guide_selection_timestamp) return null;
      const guide = await findGuide(db, reservation.guide_employee_id);
      return guide ? { ...toGuideProfile(guide), guideSelectionTimestamp: reservation.guide_selection_timestamp } : null;
    },

    async availableGuides(auth: AuthContext): Promise<GuideProfile[]> {
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      return (await findAvailableGuides(db, reservation.location_id)).map(toGuideProfile);
    },

    /** Stores the answers on the reservation (replacing earlier ones) and scores the location's guides by them. */
    async matchedGuides(auth: AuthContext, body: MatchedGuidesBody): Promise<MatchedGuide[]> {
      const at = now();
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      assertNotEnded(reservation, at);
      const questionnaire = await questionnaires.requireRecord(body.label);
      const chosen = resolveEntries(questionnaire, body.entries);
      await db.transaction().execute((trx) =>
        replaceAnswers(trx, {
          reservationId: reservation.id,
          questionnaireLabel: questionnaire.label,
          personId: person.id,
          answeredAt: at.toISOString(),
          entries: chosen.map(({ questionLabel, option }) => ({ label: questionLabel, awnser: option.value })),
        }),
      );
      const guides = await findAvailableGuides(db, reservation.location_id);
      return matchGuides(guides, chosen.map(({ option }) => option.tags)).map(({ guide, score, matchedTags }) => ({
        ...toGuideProfile(guide),
        score,
        matchedTags,
      }));
    },

    /** INVALID_INPUT unless the guide is on offer at the reservation's location. */
    async chooseGuide(auth: AuthContext, employeeId: string): Promise<Reservation> {
      const at = now();
      const person = await guestPersonOf(db, auth);
      const reservation = await requireCurrentReservation(db, person);
      assertNotEnded(reservation, at);
      const offered = await findAvailableGuides(db, reservation.location_id);
      if (!offered.some((guide) => guide.id === employeeId)) {
        throw new AppError('INVALID_INPUT', 'params._id: not a guide you can choose');
      }
      await db.transaction().execute(async (trx) => {
        await updateReservation(trx, reservation.id, { guide_employee_id: employeeId, guide_selection_timestamp: at.toISOString() });
        // The new guide joins the stay's chat as admin at once, not only on the guest's next chat request.
        const chat = await findChatByReservation(trx, reservation.id);
        if (chat) await syncReservationChatGuide(trx, chat.nmbr, employeeId, at.toISOString());
      });
      const updated = await findReservationById(db, reservation.id);
      if (!updated) throw new AppError('RESERVATION_NOT_FOUND');
      return loadReservationView(db, updated, person.id, at);
    },

    /** For staff: the guides of the employee's location, or of every location when the employee has none. */
    async availableGuidesForEmployee(auth: AuthContext): Promise<GuideProfile[]> {
      const employee = await findEmployeeLocationOfAccount(db, auth.accountId);
      if (!employee) throw new AppError('SESSION_NOT_FOUND');
      return (await findAvailableGuides(db, employee.location_id)).map(toGuideProfile);
    },
  };
}

export type GuideSelectionService = ReturnType<typeof createGuideSelectionService>;
