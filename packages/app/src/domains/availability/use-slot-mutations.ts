import { staffAvailabilityApi, type AvailabilitySlot, type AvailabilitySlotBodyInput } from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { availabilityKeys, type AvailabilityOwner } from './queries';

/** A slot to add or replace: `nmbr` replaces that slot, otherwise a new one is added for the owner. */
export interface SaveSlotInput {
  nmbr?: number;
  body: AvailabilitySlotBodyInput;
}

/** Puts a saved slot into the owner's list at once (the list is fetched again too, for the server's order). */
function putSlot(queryClient: QueryClient, owner: AvailabilityOwner, saved: AvailabilitySlot) {
  queryClient.setQueryData<AvailabilitySlot[]>(availabilityKeys.list(owner), (slots) =>
    slots ? [...slots.filter((slot) => slot.nmbr !== saved.nmbr), saved] : slots,
  );
  void queryClient.invalidateQueries({ queryKey: availabilityKeys.list(owner) });
}

/**
 * POST /availabilty/create (for a colleague with `employee`) or POST /availabilty/{nmbr}. Silent: the form it is sent
 * from shows a failure beside its Save button (a toast would sit behind the form's sheet).
 */
export function useSaveSlot(owner: AvailabilityOwner) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nmbr, body }: SaveSlotInput) =>
      nmbr === undefined
        ? http.call(staffAvailabilityApi.create, { body: owner.kind === 'me' ? body : { ...body, employee: owner.employee }, silentErrors: true })
        : http.call(staffAvailabilityApi.update, { params: { nmbr }, body, silentErrors: true }),
    onSuccess: (saved) => putSlot(queryClient, owner, saved),
  });
}

/** DELETE /availabilty/{nmbr}. */
export function useDeleteSlot(owner: AvailabilityOwner) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nmbr: number) => http.call(staffAvailabilityApi.delete, { params: { nmbr } }),
    onSuccess: (_reply, nmbr) => {
      queryClient.setQueryData<AvailabilitySlot[]>(availabilityKeys.list(owner), (slots) => slots?.filter((slot) => slot.nmbr !== nmbr));
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.list(owner) });
    },
  });
}
