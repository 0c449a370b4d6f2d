import {
  RENTAL_DAMAGE_PHOTO_FIELD,
  RENTAL_DAMAGE_TEXT_FIELD,
  fillPath,
  guestRentalApi,
  rentalDamageReportSchema,
  type RentalCommand,
  type RentalDamageReport,
} from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import { HttpError } from '@/lib/http/http-error';
import { useHttp } from '@/lib/http/use-http';
import { PHOTO_COMPRESSION, compressImage } from '@/lib/images/compress-image';
import { useServices } from '@/lib/services/services-context';
import { rentalKeys } from './queries';
import { useUpdateRental } from './use-rentals';

/**
 * The rental calls answer their failures inline on the card (`silentErrors`): "bring the bike back" belongs next to
 * the button that was refused, not in a toast.
 */

/** POST …/cmd/{unlock|lock}: the bike's lock as the partner reports it after the command. */
export function useRentalCommand(reservationId: string, rentalId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const updateRental = useUpdateRental(reservationId);
  return useMutation({
    mutationFn: (command: RentalCommand) =>
      http.call(guestRentalApi.command, { params: { reservation_id: reservationId, cmd: command }, body: { rentalId }, silentErrors: true }),
    onSuccess: updateRental,
    // The lock's state is no longer known: ask the partner again.
    onError: () => void queryClient.invalidateQueries({ queryKey: rentalKeys.state(reservationId) }),
  });
}

/** POST …/checkGPS: whether the bike is at the station now (asked before ending the rental). */
export function useCheckAtStation(reservationId: string, rentalId: string) {
  const http = useHttp();
  const updateRental = useUpdateRental(reservationId);
  return useMutation({
    mutationFn: () => http.call(guestRentalApi.checkGps, { params: { reservation_id: reservationId }, body: { rentalId }, silentErrors: true }),
    onSuccess: (reply) => updateRental(reply.rental),
  });
}

/** POST …/endRental/{rental_id}: ends the rental; the partner locks the bike. */
export function useEndRental(reservationId: string, rentalId: string) {
  const http = useHttp();
  const updateRental = useUpdateRental(reservationId);
  return useMutation({
    mutationFn: () => http.call(guestRentalApi.endRental, { params: { reservation_id: reservationId, rental_id: rentalId }, silentErrors: true }),
    onSuccess: updateRental,
  });
}

export interface DamageReportInput {
  text: string;
  photo: File | null;
}

/**
 * POST …/reportDamage/{rental_id} as multipart: the text first, then the photo compressed as chat photos are (GIFs
 * as they are, since a canvas would keep only their first frame). The rental then shows its damage as reported.
 */
export function useReportDamage(reservationId: string, rentalId: string) {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ text, photo }: DamageReportInput): Promise<RentalDamageReport> => {
      const form = new FormData();
      form.append(RENTAL_DAMAGE_TEXT_FIELD, text);
      if (photo) {
        const upload = photo.type.startsWith('image/') && photo.type !== 'image/gif' ? await compressImage(photo, PHOTO_COMPRESSION) : photo;
        form.append(RENTAL_DAMAGE_PHOTO_FIELD, upload, upload.name);
      }
      const path = fillPath(guestRentalApi.reportDamage.path, { reservation_id: reservationId, rental_id: rentalId });
      const response = await authorizedFetch(services, path, { method: 'POST', body: form });
      const parsed = rentalDamageReportSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The damage report answer does not match the contract', false);
      return parsed.data;
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rentalKeys.state(reservationId) }),
  });
}
