import { managementReservationFeedApi, type ReservationFeed, type ReservationFeedCreateBodyInput, type ReservationFeedList } from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { reservationFeedKeys } from './reservation-feed-keys';

/** Puts a feed as the server answered it into the cached list (new ones last), then refetches. */
function changeFeeds(queryClient: QueryClient, change: (feeds: ReservationFeed[]) => ReservationFeed[]): void {
  queryClient.setQueryData<ReservationFeedList>(reservationFeedKeys.list, (list) => (list ? { ...list, feeds: change(list.feeds) } : list));
  void queryClient.invalidateQueries({ queryKey: reservationFeedKeys.all });
}

const replaced = (feed: ReservationFeed) => (feeds: ReservationFeed[]) =>
  feeds.some((one) => one.id === feed.id) ? feeds.map((one) => (one.id === feed.id ? feed : one)) : [...feeds, feed];

/** POST /api/employee/reservation-feed/create. Silent: the form shows a refusal beside its fields. */
export function useAddReservationFeed() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationFeedCreateBodyInput) => http.call(managementReservationFeedApi.create, { body, silentErrors: true }),
    onSuccess: (feed) => changeFeeds(queryClient, replaced(feed)),
  });
}

/** POST /api/employee/reservation-feed/{_id}/run: reads the feed now; answers it with this run as its last result. */
export function useRunReservationFeed() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(managementReservationFeedApi.run, { params: { _id }, query: {} }),
    onSuccess: (feed) => changeFeeds(queryClient, replaced(feed)),
  });
}

/** DELETE /api/employee/reservation-feed/{_id}. A refusal is shown by the app's error presenter. */
export function useRemoveReservationFeed() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(managementReservationFeedApi.remove, { params: { _id }, query: {} }),
    onSuccess: (_answer, _id) => changeFeeds(queryClient, (feeds) => feeds.filter((feed) => feed.id !== _id)),
  });
}
