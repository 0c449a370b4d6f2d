import {
  staffChatMessageApi,
  staffWeblinkApi,
  staffWeblinkCategoryApi,
  type ChatMessage,
  type Weblink,
  type WeblinkCategory,
  type WeblinkCategoryCreateBodyInput,
  type WeblinkCategoryUpdateBodyInput,
  type WeblinkCategoryWithLinks,
  type WeblinkCreateWithLocationBodyInput,
  type WeblinkUpdateBodyInput,
} from '@stay/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { newClientId } from '@/domains/chat/outbox/outbox';
import { storeSentMessage } from '@/domains/chat/outbox/chat-outbox-service';
import { useHttp } from '@/lib/http/use-http';
import { weblinkKeys } from './weblink-keys';

type Categories = WeblinkCategoryWithLinks[];

/** Changes the cached categories at once; the server's order follows with a refetch. */
function changeCategories(queryClient: QueryClient, change: (categories: Categories) => Categories): void {
  queryClient.setQueryData<Categories>(weblinkKeys.categories, (categories) => (categories ? change(categories) : categories));
  void queryClient.invalidateQueries({ queryKey: weblinkKeys.all });
}

/** The categories with `link` in its own category (and out of any other), in `order`. */
export function withLink(categories: Categories, link: Weblink): Categories {
  return categories.map((category) => {
    const others = category.links.filter((existing) => existing._id !== link._id);
    if (category._id !== link.categoryId) return others.length === category.links.length ? category : { ...category, links: others };
    return { ...category, links: [...others, link].sort((a, b) => a.order - b.order) };
  });
}

/** A link to save: `_id` changes an existing one, otherwise a new one is added. */
export type SaveWeblinkInput = { kind: 'create'; body: WeblinkCreateWithLocationBodyInput } | { kind: 'update'; _id: string; body: WeblinkUpdateBodyInput };

/** POST /api/employee/weblink/create or /{_id}. Silent: the form shows a refusal beside its fields. */
export function useSaveWeblink() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWeblinkInput) =>
      input.kind === 'create'
        ? http.call(staffWeblinkApi.create, { body: input.body, silentErrors: true })
        : http.call(staffWeblinkApi.update, { params: { _id: input._id }, body: input.body, silentErrors: true }),
    onSuccess: (saved) => changeCategories(queryClient, (categories) => withLink(categories, saved)),
  });
}

/** DELETE /api/employee/weblink/{_id}. A refusal is shown by the app's error presenter. */
export function useDeleteWeblink() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(staffWeblinkApi.remove, { params: { _id } }),
    onSuccess: (_reply, _id) =>
      changeCategories(queryClient, (categories) =>
        categories.map((category) => ({ ...category, links: category.links.filter((link) => link._id !== _id) })),
      ),
  });
}

/** A category to save: `_id` changes an existing one, otherwise a new one is added. */
export type SaveCategoryInput =
  | { kind: 'create'; body: WeblinkCategoryCreateBodyInput }
  | { kind: 'update'; _id: string; body: WeblinkCategoryUpdateBodyInput };

/** POST /api/employee/weblink-category or /{_id}. Silent: the form shows a refusal. */
export function useSaveWeblinkCategory() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCategoryInput): Promise<WeblinkCategory> =>
      input.kind === 'create'
        ? http.call(staffWeblinkCategoryApi.create, { body: input.body, silentErrors: true })
        : http.call(staffWeblinkCategoryApi.update, { params: { _id: input._id }, body: input.body, silentErrors: true }),
    onSuccess: (saved) =>
      changeCategories(queryClient, (categories) => {
        const existing = categories.find((category) => category._id === saved._id);
        const next = { ...saved, links: existing?.links ?? [] };
        return existing
          ? categories.map((category) => (category._id === saved._id ? next : category))
          : [...categories, next].sort((a, b) => a.order - b.order);
      }),
  });
}

/** DELETE /api/employee/weblink-category/{_id}: only an empty category (409 WEBLINK_CATEGORY_NOT_EMPTY otherwise). */
export function useDeleteWeblinkCategory() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_id: string) => http.call(staffWeblinkCategoryApi.remove, { params: { _id } }),
    onSuccess: (_reply, _id) => changeCategories(queryClient, (categories) => categories.filter((category) => category._id !== _id)),
  });
}

/** The chat message that shares a link: its title on the first line, its address on the second. */
export function shareMessageOf(link: Pick<Weblink, 'title' | 'url'>): string {
  return `${link.title}\n${link.url}`;
}

/**
 * Shares a link into a staff chat: sends the message (title and address) to the chat, shows it in the thread at once,
 * then logs the share with the message's number (POST /weblink/{_id}/log/share/message/{nmbr}), which counts it.
 * Sent directly rather than through the outbox, because the share is logged with the stored message's number.
 */
export function useShareWeblink(chatnmbr: number) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (link: Weblink): Promise<{ message: ChatMessage; link: Weblink }> => {
      const message = await http.call(staffChatMessageApi.send, {
        params: { chatnmbr },
        body: { paragraph: shareMessageOf(link), attachments: [], mentions: [], clientId: newClientId() },
      });
      storeSentMessage(queryClient, { kind: 'staff', nmbr: chatnmbr }, message);
      const logged = await http.call(staffWeblinkApi.logShare, { params: { _id: link._id, index: message.nmbr } });
      return { message, link: logged };
    },
    onSuccess: ({ link }) => {
      queryClient.setQueryData<Categories>(weblinkKeys.categories, (categories) => (categories ? withLink(categories, link) : categories));
    },
  });
}
