import type { AppLanguage } from '@stay/contract';
import type { MailMessage } from '../../platform/mail/port';

export interface ActivationMailInput {
  to: string;
  language: AppLanguage;
  reservationNumber: string;
  /** The activation code as printed ("DUNE7-WAVES"). */
  code: string;
  suiteName: string;
  startDateTime: string;
  endDateTime: string;
  timeZone: string;
  link: string;
}

/** `{publicUrl}/activate-reservation?reservation={number}&code={code}`: what the app's /activate-reservation screen reads. */
export function activationLink(publicUrl: string, reservationNumber: string, code: string): string {
  return `${publicUrl}/activate-reservation?${new URLSearchParams({ reservation: reservationNumber, code }).toString()}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const LOCALES: Record<AppLanguage, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR' };

function formatDay(instant: string, timeZone: string, language: AppLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));
}

const TEXTS = {
  en: {
    subject: (number: string) => `Your stay ${number}: activate it in the app`,
    greeting: 'Hello,',
    intro: (stay: string, dates: string) => `Your stay${stay} (${dates}) is ready for the app. Open this link on your phone to activate it:`,
    button: 'Activate my stay',
    manual: 'Or open the app, choose "Activate your reservation" and enter:',
    number: 'Reservation number',
    code: 'Activation code',
    note: 'This code replaces any code you received before. Keep it to yourself: with the number it gives access to your stay. If you did not book this stay, you can ignore this mail.',
    in: (name: string) => ` in ${name}`,
  },
  nl: {
    subject: (number: string) => `Je verblijf ${number}: activeer het in de app`,
    greeting: 'Hallo,',
    intro: (stay: string, dates: string) => `Je verblijf${stay} (${dates}) staat klaar in de app. Open deze link op je telefoon om het te activeren:`,
    button: 'Mijn verblijf activeren',
    manual: 'Of open de app, kies "Reservering activeren" en vul in:',
    number: 'Reserveringsnummer',
    code: 'Activatiecode',
    note: 'Deze code vervangt elke code die je eerder kreeg. Houd hem voor jezelf: met het nummer geeft hij toegang tot je verblijf. Heb je dit verblijf niet geboekt, dan kun je deze mail negeren.',
    in: (name: string) => ` in ${name}`,
  },
  de: {
    subject: (number: string) => `Dein Aufenthalt ${number}: aktiviere ihn in der App`,
    greeting: 'Hallo,',
    intro: (stay: string, dates: string) => `Dein Aufenthalt${stay} (${dates}) ist bereit für die App. Öffne diesen Link auf deinem Handy, um ihn zu aktivieren:`,
    button: 'Meinen Aufenthalt aktivieren',
    manual: 'Oder öffne die App, wähle „Buchung aktivieren“ und gib ein:',
    number: 'Buchungsnummer',
    code: 'Aktivierungscode',
    note: 'Dieser Code ersetzt jeden Code, den du vorher bekommen hast. Behalte ihn für dich: Zusammen mit der Nummer gibt er Zugang zu deinem Aufenthalt. Wenn du diesen Aufenthalt nicht gebucht hast, kannst du diese E-Mail ignorieren.',
    in: (name: string) => ` in ${name}`,
  },
  fr: {
    subject: (number: string) => `Votre séjour ${number} : activez-le dans l’application`,
    greeting: 'Bonjour,',
    intro: (stay: string, dates: string) => `Votre séjour${stay} (${dates}) vous attend dans l’application. Ouvrez ce lien sur votre téléphone pour l’activer :`,
    button: 'Activer mon séjour',
    manual: 'Ou ouvrez l’application, choisissez « Activer votre réservation » et saisissez :',
    number: 'Numéro de réservation',
    code: 'Code d’activation',
    note: 'Ce code remplace tout code reçu auparavant. Gardez-le pour vous : avec le numéro, il donne accès à votre séjour. Si vous n’avez pas réservé ce séjour, vous pouvez ignorer cet e-mail.',
    in: (name: string) => ` à ${name}`,
  },
} as const satisfies Record<AppLanguage, Record<string, unknown>>;

/** The activation mail: the link, and the number and code to type by hand. The code is a secret of the mail. */
export function buildActivationMail(input: ActivationMailInput): MailMessage {
  const texts = TEXTS[input.language];
  const stay = input.suiteName ? texts.in(input.suiteName) : '';
  const dates = `${formatDay(input.startDateTime, input.timeZone, input.language)} – ${formatDay(input.endDateTime, input.timeZone, input.language)}`;
  const intro = texts.intro(stay, dates);
  const text = [
    texts.greeting,
    '',
    intro,
    '',
    input.link,
    '',
    texts.manual,
    `${texts.number}: ${input.reservationNumber}`,
    `${texts.code}: ${input.code}`,
    '',
    texts.note,
  ].join('\n');
  const html =
    `<p>${texts.greeting}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(input.link)}">${texts.button}</a></p>` +
    `<p>${escapeHtml(texts.manual)}</p><p>${texts.number}: <strong>${escapeHtml(input.reservationNumber)}</strong><br>` +
    `${texts.code}: <strong style="font-size:20px;letter-spacing:2px">${escapeHtml(input.code)}</strong></p><p>${escapeHtml(texts.note)}</p>`;
  return { kind: 'reservation-activation', to: input.to, subject: texts.subject(input.reservationNumber), text, html, secrets: [input.code] };
}
