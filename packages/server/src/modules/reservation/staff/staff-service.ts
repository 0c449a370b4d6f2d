import {
  calendarDayIn,
  controlsWindow,
  currentMonthIn,
  dayBoundsIn,
  DEFAULT_TIME_ZONE,
  hasDeviceAlert,
  isLateCheckout,
  isProvisional,
  isSupportRole,
  leaderboardRanks,
  occupiedSuitesPerNight,
  periodBoundsIn,
  startOfDateIn,
  textInLanguage,
  upcomingDates,
  type AppLanguage,
  type DatePeriod,
  type StaffLeaderboard,
  type StaffLeaderboardQuery,
  type StaffQuestionnaireAnswer,
  type StaffReservationDashboard,
  type StaffReservationDetail,
  type StaffReservationList,
  type StaffReservationListQuery,
  type StaffReservationPage,
  type StaffReservationStatus,
  type StaffReservationSummary,
} from '@stay/contract';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { StaffCaller } from '../../../http/caller';
import { findSuitesAt, findSuitesWithDeviceAlert, loadStaffDevices } from '../../suite';
import { findStaffRows, findGuide, findLocationStaff, accountLanguageOf, toReservationGuide } from '../../identity';
import { findLocation, locationContentLanguage } from '../../locations';
import { findAnswersOf, findQuestionnaire } from '../../questionnaire';
import { findInvitesOf } from '../invite-repository';
import { configuredDeactivationTime } from '../late-checkout';
import { findSuitesOf, findLocationOf, findReservationByNumber } from '../repository';
import { toInvite, toReservationTimes } from '../to-wire';
import { decodeCursor, encodeCursor } from './cursor';
import { listSpecOf } from './list-spec';
import { findSharedListPage } from './shared-list-page';
import {
  countGuideStays,
  countList,
  findChatNmbrOf,
  findLongestStayMs,
  findStaffGuestsOf,
  findSuiteStaysBetween,
  type ListRow,
} from './staff-repository';

/** Where the caller works: the location (null: every location) and the zone its "today" is counted in. */
interface Place {
  locationId: string | null;
  timeZone: string;
}

/** How a location tells a late checkout: the zone of its wall clock and its configured late-checkout time. */
interface LateCheckoutRule {
  timeZone: string;
  deactivationTime: unknown;
}

/** The late-checkout rule per location, each looked up once; a line without a (known) location counts in the place's zone. */
async function lateCheckoutRulesOf(db: Db, locationIds: readonly (string | null)[], place: Place): Promise<Map<string | null, LateCheckoutRule>> {
  const distinct = [...new Set(locationIds)];
  const rules = await Promise.all(
    distinct.map(async (locationId): Promise<[string | null, LateCheckoutRule]> => {
      const [location, deactivationTime] = await Promise.all([locationId === null ? undefined : findLocation(db, locationId), configuredDeactivationTime(db, locationId)]);
      return [locationId, { timeZone: location?.time_zone ?? place.timeZone, deactivationTime }];
    }),
  );
  return new Map(rules);
}

/**
 * The staff reservation views (/api/employee/reservation). Every read is scoped to the caller's location (staff without
 * a location see every location, with "today" in the default zone); a reservation elsewhere is RESERVATION_NOT_FOUND.
 */
