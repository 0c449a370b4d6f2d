import type { FastifyInstance } from 'fastify';
import { chatSuggestionApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ChatServices } from './services';

export function registerChatSuggestionRoutes(app: FastifyInstance, { suggestions }: ChatServices): void {
  registerEndpoint(app, chatSuggestionApi.get, async ({ auth, params }) => suggestions.get(auth, params._id));
  registerEndpoint(app, chatSuggestionApi.setStatus, async ({ auth, params }) => suggestions.setStatus(auth, params._id, params.status));
}
