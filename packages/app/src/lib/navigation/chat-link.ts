import { paths, type StaffArea } from './paths';

/** The state /login is opened with when a signed-in person followed a link into another role's area. */
export interface ForeignLinkState {
  foreignLink: string;
}

export const foreignLinkState = (link: string): ForeignLinkState => ({ foreignLink: link });

export function foreignLinkOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('foreignLink' in state)) return null;
  const link = (state as { foreignLink: unknown }).foreignLink;
  return typeof link === 'string' ? link : null;
}

const STAFF_CHAT_LINK = /^\/(guide|support|management)\/chats\/([^/?#]+)(\?[^#]*)?$/;
const STAFF_LANDING = /^\/(guide|support|management)\//;

/**
 * A staff chat link of another staff area (a support colleague opening `/guide/chats/32`) as the same chat in the
 * person's own area, the one their landing page is in; null when the link is no staff chat or the person is no staff.
 * Whether they may see the chat is the chat screen's (and the server's) question.
 */
export function sameChatInOwnArea(link: string | null, landingPath: string): string | null {
  const chat = link ? STAFF_CHAT_LINK.exec(link) : null;
  const own = STAFF_LANDING.exec(landingPath)?.[1] as StaffArea | undefined;
  if (!chat || !own) return null;
  let id: string;
  try {
    id = decodeURIComponent(chat[2]!);
  } catch {
    return null;
  }
  return `${paths.staffChat(own, id)}${chat[3] ?? ''}`;
}
