import type { AppLanguage } from '@stay/contract';
import type { MailMessage } from '../../platform/mail/port';

export interface InviteMailInput {
  to: string;
  /** The invitee's account language when they have an account, else the inviter's: family tends to share one. */
  language: AppLanguage;
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

const LOCALES: Record<AppLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' };

function formatDay(instant: string, timeZone: string, language: AppLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(instant),
  );
}

interface InviteTexts {
  in: (suite: string) => string;
  subject: (inviter: string, stay: string) => string;
  greeting: string;
  intro: (inviter: string, stay: string, dates: string) => string;
  accept: string;
  button: string;
  expiry: (expires: string) => string;
}

const TEXTS: Record<AppLanguage, InviteTexts> = {
  en: {
    in: (suite) => ` in ${suite}`,
    subject: (inviter, stay) => `${inviter} invites you to join their stay${stay}`,
    greeting: 'Hello,',
    intro: (inviter, stay, dates) => `${inviter} invites you as a guest of their stay${stay} (${dates}).`,
    accept: 'Open this link to accept: sign in or create an account, and the stay appears in your app.',
    button: 'Accept the invitation',
    expiry: (expires) => `The link works until ${expires}. If you did not expect this mail, you can ignore it.`,
  },
  nl: {
    in: (suite) => ` in ${suite}`,
    subject: (inviter, stay) => `${inviter} nodigt je uit voor het verblijf${stay}`,
    greeting: 'Hallo,',
    intro: (inviter, stay, dates) => `${inviter} nodigt je uit als gast van het verblijf${stay} (${dates}).`,
    accept: 'Open deze link om de uitnodiging aan te nemen: log in of maak een account aan, en het verblijf staat in je app.',
    button: 'Uitnodiging aannemen',
    expiry: (expires) => `De link werkt tot ${expires}. Had je deze mail niet verwacht, dan kun je hem negeren.`,
  },
  de: {
    in: (suite) => ` in ${suite}`,
    subject: (inviter, stay) => `${inviter} lädt dich zum Aufenthalt${stay} ein`,
    greeting: 'Hallo,',
    intro: (inviter, stay, dates) => `${inviter} lädt dich als Gast zum Aufenthalt${stay} (${dates}) ein.`,
    accept: 'Öffne diesen Link, um die Einladung anzunehmen: Melde dich an oder erstelle ein Konto, dann erscheint der Aufenthalt in deiner App.',
    button: 'Einladung annehmen',
    expiry: (expires) => `Der Link ist bis ${expires} gültig. Wenn du diese E-Mail nicht erwartet hast, kannst du sie ignorieren.`,
  },
  fr: {
    in: (suite) => ` à ${suite}`,
    subject: (inviter, stay) => `${inviter} vous invite à rejoindre son séjour${stay}`,
    greeting: 'Bonjour,',
    intro: (inviter, stay, dates) => `${inviter} vous invite à rejoindre son séjour${stay} (${dates}).`,
    accept: 'Ouvrez ce lien pour accepter : connectez-vous ou créez un compte, et le séjour apparaîtra dans votre application.',
    button: 'Accepter l’invitation',
    expiry: (expires) => `Ce lien est valable jusqu’au ${expires}. Si vous n’attendiez pas cet e-mail, vous pouvez l’ignorer.`,
  },
};

export function buildInviteMail(input: InviteMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const stay = input.suiteName ? texts.in(input.suiteName) : '';
  const dates = `${formatDay(input.startDateTime, input.timeZone, input.language)} – ${formatDay(input.endDateTime, input.timeZone, input.language)}`;
  const expires = formatDay(input.expiresAt, input.timeZone, input.language);
  const intro = texts.intro(input.inviterFirstname, stay, dates);
  const text = [texts.greeting, '', intro, texts.accept, '', input.link, '', texts.expiry(expires)].join('\n');
  const html =
    `<p>${texts.greeting}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(texts.button)}</a></p>` +
    `<p>${escapeHtml(texts.expiry(expires))}</p>`;
  return { kind: 'invite', to: input.to, subject: texts.subject(input.inviterFirstname, stay), text, html, secrets: [input.token] };
}
