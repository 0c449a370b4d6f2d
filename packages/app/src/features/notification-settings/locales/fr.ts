import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr: LocaleTexts<typeof en> = {
  title: 'Notifications',
  intro: 'Choisissez les notifications push que vous recevez. Ce que vous désactivez reste visible dans l’application.',
  types: {
    title: 'Ce qui vous est notifié',
    loading: 'Chargement de vos choix de notifications',
    CHAT: { label: 'Mentions et rappels', hint: 'Un collègue vous mentionne dans une discussion, ou l’un de vos rappels se déclenche.' },
    CHATS: { label: 'Messages dans vos discussions', hint: 'Un client ou un collègue écrit dans une discussion à laquelle vous participez.' },
    GUEST_CHATS: { label: 'Nouvelles discussions clients', hint: 'Un client ouvre une discussion, ou personne ne prend en charge une discussion client.' },
    CUBER_CHATS: { label: 'Discussions en attente de l’assistance', hint: 'Une discussion a été transférée à l’assistance et attend d’être prise en charge.' },
    RESERVATION: { label: 'Réservations', hint: 'Une réservation évolue, par exemple une arrivée ou une modification.' },
    APP_URL: { label: 'Actualités du parc', hint: 'Une annonce du parc avec un lien à ouvrir.' },
    ORDERS: { label: 'Commandes', hint: 'La commande d’un client est passée, payée ou modifiée.' },
  },
  saved: 'Enregistré',
  error: {
    title: 'Vos choix de notifications n’ont pas pu être chargés',
    body: 'Vérifiez la connexion et réessayez.',
  },
  retry: 'Réessayer',
};
