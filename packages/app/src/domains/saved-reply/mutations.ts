import { staffSavedReplyApi, type SavedReply, type SavedReplyCreateBodyInput, type SavedReplyUpdateBodyInput } from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { savedReplyKeys } from './saved-reply-keys';

/** Changes the cached list at once; the server's order follows with a refetch. */
function changeList(queryClient: QueryClient, change: (replies: SavedReply[]) => SavedReply[]): void {
  queryClient.setQueryData<SavedReply[]>(savedReplyKeys.list, (replies) => (replies ? change(replies) : replies));
  void queryClient.invalidateQueries({ queryKey: savedReplyKeys.all });
}

/** A reply to save: `update` changes an existing one, `create` adds one. */
export type SaveSavedReplyInput = { kind: 'create'; body: SavedReplyCreateBodyInput } | { kind: 'update'; _id: string; body: SavedReplyUpdateBodyInput };

/** POST /api/employee/saved-reply/create or /{_id}. Silent: the form shows a refusal beside its fields. */
export function useSaveSavedReply() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSavedReplyInput) =>
      input.kind === 'create'
        ? http.call(staffSavedReplyApi.create, { body: input.body, silentErrors: true })
        : http.call(staffSavedReplyApi.update, { params: { _id: input._id }, body: input.body, silentErrors: true }),
    onSuccess: (saved) => changeList(queryClient, (replies) => [...replies.filter((reply) => reply._id !== saved._id), saved]),
  });
}

/** DELETE /api/employee/saved-reply/{_id}. A refusal is shown by the app's error presenter. */
export function useRemoveSavedReply() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(staffSavedReplyApi.remove, { params: { _id } }),
    onSuccess: (_reply, _id) => changeList(queryClient, (replies) => replies.filter((reply) => reply._id !== _id)),
  });
}
