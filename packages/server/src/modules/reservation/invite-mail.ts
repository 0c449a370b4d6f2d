import type { MailMessage } from '../../platform/mail/port';

export interface InviteMailInput {
  to: string;
  inviterFirstname: string;
  suiteName: string;
  startDateTime: string;
  endDateTime: string;
  timeZone: string;
  /** The /activate-invite link with reservation and hash. */
  link: string;
  expiresAt: string;
  /** The raw token in the link: marked secret so a delivered mail's stored copy does not keep it. */
  token: string;
}

/** `{publicUrl}/activate-invite?reservation={id}&hash={token}`: what the app's /activate-invite screen reads. */
export function inviteLink(publicUrl: string, reservationId: string, token: string): string {
  const query = new URLSearchParams({ reservation: reservationId, hash: token });
  return `${publicUrl}/activate-invite?${query.toString()}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function formatDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(instant),
  );
}

export function buildInviteMail(input: InviteMailInput): MailMessage {
  const stay = input.suiteName ? ` in ${input.suiteName}` : '';
  const dates = `${formatDay(input.startDateTime, input.timeZone)} – ${formatDay(input.endDateTime, input.timeZone)}`;
  const expires = formatDay(input.expiresAt, input.timeZone);
  const subject = `${input.inviterFirstname} invites you to join their stay${stay}`;
  const text = [
    'Hello,',
    '',
    `${input.inviterFirstname} invites you as a guest of their stay${stay} (${dates}).`,
    'Open this link to accept: sign in or create an account, and the stay appears in your app.',
    '',
    input.link,
    '',
    `The link works until ${expires}. If you did not expect this mail, you can ignore it.`,
  ].join('\n');
  const html =
    `<p>Hello,</p><p>${escapeHtml(input.inviterFirstname)} invites you as a guest of their stay${escapeHtml(stay)} ` +
    `(${escapeHtml(dates)}).</p><p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>` +
    `<p>The link works until ${escapeHtml(expires)}. If you did not expect this mail, you can ignore it.</p>`;
  return { kind: 'invite', to: input.to, subject, text, html, secrets: [input.token] };
}
