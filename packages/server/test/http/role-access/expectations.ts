import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CATALOGUE, isErrorCode, type EndpointAuth, type StaffRole } from '@stay/contract';
import type { Db } from '../../../src/db/database';
import type { Caller } from './world';

export type Expected = { kind: 'served' } | { kind: 'refused'; statuses: readonly number[] };

/**
 * What the endpoint's `auth` promises a caller: no token or a garbage token → 401 (any session on an API key endpoint too); the wrong role (or a staff role
 * outside `staffRoles`) → 403; another guest → 403 or 404; the right role is served (any answer but 401/403 and 5xx).
 */
export function expectedFor(auth: EndpointAuth, caller: Caller, staffRoles?: readonly StaffRole[]): Expected {
  if (auth === 'none') return { kind: 'served' };
  // A session token is no API key: without `Authorization: Bearer <API key>` every caller is refused.
  if (auth === 'apiKey') return { kind: 'refused', statuses: [401] };
  if (caller.role === null) return { kind: 'refused', statuses: [401] };
  if (caller.name === 'another guest') return { kind: 'refused', statuses: [403, 404] };
  if (auth === 'refresh' || auth === 'session') return { kind: 'served' };
  const isRightRole = auth === 'guest' ? caller.role === 'GUEST' : caller.role !== 'GUEST';
  if (!isRightRole) return { kind: 'refused', statuses: [403] };
  // A staff endpoint narrowed to some staff roles (the sample's `staffRoles`) refuses the others with 403.
  if (staffRoles && caller.role !== 'GUEST' && !staffRoles.includes(caller.role)) return { kind: 'refused', statuses: [403] };
  return { kind: 'served' };
}

function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return undefined;
  const body: unknown = JSON.parse(response.body);
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
}

/** An error answer the catalogue knows: its code with the catalogue's status. */
function isCatalogueError(response: LightMyRequestResponse): boolean {
  const code = errorCodeOf(response);
  return isErrorCode(code) && ERROR_CATALOGUE[code].status === response.statusCode;
}

/** Undefined when the answer meets the expectation, else what went wrong. */
export function mismatchOf(expected: Expected, response: LightMyRequestResponse): string | undefined {
  const answered = `${response.statusCode} ${response.body.slice(0, 160)}`;
  if (expected.kind === 'refused') {
    if (expected.statuses.includes(response.statusCode) && isCatalogueError(response)) return undefined;
    return `expected a refusal (${expected.statuses.join('/')}) with a catalogue code, got ${answered}`;
  }
  if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) return `expected to be served, got ${answered}`;
  if (response.statusCode >= 400 && !isCatalogueError(response)) return `expected a catalogue error, got ${answered}`;
  return undefined;
}

/** What names the first location's data: ids (location, staff, reservations) and chat numbers. */
export interface LocationTraces {
  ids: ReadonlySet<string>;
  chats: ReadonlySet<number>;
}

/** The first trace of the location in a JSON answer (an id in any string, a chat's or a message's chat number), if any. */
export function traceIn(response: LightMyRequestResponse, traces: LocationTraces): string | undefined {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return undefined;
  const visit = (value: unknown): string | undefined => {
    if (typeof value === 'string') return [...traces.ids].find((id) => value.includes(id));
    if (Array.isArray(value)) return value.map(visit).find(Boolean);
    if (typeof value !== 'object' || value === null) return undefined;
    const record = value as Record<string, unknown>;
    const chat = 'chatstatus' in record ? record.nmbr : record.chatnmbr;
    if (typeof chat === 'number' && traces.chats.has(chat)) return `chat ${chat}`;
    return Object.values(record).map(visit).find(Boolean);
  };
  return visit(JSON.parse(response.body));
}

/** The tables a guest's calls can change; sessions, tokens and throttle bookkeeping are left out. */
const DATA_TABLES = [
  'persons',
  'accounts',
  'email_verifications',
  'password_resets',
  'reservations',
  'reservation_accommodations',
  'reservation_guests',
  'invites',
  'questionnaire_answers',
  'ratings',
  'domoticas',
  'chats',
  'chat_members',
  'chat_messages',
  'chat_mentions',
  'chat_read_state',
  'chat_attachments',
  'chat_suggestions',
  'chat_reminders',
  'chat_message_translations',
  'mail_outbox',
  'notification_outbox',
  'complaints',
  'complaint_notes',
  'appointments',
  'availability_slots',
  'rentals',
  'rental_damage_reports',
  'orders',
  'order_deliveries',
  'payments',
  'payment_refunds',
  'test_psp_payments',
  'webshop_categories',
  'products',
  'product_options',
  'order_payment_credits',
  'weblink_categories',
  'weblinks',
  'weblink_shares',
  'push_subscriptions',
  'notification_opt_outs',
  'announcements',
  'announcement_chapters',
  'announcement_acceptances',
  'bug_reports',
  'saved_replies',
  'check_outs',
  'check_out_settings',
  'housekeeping_days',
  'door_keys',
  'climate_rules',
  'climate_actions',
  'suite_warm_up',
  'climate_energy',
  'climate_meters',
] as const;

/** Every row of the data tables, in a stable order: equal snapshots mean nothing changed. */
export async function snapshotData(db: Db): Promise<string> {
  const tables = await Promise.all(
    DATA_TABLES.map(async (table) => [table, (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort()] as const),
  );
  return JSON.stringify(Object.fromEntries(tables));
}
