import { useQuery } from '@tanstack/react-query';
import { useHttp } from '@/lib/http/use-http';
import { complaintQueries } from './queries';

/** One complaint with its notes and appointments; disabled without a valid number. */
export function useComplaint(nmbr: number | undefined) {
  const http = useHttp();
  const isValid = nmbr !== undefined && Number.isSafeInteger(nmbr) && nmbr > 0;
  return useQuery({ ...complaintQueries.detail(http, isValid ? nmbr : 0), enabled: isValid });
}

/** The fixed lists forms and filters choose from: priorities, kinds, workgroups (with icons) and states. */
export function useComplaintCatalogue() {
  const http = useHttp();
  const priorities = useQuery(complaintQueries.priorities(http));
  const kinds = useQuery(complaintQueries.kinds(http));
  const groups = useQuery(complaintQueries.groups(http));
  return { priorities, kinds, groups };
}

/** How many complaints are in each state (GET /grouped/states). */
export function useComplaintStateCounts() {
  const http = useHttp();
  return useQuery({ ...complaintQueries.groupedStates(http), staleTime: 30_000 });
}

/** Reservations a new complaint can concern, searched by guest, booking number or suite. */
export function useComplaintObjects(search: string, isEnabled = true) {
  const http = useHttp();
  return useQuery({ ...complaintQueries.objects(http, search.trim()), enabled: isEnabled, placeholderData: (previous) => previous });
}

/** The location's staff of every role, by name: whom an appointment can be planned for, whose hours support may see. */
export function useLocationStaffMembers(isEnabled = true) {
  const http = useHttp();
  return useQuery({ ...complaintQueries.employees(http), enabled: isEnabled });
}
