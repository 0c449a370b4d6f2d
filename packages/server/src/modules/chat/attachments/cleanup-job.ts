import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { systemClock, type Clock } from '../../../platform/clock';
import { startPeriodicJob, type PeriodicJob } from '../../../platform/periodic-job';
import { deleteUnsentAttachment, findUnsentAttachments } from './attachment-repository';
import { createAttachmentStorage } from './attachment-storage';

/** An upload never sent in a message is removed this long after its upload (a draft left overnight survives). */
export const UNSENT_ATTACHMENT_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for unsent attachments past their grace. */
export const ATTACHMENT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/** Where attachment files live under DATA_DIR (the chat module's storage and this job agree on it). */
export const attachmentsRoot = (dataDir: string): string => path.join(dataDir, 'attachments');

export interface AttachmentCleanupJobOptions {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** The platform clock; the system clock when not given. */
  clock?: Clock;
}

/** One pass removes the unsent attachments past their grace and answers how many this instance removed. */
export type AttachmentCleanupJob = PeriodicJob<number>;

/**
 * Removes chat attachments uploaded but never sent in a message, 24 hours after their upload: first the row (a
 * conditional delete, so with several instances each is removed once and a message sent meanwhile keeps it), then
 * the file.
 */
export function startAttachmentCleanupJob({
  db,
  dataDir,
  log,
  intervalMs = ATTACHMENT_CLEANUP_INTERVAL_MS,
  clock = systemClock,
}: AttachmentCleanupJobOptions): AttachmentCleanupJob {
  // Only remove() is used: the size limit does not matter here.
  const storage = createAttachmentStorage(attachmentsRoot(dataDir), 0);

  const pass = async (now: Date, isStopped: () => boolean): Promise<number> => {
    const cutoff = new Date(now.getTime() - UNSENT_ATTACHMENT_GRACE_MS).toISOString();
    let removed = 0;
    for (;;) {
      const unsent = await findUnsentAttachments(db, cutoff, BATCH);
      for (const { chat_nmbr: chatNmbr, filename } of unsent) {
        if (!(await deleteUnsentAttachment(db, chatNmbr, filename, cutoff))) continue;
        await storage.remove(chatNmbr, filename);
        removed += 1;
      }
      if (unsent.length < BATCH || isStopped()) break;
    }
    if (removed > 0) log.info({ removed }, 'Attachment cleanup: removed attachments never sent');
    return removed;
  };
  return startPeriodicJob({ name: 'Attachment cleanup', log, clock, intervalMs, pass, failed: 0 });
}
