import {
  averageOf,
  competitionRanks,
  currentMonthIn,
  DEFAULT_TIME_ZONE,
  eurosFromCents,
  isBetterTally,
  isSupportRole,
  monthBoundsIn,
  monthDates,
  monthKeyIn,
  periodBoundsIn,
  RATING_LABELS,
  RATING_RECENT_COMMENTS,
  startOfDateIn,
  type DatePeriod,
  type GuideRatings,
  type RatedGuide,
  type RatingDashboard,
  type RatingLabel,
  type RatingLeaderboard,
  type RatingScore,
  type RatingTally,
  type SalesChallenge,
  type SalesChallengeRow,
  type StaffLeaderboardQuery,
} from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { StaffCaller } from '../../http/caller';
import { findStaffRows, findLocationStaff, type StaffSummaryRow } from '../identity';
import { findLocation } from '../locations';
import { placedSalesByGuide } from '../order';
import { findRecentComments, tallyRatingsByGuide, type RatingTallyRow } from './repository';

/** Where the caller works: the location (null: every location) and the zone its calendar is counted in. */
interface Place {
  locationId: string | null;
  timeZone: string;
}

const toRatedGuide = (row: StaffSummaryRow): RatedGuide => ({
  _id: row.id,
  firstname: row.firstname,
  surname: row.surname,
  personimage: row.personimage,
});

const byName = (a: RatedGuide, b: RatedGuide) =>
  a.firstname.localeCompare(b.firstname) || a.surname.localeCompare(b.surname) || a._id.localeCompare(b._id);

const tallyOf = (rows: readonly RatingTallyRow[]): RatingTally =>
  rows.reduce((total, row) => ({ sum: total.sum + row.sum, count: total.count + row.count }), { sum: 0, count: 0 });

const scoreOf = (tally: RatingTally): RatingScore => ({ average: averageOf(tally), count: tally.count });

/**
 * Staff ratings (GET /api/employee/rating/…): the dashboard, the leaderboards per label and the product-sales
 * challenge, each over the caller's location.
 */
