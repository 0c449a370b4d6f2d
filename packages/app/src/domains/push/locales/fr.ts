import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr: LocaleTexts<typeof en> = {
  subscription: {
    title: 'Notifications sur cet appareil',
    checking: 'Vérification des notifications sur cet appareil…',
    state: {
      on: 'Activées : cet appareil affiche les notifications, même lorsque l’application est fermée.',
      off: 'Désactivées : cet appareil n’affiche aucune notification lorsque l’application est fermée.',
      blocked: 'Bloquées : les notifications de cette application sont désactivées dans les réglages du navigateur ou du téléphone. Autorisez-les dans ces réglages pour les recevoir.',
      unsupported: 'Ce navigateur ne peut pas afficher les notifications de l’application. Ajoutez l’application à votre écran d’accueil ou utilisez un autre navigateur.',
    },
    stateLabel: {
      on: 'Activées',
      off: 'Désactivées',
      blocked: 'Bloquées',
      unsupported: 'Non disponibles',
    },
    turnOn: 'Activer les notifications',
    turningOn: 'Activation…',
    failure: {
      dismissed: 'Les notifications n’ont pas été autorisées : la demande a été fermée sans réponse. Touchez à nouveau le bouton et choisissez « Autoriser ».',
      denied: 'Les notifications ont été refusées pour cette application. Pour les recevoir, autorisez-les dans les réglages du navigateur ou du téléphone.',
      unsupported: 'Ce navigateur ne peut pas afficher les notifications de l’application. Ajoutez l’application à votre écran d’accueil ou utilisez un autre navigateur.',
      failed: 'Les notifications n’ont pas pu être activées. Vérifiez votre connexion et réessayez.',
    },
  },
};