export function createStaffReservationService({ db }: { db: Db }) {
  async function placeOf(staff: StaffCaller): Promise<Place> {
    if (staff.locationId === null) return { locationId: null, timeZone: DEFAULT_TIME_ZONE };
    const location = await findLocation(db, staff.locationId);
    return { locationId: staff.locationId, timeZone: location?.time_zone ?? DEFAULT_TIME_ZONE };
  }

  /** The lines as staff see them at `now`, and the first instant they show otherwise by time alone (a device alert). */
  async function toSummaries(rows: readonly ListRow[], now: Date, place: Place): Promise<{ items: StaffReservationSummary[]; until: number }> {
    const suiteIds = [...new Set(rows.flatMap((row) => (row.suite_id ? [row.suite_id] : [])))];
    const [alerts, lateCheckoutRules] = await Promise.all([
      findSuitesWithDeviceAlert(db, suiteIds, now),
      lateCheckoutRulesOf(db, rows.map((row) => row.location_id), place),
    ]);
    const items = rows.map((row) => {
      const times = {
        status: row.status,
        startDateTime: row.start_date_time,
        endDateTime: row.end_date_time,
        controlsActivationDateTime: row.controls_activation_date_time,
        controlsDeactivationDateTime: row.controls_deactivation_date_time,
      };
      const rule = lateCheckoutRules.get(row.location_id)!;
      const suite = row.suite_id !== null && row.suite_name !== null ? { _id: row.suite_id, name: row.suite_name } : row.accommodation_name ? { _id: `${row.id}:suite`, name: row.accommodation_name } : null;
      return {
        _id: row.id,
        nmbr: row.reservation_number,
        isProvisional: isProvisional(row),
        ...times,
        lateCheckout: isLateCheckout(times, rule.timeZone, rule.deactivationTime),
        suite,
        mainGuest: { firstname: row.main_guest_firstname, surname: row.main_guest_surname },
        guestCount: Math.max(1, Number(row.guest_count)),
        guide: row.guide_id !== null ? { _id: row.guide_id, firstname: row.guide_firstname ?? '', surname: row.guide_surname ?? '' } : null,
        chatNmbr: row.chat_nmbr === null ? null : Number(row.chat_nmbr),
        deviceAlert: row.suite_id !== null && alerts.suites.has(row.suite_id),
        guestLanguage: row.main_guest_language === null ? null : accountLanguageOf({ language: row.main_guest_language }),
      };
    });
    return { items, until: alerts.until };
  }

  /** The stay's answers as asked: question and answer texts in the reader's `language`, else `fallback` (the location's), else English. */
  async function questionnaireOf(reservationId: string, language: AppLanguage, fallback: AppLanguage): Promise<StaffQuestionnaireAnswer[]> {
    const answers = await findAnswersOf(db, reservationId);
    const read = (text: Parameters<typeof textInLanguage>[0]) => textInLanguage(text, language, fallback);
    const labels = [...new Set(answers.map((answer) => answer.questionnaire_label))];
    const questionnaires = new Map((await Promise.all(labels.map((label) => findQuestionnaire(db, label)))).flatMap((found) => (found ? [[found.label, found] as const] : [])));
    const answered: StaffQuestionnaireAnswer[] = [];
    for (const label of labels) {
      const questions = questionnaires.get(label)?.questions ?? [];
      const mine = answers.filter((answer) => answer.questionnaire_label === label);
      // In the questionnaire's order; answers to questions it no longer asks follow, by label, as given.
      const ordered = [...questions.map((question) => question.label), ...new Set(mine.map((answer) => answer.label))];
      for (const questionLabel of new Set(ordered)) {
        const given = mine.filter((answer) => answer.label === questionLabel);
        if (given.length === 0) continue;
        const question = questions.find((candidate) => candidate.label === questionLabel);
        const optionOrder = (awnser: string) => question?.options.findIndex((option) => option.value === awnser) ?? -1;
        answered.push({
          questionnaire: label,
          label: questionLabel,
          question: question ? read(question.question) : questionLabel,
          answers: given
            .sort((a, b) => optionOrder(a.awnser) - optionOrder(b.awnser))
            .map(({ awnser }) => {
              const option = question?.options.find((candidate) => candidate.value === awnser);
              return { awnser, text: option ? read(option.text) : awnser };
            }),
        });
      }
    }
    return answered;
  }

  /** The list's spec at `now`; the in-house list's bounded by the location's longest stay as well (see listSpecOf). */
  async function specOf(list: StaffReservationList, now: Date, place: Place) {
    const longestStayMs = list === 'on-premise' ? await findLongestStayMs(db, place.locationId, now) : null;
    return listSpecOf(list, now, place.timeZone, longestStayMs);
  }

  async function counts(place: Place, now: Date) {
    const count = async (list: StaffReservationList) => countList(db, { locationId: place.locationId, spec: await specOf(list, now, place) });
    const [checkIn, checkOut, onPremise, upComing] = await Promise.all([count('check-in'), count('check-out'), count('on-premise'), count('up-coming')]);
    return { checkIn, checkOut, onPremise, upComing };
  }

  return {
    async status(staff: StaffCaller, now: Date): Promise<StaffReservationStatus> {
      const place = await placeOf(staff);
      return { date: calendarDayIn(now, place.timeZone), timeZone: place.timeZone, ...(await counts(place, now)) };
    },

    /** One keyset page of a list (shared by the location's staff: findSharedListPage); `nextCursor` is null on the last page. */
    async list(staff: StaffCaller, now: Date, list: StaffReservationList, query: StaffReservationListQuery): Promise<StaffReservationPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, list);
      const place = await placeOf(staff);
      const spec = await specOf(list, now, place);
      const filter = { locationId: place.locationId, spec, search: query.search || undefined };
      return findSharedListPage(db, list, filter, after, query.limit + 1, now, async (rows) => {
        const lines = rows.slice(0, query.limit);
        const last = lines.at(-1);
        const hasMore = rows.length > query.limit && last !== undefined;
        const value = last ? (spec.sort === 'r.start_date_time' ? last.start_date_time : last.end_date_time) : '';
        const { items, until } = await toSummaries(lines, now, place);
        return { page: { items, nextCursor: hasMore ? encodeCursor({ list, value, id: last.id }) : null }, until };
      });
    },

    /** The booking by reservation number; one of another location answers as an unknown one. */
    async get(staff: StaffCaller, now: Date, nmbr: string): Promise<StaffReservationDetail> {
      const row = await findReservationByNumber(db, nmbr);
      if (!row || (staff.locationId !== null && row.location_id !== staff.locationId)) throw new AppError('RESERVATION_NOT_FOUND');
      const [location, suites, guide, guests, invites, questionnaire, chatNmbr, deactivationTime] = await Promise.all([
        findLocationOf(db, row),
        findSuitesOf(db, row.id),
        row.guide_employee_id ? findGuide(db, row.guide_employee_id) : Promise.resolve(undefined),
        findStaffGuestsOf(db, row.id),
        findInvitesOf(db, row.id),
        (row.location_id === null ? Promise.resolve<AppLanguage>('en') : locationContentLanguage(db, row.location_id)).then((fallback) =>
          questionnaireOf(row.id, staff.language, fallback),
        ),
        findChatNmbrOf(db, row.id),
        configuredDeactivationTime(db, row.location_id),
      ]);
      const suiteRecord = suites[0];
      const devices = suiteRecord ? ((await loadStaffDevices(db, [suiteRecord.id], now, staff.language)).get(suiteRecord.id) ?? []) : [];
      const wireSuites = suites.length
        ? suites.map((suite) => ({ _id: suite.id, name: suite.name }))
        : row.accommodation_name
          ? [{ _id: `${row.id}:suite`, name: row.accommodation_name }]
          : [];
      const suite = wireSuites[0];
      const times = toReservationTimes(row);
      const window = controlsWindow(times, now);
      const mainGuestLink = guests.find((guest) => guest.id === row.main_person_id);
      const deviceAlert = hasDeviceAlert(devices);
      return {
        _id: row.id,
        nmbr: row.reservation_number,
        status: row.status,
        isProvisional: isProvisional(row),
        startDateTime: row.start_date_time,
        endDateTime: row.end_date_time,
        controlsActivationDateTime: row.controls_activation_date_time,
        controlsDeactivationDateTime: row.controls_deactivation_date_time,
        lateCheckout: isLateCheckout(times, location.timeZone, deactivationTime),
        guestCount: Math.max(1, guests.length),
        chatNmbr,
        deviceAlert,
        guestLanguage: mainGuestLink?.language == null ? null : accountLanguageOf({ language: mainGuestLink.language }),
        location: { _id: location.id, name: location.name, timeZone: location.timeZone },
        daysUntillAppUse: row.days_untill_app_use,
        controlsAreActive: row.controls_are_active === 1 && window === 'open',
        controlsWindow: window,
        demoMode: row.demo_mode === 1,
        relation: row.relation_erp_uid ? { erpUID: row.relation_erp_uid, name: row.relation_name ?? '' } : null,
        mainGuest: {
          _id: row.main_person_id,
          firstname: row.main_guest_firstname,
          surname: row.main_guest_surname,
          email: mainGuestLink?.email ?? row.booking_email,
          cellphone: mainGuestLink?.cellphone ?? null,
        },
        guests: guests.map((guest) => ({
          _id: guest.id,
          firstname: guest.firstname,
          surname: guest.surname,
          isMainGuest: guest.id === row.main_person_id || guest.is_main === 1,
          email: guest.email,
          cellphone: guest.cellphone,
          joinedAt: guest.joined_at,
          language: guest.language === null ? null : accountLanguageOf({ language: guest.language }),
        })),
        invites: invites.map((invite) => toInvite(invite, now)),
        accommodations: wireSuites,
        suite: suite ? { ...suite, domoticas: devices, deviceAlert } : null,
        guide: guide ? toReservationGuide(guide) : null,
        guideSelectionTimestamp: guide ? row.guide_selection_timestamp : null,
        questionnaire,
      };
    },

    /** Support and management only (a guide: 403 UNAUTHORIZED). */
    async dashboard(staff: StaffCaller, now: Date): Promise<StaffReservationDashboard> {
      if (!isSupportRole(staff.role)) throw new AppError('UNAUTHORIZED');
      const place = await placeOf(staff);
      const dates = upcomingDates(now, place.timeZone);
      const from = dayBoundsIn(now, place.timeZone).end.toISOString();
      const to = dayBoundsIn(startOfDateIn(dates.at(-1) as string, place.timeZone), place.timeZone).end.toISOString();
      const [today, suites, stays] = await Promise.all([
        counts(place, now),
        findSuitesAt(db, place.locationId),
        // Every stay over one of the nights: it ends after the first night's midnight and starts before the last one's.
        findSuiteStaysBetween(db, place.locationId, from, to),
      ]);
      const suiteIds = new Set(suites.map((suite) => suite.id));
      const occupied = occupiedSuitesPerNight(
        stays.filter((stay) => suiteIds.has(stay.suite_id)).map((stay) => ({ suiteId: stay.suite_id, startDateTime: stay.start_date_time, endDateTime: stay.end_date_time })),
        dates,
        place.timeZone,
      );
      const occupancy = dates.map((date, index) => ({ date, occupied: occupied[index] ?? 0, total: suites.length }));
      return {
        date: calendarDayIn(now, place.timeZone),
        timeZone: place.timeZone,
        arrivals: today.checkIn,
        departures: today.checkOut,
        inHouse: today.onPremise,
        totalSuites: suites.length,
        occupancy,
      };
    },

    /** The location's guides ranked over the period (default: this month in the location's zone). */
    async leaderboard(staff: StaffCaller, now: Date, query: StaffLeaderboardQuery): Promise<StaffLeaderboard> {
      const place = await placeOf(staff);
      const monthOf = (date: string | undefined): DatePeriod => currentMonthIn(date ? startOfDateIn(date, place.timeZone) : now, place.timeZone);
      const period: DatePeriod = { from: query.from ?? monthOf(query.to).from, to: query.to ?? monthOf(query.from).to };
      if (period.from > period.to) throw new AppError('INVALID_INPUT', 'from must not be after to');
      const bounds = periodBoundsIn(period, place.timeZone);
      const [scores, guides] = await Promise.all([
        countGuideStays(db, place.locationId, bounds.start.toISOString(), bounds.end.toISOString(), now.toISOString()),
        findLocationStaff(db, place.locationId, ['GUIDE']),
      ]);
      const local = guides.filter((guide) => place.locationId === null || guide.location_id === place.locationId);
      const known = new Set(local.map((guide) => guide.id));
      // Guides who served here but work elsewhere now still earned their line.
      const visiting = await findStaffRows(db, scores.map((score) => score.staffId).filter((id) => !known.has(id)));
      const scoreOf = new Map(scores.map((score) => [score.staffId, score]));
      const lines = [...local, ...visiting].map((guide) => ({
        employee: { _id: guide.id, firstname: guide.firstname, surname: guide.surname, personimage: guide.personimage },
        matched: scoreOf.get(guide.id)?.matched ?? 0,
        served: scoreOf.get(guide.id)?.served ?? 0,
      }));
      const ranks = leaderboardRanks(lines);
      const rows = lines
        .map((line, index) => ({ ...line, rank: ranks[index] as number }))
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.employee.firstname.localeCompare(b.employee.firstname) ||
            a.employee.surname.localeCompare(b.employee.surname) ||
            a.employee._id.localeCompare(b.employee._id),
        );
      return { ...period, rows };
    },
  };
}

export type StaffReservationService = ReturnType<typeof createStaffReservationService>;
