import type { ComplaintListFilters } from './complaint-filters';

/** Every complaint query lives under ['complaint', ...] so a pull-to-refresh or a live event can reach them. */
export const complaintKeys = {
  all: ['complaint'] as const,
  /** Every filtered list (the list screen, a reservation's complaints). */
  lists: ['complaint', 'list'] as const,
  list: (filters: ComplaintListFilters) => ['complaint', 'list', filters] as const,
  counter: ['complaint', 'counter'] as const,
  groupedStates: ['complaint', 'grouped-states'] as const,
  details: ['complaint', 'detail'] as const,
  detail: (nmbr: number) => ['complaint', 'detail', nmbr] as const,
  /** The fixed lists: priorities, kinds, workgroups, states. */
  catalogue: (name: 'priorities' | 'kinds' | 'groups' | 'states') => ['complaint', 'catalogue', name] as const,
  objects: (search: string) => ['complaint', 'objects', search] as const,
  /** The location's staff (GET /employees): whom an appointment can be for, whose availability support may see. */
  staffMembers: ['complaint', 'staff-members'] as const,
};
