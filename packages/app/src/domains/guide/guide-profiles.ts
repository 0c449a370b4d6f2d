import {
  GUIDE_PHOTO_FIELD,
  editableGuideProfileSchema,
  fillPath,
  staffGuideProfileApi,
  type EditableGuideProfile,
  type GuideProfileUpdateBodyInput,
} from '@stay/contract';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PHOTO_COMPRESSION, compressImage } from '@/lib/images/compress-image';
import { authorizedFetch } from '@/lib/http/authorized-fetch';
import type { HttpClient } from '@/lib/http/http-client';
import { HttpError } from '@/lib/http/http-error';
import { useHttp } from '@/lib/http/use-http';
import { useServices } from '@/lib/services/services-context';

export const guideProfileKeys = { list: ['staff', 'guide-profiles'] as const };

export const guideProfileQueries = {
  /** GET /api/employee/guide-profiles: a guide's own profile, or management's guides of their location. */
  list: (http: HttpClient) =>
    queryOptions({ queryKey: guideProfileKeys.list, queryFn: ({ signal }) => http.call(staffGuideProfileApi.list, { signal }) }),
};

export function useGuideProfiles() {
  return useQuery(guideProfileQueries.list(useHttp()));
}

function putProfile(queryClient: QueryClient, saved: EditableGuideProfile) {
  queryClient.setQueryData<EditableGuideProfile[]>(guideProfileKeys.list, (list) => list?.map((profile) => (profile._id === saved._id ? saved : profile)));
}

/** POST /api/employee/guide-profile/{_id}; a refusal is shown by the form (silent here). */
export function useSaveGuideProfile() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ _id, body }: { _id: string; body: GuideProfileUpdateBodyInput }) =>
      http.call(staffGuideProfileApi.update, { params: { _id }, body, silentErrors: true }),
    onSuccess: (saved) => putProfile(queryClient, saved),
  });
}

/** POST /api/employee/guide-profile/{_id}/photo as multipart, the photo made smaller first; the server re-encodes it. */
export function useUploadGuidePhoto() {
  const services = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ _id, photo }: { _id: string; photo: File }): Promise<EditableGuideProfile> => {
      const upload = await compressImage(photo, PHOTO_COMPRESSION);
      const form = new FormData();
      form.append(GUIDE_PHOTO_FIELD, upload, upload.name);
      const response = await authorizedFetch(services, fillPath(staffGuideProfileApi.photo.path, { _id }), { method: 'POST', body: form });
      const parsed = editableGuideProfileSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The guide photo answer does not match the contract', false);
      return parsed.data;
    },
    onSuccess: (saved) => putProfile(queryClient, saved),
  });
}
