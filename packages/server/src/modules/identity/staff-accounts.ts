import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { systemClock } from '../../platform/clock';
import { locationExists } from '../locations';
import { findAccountByEmail, insertAccount, insertStaff, normaliseEmail } from './repository';

export interface NewStaffMember {
  email: string;
  role: StaffRole;
  firstname: string;
  surname: string;
  passwordHash: string;
  locationId: string | null;
  workgroup: string | null;
  erpUid: string | null;
}

/** Creates a staff member with its account. EMAIL_TAKEN if the email is in use; LOCATION_NOT_FOUND for a bad location. */
export async function createStaffAccount(
  db: Db,
  member: NewStaffMember,
  now: Date = systemClock(),
): Promise<{ accountId: string; staffId: string }> {
  return db.transaction().execute(async (trx) => {
    if (await findAccountByEmail(trx, member.email)) throw new AppError('EMAIL_TAKEN');
    if (member.locationId && !(await locationExists(trx, member.locationId))) {
      throw new AppError('LOCATION_NOT_FOUND', `Location '${member.locationId}' does not exist`);
    }
    const staffId = randomUUID();
    const accountId = randomUUID();
    await insertStaff(trx, {
      id: staffId,
      erp_uid: member.erpUid ?? `STAFF-${staffId.slice(0, 8)}`,
      firstname: member.firstname,
      surname: member.surname,
      role: member.role,
      workgroup: member.workgroup,
      location_id: member.locationId,
      cellphone: null,
      answer_suggestions: 0,
      subscribed_to_newsletter: 0,
    });
    await insertAccount(trx, {
      id: accountId,
      email: normaliseEmail(member.email),
      password_hash: member.passwordHash,
      email_verified: 1,
      employee_id: staffId,
      person_id: null,
      reset_hash: null,
      created_at: now.toISOString(),
    });
    return { accountId, staffId };
  });
}
