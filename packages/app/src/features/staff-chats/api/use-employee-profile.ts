import { employeeProfileApi } from '@stay/contract';
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';

export const employeeProfileKey = ['employee', 'profile'] as const;

/** GET /api/employee/profile */
export function useEmployeeProfile() {
  const http = useHttp();
  return useQuery({ queryKey: employeeProfileKey, queryFn: ({ signal }) => http.call(employeeProfileApi.get, { signal }) });
}
