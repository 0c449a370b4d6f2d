import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  problems: {
    required: 'Veuillez remplir ce champ.',
    emailInvalid: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    emailExists: 'Un compte existe déjà avec cette adresse e-mail.',
    emailNotFound: 'Aucun compte n’utilise cette adresse e-mail.',
    emailExistsInReservation: 'Cette adresse e-mail fait déjà partie de la réservation.',
    checkPassword: 'Les mots de passe ne correspondent pas.',
    passwordStrength: 'Utilisez au moins 6 caractères, dont un chiffre, une majuscule et une minuscule.',
    postalCheck: 'Saisissez un code postal valide, par exemple 1234 AB.',
    phoneInvalid: 'Saisissez un numéro de téléphone valide, par exemple +31 6 12345678.',
  },
  hints: {
    passwordRules: 'Au moins 6 caractères, dont un chiffre, une majuscule et une minuscule.',
  },
} satisfies LocaleTexts<typeof en>;
