import type { QueryClient } from '@tanstack/react-query';

/** Signing in resets orders: no order of an earlier sign-in survives in the cache, whoever signed in before. */
export function resetOrdersAfterSignIn(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: ['order'] });
}
