import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  problems: {
    required: 'Bitte fülle dieses Feld aus.',
    emailInvalid: 'Gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    emailExists: 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.',
    emailNotFound: 'Zu dieser E-Mail-Adresse gibt es kein Konto.',
    emailExistsInReservation: 'Diese E-Mail-Adresse gehört bereits zur Reservierung.',
    checkPassword: 'Die Passwörter stimmen nicht überein.',
    passwordStrength: 'Verwende mindestens 6 Zeichen mit einer Ziffer, einem Groß- und einem Kleinbuchstaben.',
    postalCheck: 'Gib eine gültige Postleitzahl ein, z. B. 1234 AB.',
    phoneInvalid: 'Gib eine gültige Telefonnummer ein, z. B. +31 6 12345678.',
  },
  hints: {
    passwordRules: 'Mindestens 6 Zeichen, mit einer Ziffer, einem Groß- und einem Kleinbuchstaben.',
  },
} satisfies LocaleTexts<typeof en>;
