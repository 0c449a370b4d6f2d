/** The roles. 'UNKOWN' (spelled as on the wire) stands for a role string we do not know. */
export const STAFF_ROLES = ['GUIDE', 'CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const;
export const SUPPORT_ROLES = ['CUBER', 'BACKOFFICE', 'MANAGEMENT'] as const;
export const ROLES = ['GUEST', ...STAFF_ROLES] as const;
export const UNKNOWN_ROLE = 'UNKOWN';

export type KnownRole = (typeof ROLES)[number];
export type StaffRole = (typeof STAFF_ROLES)[number];
export type SupportRole = (typeof SUPPORT_ROLES)[number];
export type Role = KnownRole | typeof UNKNOWN_ROLE;

export function parseRole(value: unknown): Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value) ? (value as KnownRole) : UNKNOWN_ROLE;
}

export function isSupportRole(role: Role): role is SupportRole {
  return (SUPPORT_ROLES as readonly string[]).includes(role);
}

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** The app areas a role lands in. */
export type Area = 'guest' | 'guide' | 'support' | 'management';

/** The path base is support, guide or guest; management is a support role. */
export function pathBaseOf(role: Role): 'guest' | 'guide' | 'support' | undefined {
  if (role === 'GUEST') return 'guest';
  if (role === 'GUIDE') return 'guide';
  if (isSupportRole(role)) return 'support';
  return undefined;
}

export function canEnterArea(role: Role, area: Area): boolean {
  switch (area) {
    case 'guest':
      return role === 'GUEST';
    case 'guide':
      return role === 'GUIDE';
    case 'support':
      return isSupportRole(role);
    case 'management':
      return role === 'MANAGEMENT';
  }
}
