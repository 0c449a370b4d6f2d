import { parseArgs } from 'node:util';
import { EMAIL_PATTERN, isStaffRole, isStrongPassword, parseRole, STAFF_ROLES, type StaffRole } from '@stay/contract';

export interface StaffInput {
  email: string;
  role: StaffRole;
  firstname: string;
  surname: string;
  password: string;
  locationId: string | null;
  workgroup: string | null;
  erpUid: string | null;
}

export type StaffInputResult = { ok: true; input: StaffInput } | { ok: false; errors: string[] };

export const CREATE_STAFF_USAGE =
  'Usage: npm run staff:create -- --email <email> --role <' +
  STAFF_ROLES.join('|') +
  '> --firstname <name> --surname <name> --password <password> [--location <id>] [--workgroup <name>] [--erp-uid <id>]';

/** Parses and validates the command line of `staff:create`; lists every problem at once. */
export function parseStaffInput(argv: readonly string[]): StaffInputResult {
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        firstname: { type: 'string' },
        surname: { type: 'string' },
        password: { type: 'string' },
        location: { type: 'string' },
        workgroup: { type: 'string' },
        'erp-uid': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }

  const errors: string[] = [];
  const email = values.email?.trim().toLowerCase() ?? '';
  const role = parseRole(values.role?.trim().toUpperCase());
  const firstname = values.firstname?.trim() ?? '';
  const surname = values.surname?.trim() ?? '';
  const password = values.password ?? '';

  if (!EMAIL_PATTERN.test(email)) errors.push('--email must be an email address');
  if (!isStaffRole(role)) errors.push(`--role must be one of ${STAFF_ROLES.join(', ')}`);
  if (!firstname) errors.push('--firstname is required');
  if (!surname) errors.push('--surname is required');
  if (!password || !isStrongPassword(password)) {
    errors.push('--password needs at least 6 characters with a digit, an uppercase and a lowercase letter');
  }
  if (errors.length > 0 || !isStaffRole(role)) return { ok: false, errors };

  return {
    ok: true,
    input: {
      email,
      role,
      firstname,
      surname,
      password,
      locationId: values.location?.trim() || null,
      workgroup: values.workgroup?.trim() || null,
      erpUid: values['erp-uid']?.trim() || null,
    },
  };
}
