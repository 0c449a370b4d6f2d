import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

/** Management's bug reports in French (namespace 'bugReportsAdmin'). */
export const fr = {
  title: 'Signalements de bugs',
  loading: 'Chargement des signalements',
  loadingMore: 'Chargement d’autres signalements',
  empty: 'Aucun signalement pour l’instant',
  emptyBody: 'Les signalements envoyés depuis l’application par les clients et le personnel apparaissent ici.',
  failed: 'Les signalements n’ont pas pu être chargés',
  retry: 'Réessayer',
  signedOut: 'Non connecté',
  withScreenshot: 'Capture d’écran',
  select: { title: 'Sélectionnez un signalement', body: 'Choisissez un signalement à gauche pour le lire.' },
  detail: {
    title: 'Signalement de bug',
    back: 'Retour aux signalements',
    loading: 'Chargement du signalement',
    notFound: 'Ce signalement est introuvable',
    sent: 'Envoyé le',
    reporter: 'Envoyé par',
    role: 'Rôle',
    route: 'Écran',
    appVersion: 'Version de l’application',
    userAgent: 'Navigateur',
    description: 'Ce qui s’est passé',
    screenshot: 'Capture d’écran',
    screenshotAlt: 'La capture d’écran jointe au signalement',
    screenshotFailed: 'La capture d’écran n’a pas pu être chargée',
    unknown: 'Inconnu',
    removedAccount: 'Un compte supprimé',
  },
  roles: {
    GUEST: 'Client',
    GUIDE: 'Guide',
    CUBER: 'Assistance',
    BACKOFFICE: 'Back-office',
    MANAGEMENT: 'Direction',
    UNKOWN: 'Rôle inconnu',
  },
} satisfies LocaleTexts<typeof en>;
