import { randomUUID } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { HEADER, type BugReport, type BugReportListQuery, type BugReportPage, type BugReportReceipt } from '@stay/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Caller, StaffCaller } from '../../http/caller';
import { uploadPayer, type UploadGuard } from '../../storage/upload-guard';
import { readReport } from './read-report';
import { findBugReport, findBugReports, insertBugReport, type BugReportKey, type BugReportScope } from './repository';
import type { ScreenshotStorage } from './screenshot-storage';
import { toBugReport } from './to-wire';

const APP_VERSION_MAX_LENGTH = 32;
const USER_AGENT_MAX_LENGTH = 500;

/** A header's single value, cut to length; null when absent or empty. */
function headerText(request: FastifyRequest, name: string, maxLength: number): string | null {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text.slice(0, maxLength) : null;
}

const encodeCursor = (key: BugReportKey): string => Buffer.from(`${key.createdAt}|${key.id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): BugReportKey | undefined {
  if (cursor === undefined) return undefined;
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || rest.length > 0 || Number.isNaN(Date.parse(createdAt))) {
    throw new AppError('INVALID_INPUT', 'query.cursor: not a cursor this list gave');
  }
  return { createdAt, id };
}

/** Only management reads the reports: of their location and those without one; without a location, all of them. */
function scopeOf(staff: StaffCaller): BugReportScope {
  if (staff.role !== 'MANAGEMENT') throw new AppError('UNAUTHORIZED');
  return staff.locationId;
}

export function createBugReportService({ db, screenshots, uploads }: { db: Db; screenshots: ScreenshotStorage; uploads: UploadGuard }) {
  async function requireReport(staff: StaffCaller, id: string) {
    const row = await findBugReport(db, scopeOf(staff), id);
    if (!row) throw new AppError('BUG_REPORT_NOT_FOUND');
    return row;
  }

  return {
    /**
     * Files the report under the caller when there is one; the request's headers give the app version and browser. A
     * screenshot counts against the caller's upload budgets (signed out: the smaller one of their address).
     */
    async send(caller: Caller | null, request: FastifyRequest, now: Date): Promise<BugReportReceipt> {
      const payer = uploadPayer(request, caller);
      const { body, screenshot } = await readReport(request, screenshots, (save) =>
        uploads.store(payer, now, save, (stored) => screenshots.remove(stored.filename)),
      );
      const row = {
        id: randomUUID(),
        description: body.description,
        route: body.route,
        app_version: headerText(request, HEADER.appVersion, APP_VERSION_MAX_LENGTH),
        user_agent: headerText(request, 'user-agent', USER_AGENT_MAX_LENGTH),
        reporter_kind: caller === null ? null : caller.kind === 'person' ? 'guest' : 'staff',
        reporter_id: caller?.id ?? null,
        reporter_role: caller?.role ?? null,
        location_id: caller?.locationId ?? null,
        screenshot_filename: screenshot?.filename ?? null,
        screenshot_mimetype: screenshot?.mimetype ?? null,
        screenshot_size: screenshot?.size ?? null,
        created_at: now.toISOString(),
      };
      try {
        await insertBugReport(db, row);
      } catch (error) {
        if (screenshot) await screenshots.remove(screenshot.filename);
        throw error;
      }
      return { id: row.id, createdAt: row.created_at };
    },

    async list(staff: StaffCaller, query: BugReportListQuery): Promise<BugReportPage> {
      const rows = await findBugReports(db, scopeOf(staff), decodeCursor(query.cursor), query.limit + 1);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items: items.map(toBugReport),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      };
    },

    async get(staff: StaffCaller, id: string): Promise<BugReport> {
      return toBugReport(await requireReport(staff, id));
    },

    async screenshot(staff: StaffCaller, id: string): Promise<{ mimetype: string; size: number; stream: ReadStream }> {
      const row = await requireReport(staff, id);
      if (row.screenshot_filename === null || row.screenshot_mimetype === null) throw new AppError('BUG_REPORT_NOT_FOUND', 'This report has no screenshot');
      return { mimetype: row.screenshot_mimetype, size: row.screenshot_size ?? 0, stream: await screenshots.open(row.screenshot_filename) };
    },
  };
}

export type BugReportService = ReturnType<typeof createBugReportService>;
