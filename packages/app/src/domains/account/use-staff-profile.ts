import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { accountQueries } from './queries';

export function useStaffProfile() {
  return useQuery(accountQueries.staffProfile(useHttp()));
}
