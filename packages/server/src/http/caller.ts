import type { AppLanguage, Identity, StaffRole } from '@stay/contract';
import type { AuthContext } from '../security/access-tokens';

interface CallerBase {
  accountId: string;
  /** The guest's or staff member's id. */
  id: string;
  firstname: string;
  surname: string;
  email: string;
  /** The account's language (what it reads content in); English while the stored value is none of the app's. */
  language: AppLanguage;
  /** The location whose settings apply: the staff member's (null: every location), or that of the guest's current reservation. */
  locationId: string | null;
  /** The caller as the wire's identity (role, guest or staff member, user). */
  identity: Identity;
  /** The permissions of the caller's merged user settings; read from the database on first use. */
  permissions(): Promise<unknown>;
}

export interface GuestCaller extends CallerBase {
  kind: 'person';
  role: 'GUEST';
  /** The guest's current reservation. */
  reservationId: string | null;
}

export interface StaffCaller extends CallerBase {
  kind: 'employee';
  role: StaffRole;
  workgroup: string | null;
}

/** Who is calling, loaded once per request from the access token's account. */
export type Caller = GuestCaller | StaffCaller;

/** Loads the caller behind a verified access token; SESSION_NOT_FOUND when the account or its guest or staff member is gone. */
export type CallerLoader = (auth: AuthContext) => Promise<Caller>;
