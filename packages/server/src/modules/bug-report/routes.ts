import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { BUG_REPORT_SCREENSHOT_MAX_BYTES, managementBugReportApi, publicBugReportApi } from '@stay/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendStoredFile } from '../../http/send-stored-file';
import type { Platform } from '../../platform/platform';
import { perIp } from '../../plugins/rate-limit';
import { optionalCaller } from './optional-caller';
import { createScreenshotStorage } from './screenshot-storage';
import { createBugReportService } from './service';

/** Reports count per client address: someone signed out has no account to count by. */
const BUG_REPORT_THROTTLE = [perIp('bug-report')];

/** Sends a stored screenshot under its own type. */
function sendScreenshot(reply: FastifyReply, file: { mimetype: string; size: number; stream: NodeJS.ReadableStream }): never {
  return sendStoredFile(reply, file.stream, {
    contentType: file.mimetype,
    contentLength: file.size,
    contentDisposition: 'inline; filename="screenshot"',
    cacheControl: 'private, max-age=86400',
  });
}

/** POST /api/bug-report (signed in or not) and management's /api/employee/bug-report. */
export async function registerBugReportRoutes(app: FastifyInstance, { config, db, accessTokens, uploads }: Platform): Promise<void> {
  const screenshots = createScreenshotStorage(path.join(config.dataDir, 'bug-reports'), BUG_REPORT_SCREENSHOT_MAX_BYTES);
  const reports = createBugReportService({ db, screenshots, uploads });

  registerEndpoint(app, managementBugReportApi.list, async ({ ctx, query }) => reports.list(await ctx.staff(), query));
  registerEndpoint(app, managementBugReportApi.get, async ({ ctx, params }) => reports.get(await ctx.staff(), params.id));
  registerEndpoint(app, managementBugReportApi.screenshot, async ({ ctx, params }, reply) =>
    sendScreenshot(reply, await reports.screenshot(await ctx.staff(), params.id)),
  );

  await app.register(async (scope) => {
    // The multipart parser exists only in this scope: the JSON routes above never accept multipart bodies.
    await scope.register(multipart, { limits: { fileSize: screenshots.maxBytes, files: 1, fields: 2, parts: 3 } });
    registerEndpoint(
      scope,
      publicBugReportApi.send,
      async ({ ctx, raw }) => reports.send(await optionalCaller(raw, accessTokens, app.requestContextSource.loadCaller), raw, ctx.now),
      { throttle: BUG_REPORT_THROTTLE },
    );
  });
}
