import type { RealtimeEvent } from '@stay/contract';

/** Who a connected socket belongs to, loaded once when it authenticates. */
export type SocketIdentity =
  | { kind: 'person'; id: string }
  | { kind: 'employee'; id: string; locationId: string | null; workgroup: string | null };

/**
 * Who should get an event. A socket matches when it is one of the guests or staff, a staff member of one of the
 * workgroups at their location, or (with `locationStaff`) any staff member who may see the location's chats: staff of
 * that location and staff without a location (they see every location).
 */
export interface Audience {
  guestIds?: readonly string[];
  staffIds?: readonly string[];
  /**
   * Workgroups are named per location: these names at `locationId` (null: at every location). Staff without a location
   * match wherever the workgroup is.
   */
  workgroups?: { names: readonly string[]; locationId: string | null };
  /** Set to a chat's location (null for none) to include the staff permitted to see that chat. */
  locationStaff?: { locationId: string | null };
}

/** What travels between instances: an event and its audience. */
export interface RealtimeEnvelope {
  audience: Audience;
  event: RealtimeEvent;
  /** When it was published (ms since the epoch, system clock): the fan-out latency metric is taken at delivery. */
  publishedAtMs?: number;
}

/** Staff without a location are at every location. */
const isAt = (staffLocationId: string | null, locationId: string | null) => staffLocationId === null || staffLocationId === locationId;

export function isInAudience(identity: SocketIdentity, audience: Audience): boolean {
  if (identity.kind === 'person') return audience.guestIds?.includes(identity.id) ?? false;
  if (audience.staffIds?.includes(identity.id)) return true;
  const { workgroups } = audience;
  if (identity.workgroup !== null && workgroups?.names.includes(identity.workgroup)) {
    if (workgroups.locationId === null || isAt(identity.locationId, workgroups.locationId)) return true;
  }
  return audience.locationStaff !== undefined && isAt(identity.locationId, audience.locationStaff.locationId);
}
