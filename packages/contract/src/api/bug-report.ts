import { z } from 'zod';
import { ROLES, UNKNOWN_ROLE } from '../roles';
import { defineEndpoint } from './endpoint';

export const BUG_REPORT_DESCRIPTION_MAX_LENGTH = 4000;
export const BUG_REPORT_ROUTE_MAX_LENGTH = 500;
/** A screenshot is compressed by the app before sending; this is the most the server stores. */
export const BUG_REPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const BUG_REPORT_LIST_PAGE_SIZE = 25;
export const BUG_REPORT_LIST_MAX_PAGE_SIZE = 100;

/** The multipart fields of POST /api/bug-report: two text fields and at most one image file. */
export const BUG_REPORT_FIELD = { description: 'description', route: 'route', screenshot: 'screenshot' } as const;

const id = z.string().min(1).max(64);

/**
 * The report as JSON (a report without a screenshot); a multipart body carries the same fields as text parts and
 * the screenshot in `screenshot`. `route` is the app path the person was on when something went wrong.
 */
export const bugReportBodySchema = z.object({
  description: z.string().trim().min(1).max(BUG_REPORT_DESCRIPTION_MAX_LENGTH),
  route: z.string().trim().max(BUG_REPORT_ROUTE_MAX_LENGTH).default(''),
});
export type BugReportBody = z.output<typeof bugReportBodySchema>;
export type BugReportBodyInput = z.input<typeof bugReportBodySchema>;

/** What the sender gets back: the report's id and when it was filed, nothing else. */
export const bugReportReceiptSchema = z.object({ id: z.string(), createdAt: z.string() });
export type BugReportReceipt = z.infer<typeof bugReportReceiptSchema>;

/** Who filed a report: the signed-in guest or staff member (their name while their account exists), else null. */
export const bugReportReporterSchema = z.object({
  kind: z.enum(['guest', 'staff']),
  id: z.string(),
  /** The role when the report was filed. */
  role: z.enum([...ROLES, UNKNOWN_ROLE]),
  /** Null once the account is gone. */
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type BugReportReporter = z.infer<typeof bugReportReporterSchema>;

export const bugReportScreenshotSchema = z.object({ mimetype: z.string(), size: z.number().int().nonnegative() });

/** A report as management reads it. `appVersion` and `userAgent` are the request's headers, cut to length. */
export const bugReportSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  description: z.string(),
  route: z.string(),
  appVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
  reporter: bugReportReporterSchema.nullable(),
  locationId: z.string().nullable(),
  screenshot: bugReportScreenshotSchema.nullable(),
});
export type BugReport = z.infer<typeof bugReportSchema>;

/** Newest first, keyset-paged: pass the answer's `nextCursor` as `cursor` for the next page. */
export const bugReportListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(BUG_REPORT_LIST_MAX_PAGE_SIZE).default(BUG_REPORT_LIST_PAGE_SIZE),
  cursor: z.string().min(1).max(128).optional(),
});
export type BugReportListQuery = z.output<typeof bugReportListQuerySchema>;
export type BugReportListQueryInput = z.input<typeof bugReportListQuerySchema>;

export const bugReportPageSchema = z.object({ items: z.array(bugReportSchema), nextCursor: z.string().nullable() });
export type BugReportPage = z.infer<typeof bugReportPageSchema>;

export const bugReportScreenshotFileSchema = z.file();

/**
 * POST /api/bug-report works signed in or not. A valid access token files the report under the caller (role, id,
 * location); an expired one answers 401 ACCESSTOKEN_EXPIRED so the app renews it first; without a usable token the
 * report is filed without a reporter. Rate limited per client address (429 TOO_MANY_REQUESTS).
 */
export const publicBugReportApi = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/bug-report',
    auth: 'none',
    summary:
      'File a bug report: JSON { description, route } or multipart (text fields "description" and "route", optional image in "screenshot")',
    // Null for a multipart body, which the route reads part by part.
    body: bugReportBodySchema.nullish(),
    response: bugReportReceiptSchema,
  }),
} as const;

const BASE = '/api/employee/bug-report';
const reportParams = z.object({ id });

/**
 * Management only (other staff: 403 UNAUTHORIZED). Management of a location sees the reports filed at their
 * location and those filed without one (signed out, or staff without a location); management without a location
 * sees every report. Any other report answers 404 BUG_REPORT_NOT_FOUND.
 */
export const managementBugReportApi = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    auth: 'staff',
    summary: 'Bug reports, newest first, keyset-paged',
    query: bugReportListQuerySchema,
    response: bugReportPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    auth: 'staff',
    summary: 'One bug report',
    params: reportParams,
    response: bugReportSchema,
  }),
  screenshot: defineEndpoint({
    method: 'GET',
    path: `${BASE}/{id}/screenshot`,
    auth: 'staff',
    summary: "A bug report's screenshot (binary); 404 BUG_REPORT_NOT_FOUND when it has none",
    params: reportParams,
    response: bugReportScreenshotFileSchema,
  }),
} as const;
