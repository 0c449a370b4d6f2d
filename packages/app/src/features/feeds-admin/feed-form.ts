import type { FeedChannel, ReservationFeedCreateBodyInput } from '@stay/contract';

/** The add-feed form as typed: `channel` empty lets the server recognise it. */
export interface FeedForm {
  suiteId: string;
  url: string;
  channel: FeedChannel | '';
}

export type FeedFormField = 'suiteId' | 'url';
export type FeedFormProblem = 'suiteRequired' | 'urlInvalid';

export const emptyFeedForm = (suiteId = ''): FeedForm => ({ suiteId, url: '', channel: '' });

/** What the server accepts as a feed: an http(s) or webcal address with a host (it checks again). */
export function isFeedAddress(url: string): boolean {
  const trimmed = url.trim();
  if (!/^(https?|webcal):\/\/[^\s/?#]+/i.test(trimmed)) return false;
  try {
    return new URL(trimmed.replace(/^webcal:\/\//i, 'https://')).hostname !== '';
  } catch {
    return false;
  }
}

export function feedFormProblems(form: FeedForm): Partial<Record<FeedFormField, FeedFormProblem>> {
  return {
    ...(form.suiteId === '' ? { suiteId: 'suiteRequired' as const } : {}),
    ...(isFeedAddress(form.url) ? {} : { url: 'urlInvalid' as const }),
  };
}

export function feedBodyOf(form: FeedForm): ReservationFeedCreateBodyInput {
  return { suiteId: form.suiteId, url: form.url.trim(), channel: form.channel === '' ? null : form.channel };
}
