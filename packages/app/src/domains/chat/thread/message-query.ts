import { chatMessageListQuery, type ChatMessageListOptions, type EndpointQuery, type guestChatMessageApi } from '@stay/contract';

/**
 * The message list query in its wire form (`page`, `markasread`, `orderby`, `chatmessages.nmbr=<N`). The endpoint's
 * query type is the parsed form the server sees, so the wire form is handed to the HTTP client as is.
 */
export function messageListQuery(options: ChatMessageListOptions): EndpointQuery<typeof guestChatMessageApi.list> {
  return Object.fromEntries(chatMessageListQuery(options)) as unknown as EndpointQuery<typeof guestChatMessageApi.list>;
}
