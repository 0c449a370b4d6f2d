import type { Role } from '@stay/contract';
import { paths, staffAreaOfRole } from '@/lib/navigation/paths';

/** Where a role's own profile is: the guest's, or the staff member's in their own area (management in /management). */
export function profilePathFor(role: Role): string {
  if (role === 'GUEST') return paths.guest.profile;
  if (role === 'MANAGEMENT') return paths.staffProfile('management');
  return paths.staffProfile(staffAreaOfRole(role));
}
