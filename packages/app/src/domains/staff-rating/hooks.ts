import type { RatingLabel } from '@stay/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { periodDates, type LeaderboardPeriod } from './periods';
import { staffRatingKeys, staffRatingQueries } from './queries';

export function useRatingDashboard() {
  return useQuery(staffRatingQueries.dashboard(useHttp()));
}

/**
 * The label's leaderboard over the period. Periods other than this month are counted from the location's current
 * month, so they wait until it is known (`currentMonth` null).
 */
export function useRatingLeaderboard(label: RatingLabel, period: LeaderboardPeriod, currentMonth: string | null) {
  const dates = currentMonth === null ? undefined : periodDates(period, currentMonth);
  return useQuery({
    ...staffRatingQueries.leaderboard(useHttp(), label, dates),
    enabled: period === 'month' || currentMonth !== null,
    placeholderData: keepPreviousData,
  });
}

/** The month's sales challenge (`YYYY-MM`), or the current month's when null. */
export function useSalesChallenge(month: string | null) {
  return useQuery({ ...staffRatingQueries.challenge(useHttp(), month), placeholderData: keepPreviousData });
}

/** Fetches every staff rating answer again (pull-to-refresh); resolves when they are in. */
export function useRefreshStaffRatings() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: staffRatingKeys.all }), [queryClient]);
}
