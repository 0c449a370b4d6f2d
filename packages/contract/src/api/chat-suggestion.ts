import { z } from 'zod';
import { chatSuggestionSchema, chatSuggestionStatusSchema } from '../entities/chat-suggestion';
import { defineEndpoint } from './endpoint';

const params = z.object({ _id: z.string().min(1).max(64) });

/** /api/employee/chat-suggestion. Setting a status (one of the suggestion's action statuses) hides it. */
export const staffChatSuggestionApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/employee/chat-suggestion/{_id}',
    auth: 'staff',
    summary: 'One chat suggestion',
    params,
    response: chatSuggestionSchema,
  }),
  setStatus: defineEndpoint({
    method: 'POST',
    path: '/api/employee/chat-suggestion/{_id}/setStatus/{status}',
    auth: 'staff',
    summary: "Set a suggestion's status (one of its actions' statuses); it is hidden from then on",
    params: params.extend({ status: chatSuggestionStatusSchema }),
    response: chatSuggestionSchema,
  }),
} as const;
