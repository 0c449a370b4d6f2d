import { QueryClient } from '@tanstack/react-query';

const THIRTY_SECONDS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already refreshes tokens and tells the person about failures; a blind retry would
      // only repeat the message.
      queries: { retry: false, staleTime: THIRTY_SECONDS },
      mutations: { retry: false },
    },
  });
}
