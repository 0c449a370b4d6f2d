import {
  staffProfileApi,
  guestProfileApi,
  type Staff,
  type StaffProfileUpdateBodyInput,
  type Guest,
  type GuestProfileUpdateBodyInput,
} from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';
import { accountKeys } from './queries';
import { updateSignedIn } from './signed-in-update';

/** POST /api/guest/profile: the answer is the guest's profile, also in the session (names in greetings). */
export function useUpdateGuestProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { session } = useServices();
  return useMutation({
    mutationFn: (body: GuestProfileUpdateBodyInput) => http.call(guestProfileApi.update, { body }),
    onSuccess: (guest: Guest) => {
      queryClient.setQueryData(accountKeys.guestProfile, guest);
      updateSignedIn(session, (auth) => ({ ...auth, guest }));
    },
  });
}

/** POST /api/employee/profile (answerSuggestions for guides only): the answer also goes in the session (the menu's name). */
export function useUpdateStaffProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { session } = useServices();
  return useMutation({
    mutationFn: (body: StaffProfileUpdateBodyInput) => http.call(staffProfileApi.update, { body }),
    onSuccess: (staff: Staff) => {
      queryClient.setQueryData(accountKeys.staffProfile, staff);
      updateSignedIn(session, (auth) => ({ ...auth, employee: staff }));
    },
  });
}