export function createStaffRatingService({ db }: { db: Db }) {
  async function placeOf(staff: StaffCaller): Promise<Place> {
    if (staff.locationId === null) return { locationId: null, timeZone: DEFAULT_TIME_ZONE };
    const location = await findLocation(db, staff.locationId);
    return { locationId: staff.locationId, timeZone: location?.time_zone ?? DEFAULT_TIME_ZONE };
  }

  /** The location's guides, and the guides of `withIds` who work elsewhere now (their work here still counts). */
  async function guidesOf(place: Place, withIds: readonly (string | null)[]): Promise<RatedGuide[]> {
    const guides = await findLocationStaff(db, place.locationId, ['GUIDE']);
    const local = guides.filter((guide) => place.locationId === null || guide.location_id === place.locationId);
    const known = new Set(local.map((guide) => guide.id));
    const missing = [...new Set(withIds)].filter((id): id is string => id !== null && !known.has(id));
    const visiting = await findStaffRows(db, missing);
    return [...local, ...visiting].map(toRatedGuide);
  }

  return {
    async dashboard(staff: StaffCaller): Promise<RatingDashboard> {
      const place = await placeOf(staff);
      const seesEveryGuide = isSupportRole(staff.role);
      const tallies = await tallyRatingsByGuide(db, { locationId: place.locationId });
      const labels = RATING_LABELS.map((label) => {
        const ofLabel = tallies.filter((row) => row.label === label);
        return { label, own: scoreOf(tallyOf(ofLabel.filter((row) => row.guideId === staff.id))), team: scoreOf(tallyOf(ofLabel)) };
      });

      const comments = await findRecentComments(db, { locationId: place.locationId }, seesEveryGuide ? undefined : staff.id, RATING_RECENT_COMMENTS);
      const guides = seesEveryGuide
        ? await guidesOf(place, tallies.map((row) => row.guideId))
        : (await findStaffRows(db, [staff.id])).map(toRatedGuide);
      const commentGuides = new Map(
        (await findStaffRows(db, [...new Set(comments.flatMap((comment) => (comment.guideId ? [comment.guideId] : [])))])).map((row) => [
          row.id,
          toRatedGuide(row),
        ]),
      );

      const lines: GuideRatings[] = guides.sort(byName).map((staff) => ({
        employee: staff,
        labels: RATING_LABELS.map((label) => ({
          label,
          ...scoreOf(tallyOf(tallies.filter((row) => row.label === label && row.guideId === staff._id))),
        })),
      }));
      return {
        timeZone: place.timeZone,
        labels,
        comments: comments.map((comment) => ({
          _id: comment.id,
          label: comment.label as RatingLabel,
          score: comment.score,
          comment: comment.comment,
          guide: (comment.guideId && commentGuides.get(comment.guideId)) || null,
          createdAt: comment.createdAt,
        })),
        guides: lines,
      };
    },

    /** The location's guides ranked by the label's ratings in the period (default: this month in the location's zone). */
    async leaderboard(staff: StaffCaller, now: Date, label: RatingLabel, query: StaffLeaderboardQuery): Promise<RatingLeaderboard> {
      const place = await placeOf(staff);
      const monthOf = (date: string | undefined): DatePeriod => currentMonthIn(date ? startOfDateIn(date, place.timeZone) : now, place.timeZone);
      const period: DatePeriod = { from: query.from ?? monthOf(query.to).from, to: query.to ?? monthOf(query.from).to };
      if (period.from > period.to) throw new AppError('INVALID_INPUT', 'from must not be after to');
      const bounds = periodBoundsIn(period, place.timeZone);
      const tallies = await tallyRatingsByGuide(db, {
        locationId: place.locationId,
        label,
        start: bounds.start.toISOString(),
        end: bounds.end.toISOString(),
      });
      const guides = await guidesOf(place, tallies.map((row) => row.guideId));
      const lines = guides.map((staff) => ({ employee: staff, tally: tallyOf(tallies.filter((row) => row.guideId === staff._id)) }));
      const ranks = competitionRanks(lines.map((line) => line.tally), isBetterTally);
      const rows = lines
        .map((line, index) => ({ employee: line.employee, ...scoreOf(line.tally), rank: ranks[index] as number }))
        .sort((a, b) => a.rank - b.rank || byName(a.employee, b.employee));
      return { label, ...period, rows };
    },

    /** The month's (default: this month in the location's zone) placed sales per guide. */
    async salesChallenge(staff: StaffCaller, now: Date, requested?: string): Promise<SalesChallenge> {
      const place = await placeOf(staff);
      const month = requested ?? monthKeyIn(now, place.timeZone);
      const bounds = monthBoundsIn(month, place.timeZone);
      const sales = await placedSalesByGuide(db, {
        locationId: place.locationId,
        start: bounds.start.toISOString(),
        end: bounds.end.toISOString(),
      });
      const guides = await guidesOf(place, sales.map((line) => line.guideId));
      const lines = guides.map((staff) => {
        const line = sales.find((entry) => entry.guideId === staff._id);
        return { employee: staff, cents: line?.totalCents ?? 0, orders: line?.orders ?? 0 };
      });
      const ranks = competitionRanks(lines, (a, b) => a.cents > b.cents);
      const all: SalesChallengeRow[] = lines
        .map((line, index) => ({ ...line, rank: ranks[index] as number }))
        .sort((a, b) => a.rank - b.rank || byName(a.employee, b.employee))
        .map(({ employee: staff, cents, orders, rank }) => ({ employee: staff, sales: eurosFromCents(cents), orders, rank }));
      const leader = all.find((row) => row.rank === 1 && row.sales > 0) ?? null;
      const mine = all.find((row) => row.employee._id === staff.id) ?? null;
      // Guides see the leader and themselves; support and management every guide.
      const rows = isSupportRole(staff.role) ? all : all.filter((row) => row === leader || row === mine);
      return {
        month,
        ...monthDates(month),
        timeZone: place.timeZone,
        rows,
        leader,
        mine,
        participants: all.length,
        total: eurosFromCents(lines.reduce((sum, line) => sum + line.cents, 0)),
      };
    },
  };
}

export type StaffRatingService = ReturnType<typeof createStaffRatingService>;
