import { QueryClient } from '@tanstack/react-query';

const THIRTY_SECONDS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already refreshes tokens and tells the person about failures; a blind retry would
      // only repeat the message.
      // A query that waits for the browser to say it is online would show its skeletons for as long as it is offline;
      // sent anyway, it fails like any dropped request and the HTTP client shows the offline page with its retry.
      queries: { retry: false, staleTime: THIRTY_SECONDS, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
