import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  guideSelection: {
    title: 'Choisissez votre guide',
    intro: 'Répondez à quelques questions et nous vous proposerons les guides les plus adaptés à votre séjour.',
    pickAny: 'Choisissez-en autant que vous le souhaitez.',
    answerRequired: 'Répondez à au moins une question, ou affichez tous les guides.',
    match: 'Trouver mon guide',
    showAll: 'Afficher tous les guides',
    matchedTitle: 'Les guides faits pour vous',
    allTitle: 'Tous les guides',
    noneTitle: 'Aucun guide disponible',
    noneBody: 'Aucun guide n’accueille de clients pour le moment. Réessayez un peu plus tard ou appelez-nous.',
    speaks: 'Parle {{languages}}',
    score_one: 'Correspond à votre réponse : {{answers}}',
    score_other: 'Correspond à {{count}} de vos réponses : {{answers}}',
    interests: 'Centres d’intérêt',
    choose: 'Choisir {{name}}',
    choosing: 'Choix de {{name}} en cours',
    chosen: '{{name}} est désormais votre guide. Dites bonjour dans la discussion !',
    current: 'Votre guide actuel',
    currentNote: '{{name}} est désormais votre guide. Si vous choisissez un autre guide, il remplacera {{name}}.',
    backHome: 'Retour à l’accueil',
    error: 'Impossible de charger les questions.',
    retry: 'Réessayer',
  },
} satisfies LocaleTexts<typeof en>;
