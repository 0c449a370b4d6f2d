import type { FastifyRequest } from 'fastify';
import { BUG_REPORT_DESCRIPTION_MAX_LENGTH, BUG_REPORT_FIELD, BUG_REPORT_ROUTE_MAX_LENGTH, bugReportBodySchema, type BugReportBody } from '@stay/contract';
import { AppError } from '../../errors';
import { asUploadError } from '../../storage/multipart-upload';
import type { ScreenshotStorage, StoredScreenshot } from './screenshot-storage';

export interface ReadReport {
  body: BugReportBody;
  screenshot: StoredScreenshot | null;
}

/** The report's text fields checked with the contract's schema; the first problem answers 400 INVALID_INPUT. */
function checkedBody(input: unknown): BugReportBody {
  const parsed = bugReportBodySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('INVALID_INPUT', `body.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'not a bug report'}`);
}

/** Stores a screenshot within the sender's upload budgets: `save` gets the bytes they still allow. */
export type StoreScreenshot = (save: (budgetBytes: number) => Promise<StoredScreenshot>) => Promise<StoredScreenshot>;

const TEXT_FIELDS: readonly string[] = [BUG_REPORT_FIELD.description, BUG_REPORT_FIELD.route];

/**
 * Text fields and at most one screenshot; a stored screenshot is removed again when the rest turns out wrong (a
 * second file included).
 */
async function readMultipart(request: FastifyRequest, screenshots: ScreenshotStorage, store: StoreScreenshot): Promise<ReadReport> {
  const fields: Record<string, string> = {};
  let screenshot: StoredScreenshot | null = null;
  try {
    const limits = { fileSize: screenshots.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: BUG_REPORT_DESCRIPTION_MAX_LENGTH * 4 + BUG_REPORT_ROUTE_MAX_LENGTH };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (!TEXT_FIELDS.includes(part.fieldname) || typeof part.value !== 'string' || part.fieldname in fields) {
          throw new AppError('INVALID_INPUT', `body: only the fields '${TEXT_FIELDS.join("', '")}' once each and a file in '${BUG_REPORT_FIELD.screenshot}'`);
        }
        fields[part.fieldname] = part.value;
      } else {
        if (part.fieldname !== BUG_REPORT_FIELD.screenshot) {
          part.file.resume();
          throw new AppError('INVALID_INPUT', `body: the screenshot goes in the field '${BUG_REPORT_FIELD.screenshot}'`);
        }
        screenshot = await store((budgetBytes) => screenshots.save(part.file, () => part.file.truncated, budgetBytes)).catch((error: unknown) => {
          // A screenshot refused before it was read (budget spent, disk short) is read to its end, so the answer can go out.
          if (!part.file.readableEnded) part.file.resume();
          throw error === part.file.errored ? asUploadError(error, BUG_REPORT_FIELD.screenshot) : error;
        });
      }
    }
    return { body: checkedBody(fields), screenshot };
  } catch (error) {
    if (screenshot) await screenshots.remove(screenshot.filename);
    throw asUploadError(error, BUG_REPORT_FIELD.screenshot);
  }
}

/** A report as JSON (no screenshot) or as multipart with an optional screenshot. */
export async function readReport(request: FastifyRequest, screenshots: ScreenshotStorage, store: StoreScreenshot): Promise<ReadReport> {
  if (request.isMultipart()) return readMultipart(request, screenshots, store);
  if (request.body === undefined || request.body === null) throw new AppError('INVALID_INPUT', 'body: send the report as JSON or multipart/form-data');
  return { body: checkedBody(request.body), screenshot: null };
}
