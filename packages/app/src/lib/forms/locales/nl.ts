import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  problems: {
    required: 'Vul dit veld in.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    emailExists: 'Er bestaat al een account met dit e-mailadres.',
    emailNotFound: 'Geen account gebruikt dit e-mailadres.',
    emailExistsInReservation: 'Dit e-mailadres hoort al bij de reservering.',
    checkPassword: 'De wachtwoorden komen niet overeen.',
    passwordStrength: 'Gebruik minstens 6 tekens met een cijfer, een hoofdletter en een kleine letter.',
    postalCheck: 'Vul een geldige postcode in, zoals 1234 AB.',
    phoneInvalid: 'Vul een geldig telefoonnummer in, zoals +31 6 12345678.',
  },
  hints: {
    passwordRules: 'Minstens 6 tekens, met een cijfer, een hoofdletter en een kleine letter.',
  },
} satisfies LocaleTexts<typeof en>;
