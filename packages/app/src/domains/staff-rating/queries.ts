import { staffRatingApi, type RatingLabel } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every staff rating query lives under ['staff-rating', ...], so one pull-to-refresh reaches them all. */
export const staffRatingKeys = {
  all: ['staff-rating'] as const,
  dashboard: ['staff-rating', 'dashboard'] as const,
  leaderboard: (label: RatingLabel, from: string | undefined, to: string | undefined) => ['staff-rating', 'leaderboard', label, from ?? '', to ?? ''] as const,
  /** `month` null: the current month (the server's). */
  challenge: (month: string | null) => ['staff-rating', 'challenge', month ?? 'current'] as const,
};

/** New ratings and orders arrive all day; a few minutes old is fine for a ranking. */
const STALE_MS = 5 * 60_000;

/** The ratings page's queries. The page shows its own loading, empty and error states (`silentErrors`). */
export const staffRatingQueries = {
  /** GET /api/employee/rating/dashboard: own and team scores, recent comments, scores per guide. */
  dashboard: (http: HttpClient) =>
    queryOptions({
      queryKey: staffRatingKeys.dashboard,
      queryFn: ({ signal }) => http.call(staffRatingApi.dashboard, { signal, silentErrors: true }),
      staleTime: STALE_MS,
    }),
  /** GET /api/employee/rating/leader-board/{label}: the guides ranked over the period (none: this month). */
  leaderboard: (http: HttpClient, label: RatingLabel, period?: { from: string; to: string }) =>
    queryOptions({
      queryKey: staffRatingKeys.leaderboard(label, period?.from, period?.to),
      queryFn: ({ signal }) =>
        http.call(staffRatingApi.leaderboard, { params: { label }, query: period ? { from: period.from, to: period.to } : {}, signal, silentErrors: true }),
      staleTime: STALE_MS,
    }),
  /** GET /api/employee/rating/productsales-challange[/{month}]: the month's sales per guide. */
  challenge: (http: HttpClient, month: string | null) =>
    queryOptions({
      queryKey: staffRatingKeys.challenge(month),
      queryFn: ({ signal }) =>
        month === null
          ? http.call(staffRatingApi.salesChallenge, { signal, silentErrors: true })
          : http.call(staffRatingApi.salesChallengeOf, { params: { month }, signal, silentErrors: true }),
      staleTime: STALE_MS,
    }),
};
