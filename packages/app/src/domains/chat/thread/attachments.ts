import { CHAT_ATTACHMENT_FIELD, chatAttachmentSchema, type ChatAttachment } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/http-error';
import { useServices } from '@/lib/services/services-context';
import { authorizedFetch, type AuthorizedFetchDeps } from '@/lib/http/authorized-fetch';
import { chatKeys } from '../cache/chat-keys';

/** POSTs one file as multipart (field "file") and answers the stored attachment to send with a message. */
export async function uploadAttachment(deps: AuthorizedFetchDeps, path: string, file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append(CHAT_ATTACHMENT_FIELD, file, file.name);
  const response = await authorizedFetch(deps, path, { method: 'POST', body: form });
  const parsed = chatAttachmentSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new HttpError(response.status, 'INVALID_RESPONSE', 'The upload answer does not match the contract', false);
  return parsed.data;
}

/**
 * An attachment as an object URL: downloads need the access token header, so an <img src> cannot fetch them itself.
 * Cached for the session; the download happens once per file.
 */
export function useAttachmentUrl(path: string | undefined) {
  const services = useServices();
  return useQuery({
    queryKey: [...chatKeys.all, 'attachment', path ?? ''],
    enabled: !!path,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await authorizedFetch(services, path ?? '', { signal });
      return URL.createObjectURL(await response.blob());
    },
  });
}
