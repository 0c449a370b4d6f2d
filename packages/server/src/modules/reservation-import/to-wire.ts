import { FEED_SKIP_REASONS, type FeedProblem, type FeedSkipReason, type ReservationFeed } from '@stay/contract';
import type { FeedRow, FeedRunReport } from './feed-repository';

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** The stored report of a run; a missing or unreadable one reads as empty (runs from before reports were kept). */
export function reportOf(text: string | null): FeedRunReport {
  let parsed: { skippedBy?: Record<string, unknown>; problems?: unknown } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    parsed = {};
  }
  const skippedBy = Object.fromEntries(FEED_SKIP_REASONS.map((reason) => [reason, count(parsed.skippedBy?.[reason])])) as Record<FeedSkipReason, number>;
  const problems = Array.isArray(parsed.problems)
    ? parsed.problems.flatMap((problem: Partial<FeedProblem>): FeedProblem[] =>
        typeof problem?.reason === 'string' ? [{ uid: typeof problem.uid === 'string' ? problem.uid : null, reason: problem.reason }] : [],
      )
    : [];
  return { skippedBy, problems };
}

export function toWireFeed(row: FeedRow, suiteName: string): ReservationFeed {
  const hasRun = row.last_run_at !== null && row.last_status !== null;
  return {
    id: row.id,
    suiteId: row.accommodation_id,
    suiteName,
    url: row.url,
    channel: row.channel,
    recognisedChannel: row.recognised_channel,
    isScheduled: row.is_scheduled === 1,
    createdAt: row.created_at,
    lastRun:
      hasRun && row.last_run_at && row.last_status
        ? {
            at: row.last_run_at,
            status: row.last_status,
            error: row.last_error,
            counts: {
              created: row.last_created,
              updated: row.last_moved,
              unchanged: row.last_unchanged,
              cancelled: row.last_cancelled,
              skipped: row.last_skipped,
              missing: row.last_missing,
              errors: row.last_errors,
            },
            ...reportOf(row.last_report),
          }
        : null,
  };
}
