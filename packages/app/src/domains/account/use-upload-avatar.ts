import {
  PROFILE_AVATAR_FIELD,
  staffProfileApi,
  staffSchema,
  guestProfileApi,
  guestSchema,
  type Staff,
  type Guest,
} from '@stay/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import { HttpError } from '@/lib/http/http-error';
import { useServices } from '@/lib/services/services-context';
import { accountKeys } from './queries';
import { updateSignedIn } from './signed-in-update';

/**
 * POST /profile/avatar as multipart (field "file"). The server sniffs and resizes the image; the answer is the
 * profile with its new personimage, put in the cache and the session. Failures are not shown here: the caller
 * reports them (INVALID_IMAGE ...).
 */
export function useUploadAvatar(role: 'guest' | 'staff') {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<Guest | Staff> => {
      const form = new FormData();
      form.append(PROFILE_AVATAR_FIELD, file, file.name);
      const endpoint = role === 'guest' ? guestProfileApi.avatar : staffProfileApi.avatar;
      const response = await authorizedFetch(services, endpoint.path, { method: 'POST', body: form });
      const parsed = (role === 'guest' ? guestSchema : staffSchema).safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The avatar answer does not match the contract', false);
      return parsed.data;
    },
    onSuccess: (profile) => {
      if (role === 'guest') {
        const guest = profile as Guest;
        queryClient.setQueryData(accountKeys.guestProfile, guest);
        updateSignedIn(services.session, (auth) => ({ ...auth, guest }));
      } else {
        const staff = profile as Staff;
        queryClient.setQueryData(accountKeys.staffProfile, staff);
        updateSignedIn(services.session, (auth) => ({ ...auth, employee: staff }));
      }
    },
  });
}
