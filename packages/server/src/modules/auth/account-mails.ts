import { EMAIL_VERIFICATION_TTL_HOURS, RESET_CODE_TTL_MINUTES, type AppLanguage } from '@stay/contract';
import type { MailMessage } from '../../platform/mail/port';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** `{publicUrl}/verify-email?token={token}`: what the app's /verify-email screen reads. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?${new URLSearchParams({ token }).toString()}`;
}

const VERIFICATION_TEXTS = {
  en: {
    subject: 'Confirm your email address',
    greeting: 'Hello,',
    intro: 'Please confirm that this is your email address by opening this link:',
    button: 'Confirm my email address',
    expiry: `The link works for ${EMAIL_VERIFICATION_TTL_HOURS} hours. If you did not ask for this, you can ignore this mail.`,
  },
  nl: {
    subject: 'Bevestig je e-mailadres',
    greeting: 'Hallo,',
    intro: 'Bevestig dat dit jouw e-mailadres is door deze link te openen:',
    button: 'Mijn e-mailadres bevestigen',
    expiry: `De link werkt ${EMAIL_VERIFICATION_TTL_HOURS} uur. Heb je hier niet om gevraagd, dan kun je deze mail negeren.`,
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: 'Hallo,',
    intro: 'Bitte bestätige, dass dies deine E-Mail-Adresse ist, indem du diesen Link öffnest:',
    button: 'E-Mail-Adresse bestätigen',
    expiry: `Der Link ist ${EMAIL_VERIFICATION_TTL_HOURS} Stunden gültig. Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren.`,
  },
  fr: {
    subject: 'Confirmez votre adresse e-mail',
    greeting: 'Bonjour,',
    intro: 'Merci de confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien :',
    button: 'Confirmer mon adresse e-mail',
    expiry: `Ce lien est valable ${EMAIL_VERIFICATION_TTL_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail.`,
  },
} as const satisfies Record<AppLanguage, Record<string, string>>;

export function buildVerificationMail(input: { to: string; language: AppLanguage; link: string; token: string }): MailMessage {
  const texts = VERIFICATION_TEXTS[input.language];
  const text = [texts.greeting, '', texts.intro, '', input.link, '', texts.expiry].join('\n');
  const html =
    `<p>${texts.greeting}</p><p>${texts.intro}</p><p><a href="${escapeHtml(input.link)}">${texts.button}</a></p>` +
    `<p>${texts.expiry}</p>`;
  return { kind: 'email-verification', to: input.to, subject: texts.subject, text, html, secrets: [input.token] };
}

const RESET_TEXTS = {
  en: {
    subject: 'Your code to reset your password',
    greeting: 'Hello,',
    intro: 'Enter this code in the app to choose a new password:',
    expiry: `The code works for ${RESET_CODE_TTL_MINUTES} minutes. If you did not ask for a new password, you can ignore this mail: your password stays as it is.`,
  },
  nl: {
    subject: 'Je code om je wachtwoord opnieuw in te stellen',
    greeting: 'Hallo,',
    intro: 'Vul deze code in de app in om een nieuw wachtwoord te kiezen:',
    expiry: `De code werkt ${RESET_CODE_TTL_MINUTES} minuten. Heb je niet om een nieuw wachtwoord gevraagd, dan kun je deze mail negeren: je wachtwoord blijft zoals het is.`,
  },
  de: {
    subject: 'Dein Code zum Zurücksetzen deines Passworts',
    greeting: 'Hallo,',
    intro: 'Gib diesen Code in der App ein, um ein neues Passwort zu wählen:',
    expiry: `Der Code ist ${RESET_CODE_TTL_MINUTES} Minuten gültig. Wenn du kein neues Passwort angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.`,
  },
  fr: {
    subject: 'Votre code pour réinitialiser votre mot de passe',
    greeting: 'Bonjour,',
    intro: 'Saisissez ce code dans l’application pour choisir un nouveau mot de passe :',
    expiry: `Ce code est valable ${RESET_CODE_TTL_MINUTES} minutes. Si vous n’avez pas demandé de nouveau mot de passe, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.`,
  },
} as const satisfies Record<AppLanguage, Record<string, string>>;

export function buildResetCodeMail(input: { to: string; language: AppLanguage; code: string }): MailMessage {
  const texts = RESET_TEXTS[input.language];
  const text = [texts.greeting, '', texts.intro, '', input.code, '', texts.expiry].join('\n');
  const html =
    `<p>${texts.greeting}</p><p>${texts.intro}</p>` +
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(input.code)}</p><p>${texts.expiry}</p>`;
  return { kind: 'password-reset', to: input.to, subject: texts.subject, text, html, secrets: [input.code] };
}
