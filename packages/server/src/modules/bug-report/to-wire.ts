import { parseRole, type BugReport } from '@stay/contract';
import type { BugReportView } from './repository';

function reporterOf(row: BugReportView): BugReport['reporter'] {
  if ((row.reporter_kind !== 'guest' && row.reporter_kind !== 'staff') || row.reporter_id === null) return null;
  const hasName = row.reporter_firstname !== null || row.reporter_surname !== null;
  return {
    kind: row.reporter_kind,
    id: row.reporter_id,
    role: parseRole(row.reporter_role),
    name: hasName ? [row.reporter_firstname, row.reporter_surname].filter(Boolean).join(' ') : null,
    email: row.reporter_email,
  };
}

export function toBugReport(row: BugReportView): BugReport {
  return {
    id: row.id,
    createdAt: row.created_at,
    description: row.description,
    route: row.route,
    appVersion: row.app_version,
    userAgent: row.user_agent,
    reporter: reporterOf(row),
    locationId: row.location_id,
    screenshot:
      row.screenshot_filename !== null && row.screenshot_mimetype !== null
        ? { mimetype: row.screenshot_mimetype, size: row.screenshot_size ?? 0 }
        : null,
  };
}
