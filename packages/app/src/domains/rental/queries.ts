import { guestRentalApi, type AppLanguage, type RentalTemplateName } from '@stay/contract';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '@/lib/http/http-client';

/** Every rental query lives under ['rental', ...], so pull-to-refresh and the guest's actions reach them all. */
export const rentalKeys = {
  all: ['rental'] as const,
  state: (reservationId: string) => ['rental', 'state', reservationId] as const,
  template: (template: RentalTemplateName, language: string) => ['rental', 'template', template, language] as const,
};

/** The bikes' lock and battery change while the guest rides: asked again every minute while the screen shows them. */
const STATE_REFRESH_MS = 60_000;

/** The rental card shows its own loading and error states (`silentErrors`). */
export const rentalQueries = {
  /** GET …/bikerental/{reservation_id}/state: the reservation's rentals with the bikes' live state. */
  state: (http: HttpClient, reservationId: string) =>
    queryOptions({
      queryKey: rentalKeys.state(reservationId),
      queryFn: ({ signal }) => http.call(guestRentalApi.state, { params: { reservation_id: reservationId }, signal, silentErrors: true }),
      refetchInterval: STATE_REFRESH_MS,
    }),
  /** POST …/bikerental/template/{template}: one of the partner's texts; they do not change during a visit. */
  template: (http: HttpClient, template: RentalTemplateName, language: AppLanguage) =>
    queryOptions({
      queryKey: rentalKeys.template(template, language),
      queryFn: ({ signal }) => http.call(guestRentalApi.template, { params: { template }, body: { language }, signal, silentErrors: true }),
      staleTime: Infinity,
    }),
};
