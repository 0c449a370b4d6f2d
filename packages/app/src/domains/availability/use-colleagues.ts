import { useLocationStaffMembers } from '@/domains/complaint/use-complaint';

/**
 * The colleagues whose hours support and management may see and keep: the staff of their location, every role
 * (GET /api/employee/complaint/employees, shared with the appointment form). Asked only when `enabled` (for them).
 */
export function useColleagues(options: { enabled: boolean }) {
  return useLocationStaffMembers(options.enabled);
}
