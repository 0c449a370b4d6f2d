import type { Generated } from 'kysely';

/** An address a location's system receives events at; `secret` signs each delivery. Instants are UTC ISO-8601 text. */
export interface WebhooksTable {
  id: string;
  location_id: string;
  url: string;
  secret: string;
  created_by: string | null;
  created_at: string;
}

/** One event for one webhook, kept until delivered or given up (`next_attempt_at` null and not delivered). */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: string;
  /** The JSON body as sent. */
  payload: string;
  created_at: string;
  attempts: Generated<number>;
  /** When the next attempt is due; null once delivered or given up. */
  next_attempt_at: string | null;
  /** An instance sending it holds it until then. */
  claimed_until: string | null;
  delivered_at: string | null;
  last_attempt_at: string | null;
  /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
  last_status: number | null;
  last_error: string | null;
}
