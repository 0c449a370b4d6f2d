import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { type Rental, type RentalStateReply, type RentalTemplateName } from '@stay/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHttp } from '@/lib/http/use-http';
import { rentalKeys, rentalQueries } from './queries';

/** The reservation's rentals with the bikes' live state; asks nothing while `reservationId` is unknown. */
export function useRentalState(reservationId: string | undefined) {
  const http = useHttp();
  return useQuery({ ...rentalQueries.state(http, reservationId ?? ''), enabled: !!reservationId });
}

/** One of the rental partner's texts in the person's language, fetched once `enabled`. */
export function useRentalTemplate(template: RentalTemplateName, language: string, enabled: boolean) {
  const http = useHttp();
  return useQuery({ ...rentalQueries.template(http, template, appLanguageOrEnglish(language)), enabled });
}

/** Puts a rental a call answered into the cached state. */
export function useUpdateRental(reservationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (rental: Rental) =>
      queryClient.setQueryData<RentalStateReply>(rentalKeys.state(reservationId), (reply) =>
        reply ? { ...reply, rentals: reply.rentals.map((candidate) => (candidate._id === rental._id ? rental : candidate)) } : reply,
      ),
    [queryClient, reservationId],
  );
}

/** Reloads the rentals' live state (pull-to-refresh of the page that shows them). */
export function useRefreshRentals() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: rentalKeys.all }), [queryClient]);
}
