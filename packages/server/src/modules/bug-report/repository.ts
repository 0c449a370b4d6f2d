import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { BugReportsTable } from '../../db/tables/bug-reports';

export type BugReportRow = Selectable<BugReportsTable>;

/** A report with its reporter's current name and email (read-only joins; null once the account is gone). */
export interface BugReportView extends BugReportRow {
  reporter_firstname: string | null;
  reporter_surname: string | null;
  reporter_email: string | null;
}

/**
 * Which reports a read covers: those of one location and those filed without a location, or null for every
 * report (management without a location).
 */
export type BugReportScope = string | null;

/** Where a keyset page starts: after this report in newest-first order. */
export interface BugReportKey {
  createdAt: string;
  id: string;
}

export async function insertBugReport(db: DbOrTrx, row: Insertable<BugReportsTable>): Promise<void> {
  await db.insertInto('bug_reports').values(row).execute();
}

function reportsQuery(db: DbOrTrx, scope: BugReportScope) {
  let query = db
    .selectFrom('bug_reports as b')
    .leftJoin('persons as p', (join) => join.onRef('p.id', '=', 'b.reporter_id').on('b.reporter_kind', '=', 'guest'))
    .leftJoin('employees as e', (join) => join.onRef('e.id', '=', 'b.reporter_id').on('b.reporter_kind', '=', 'staff'))
    .selectAll('b')
    .select((eb) => [
      eb.fn.coalesce('p.firstname', 'e.firstname').as('reporter_firstname'),
      eb.fn.coalesce('p.surname', 'e.surname').as('reporter_surname'),
      eb
        .selectFrom('accounts as a')
        .select('a.email')
        .where((inner) =>
          inner.or([
            inner.and([inner('b.reporter_kind', '=', 'guest'), inner('a.person_id', '=', inner.ref('b.reporter_id'))]),
            inner.and([inner('b.reporter_kind', '=', 'staff'), inner('a.employee_id', '=', inner.ref('b.reporter_id'))]),
          ]),
        )
        .limit(1)
        .as('reporter_email'),
    ]);
  if (scope !== null) query = query.where((eb) => eb.or([eb('b.location_id', '=', scope), eb('b.location_id', 'is', null)]));
  return query;
}

export async function findBugReport(db: DbOrTrx, scope: BugReportScope, id: string): Promise<BugReportView | undefined> {
  return reportsQuery(db, scope).where('b.id', '=', id).executeTakeFirst();
}

/** Newest first (then by id), `limit` reports after `after`. */
export async function findBugReports(db: DbOrTrx, scope: BugReportScope, after: BugReportKey | undefined, limit: number): Promise<BugReportView[]> {
  let query = reportsQuery(db, scope);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('b.created_at', '<', after.createdAt), eb.and([eb('b.created_at', '=', after.createdAt), eb('b.id', '<', after.id)])]),
    );
  }
  return query.orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(limit).execute();
}
