/** An instance sharing its presence: its sockets count for the others while it said it was alive lately. */
export interface RealtimeInstancesTable {
  instance_id: string;
  alive_at: string;
}

/** A guest ('person') or staff member ('employee') with a signed-in socket on an instance: their app is open there. */
export interface RealtimePresenceTable {
  instance_id: string;
  kind: 'person' | 'employee';
  identity_id: string;
}
