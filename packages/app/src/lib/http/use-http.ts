import { useServices } from '@/lib/services/services-context';
import type { HttpClient } from './http-client';

/** The one HTTP client, for query and mutation hooks: `useHttp().call(endpoint, { params, query, body })`. */
export function useHttp(): HttpClient {
  return useServices().http;
}
