import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  context: {
    title: 'Réservation',
    open: 'Détails de la réservation',
    loading: 'Chargement de la réservation',
    errorTitle: 'La réservation n’a pas pu être chargée',
    errorBody: 'Vérifiez la connexion et réessayez.',
    retry: 'Réessayer',
    stay: 'Séjour',
    suite: 'Suite',
    arrival: 'Arrivée',
    departure: 'Départ',
    openBooking: 'Ouvrir la réservation',
    guests: 'Clients',
    mainGuest: 'client principal',
    noGuests: 'Personne ne s’est encore connecté à cette réservation.',
    languages: { en: 'Anglais', nl: 'Néerlandais', de: 'Allemand', fr: 'Français' },
    orders: 'Commandes',
    noOrders: 'Aucune commande payée.',
    order: 'Commande {{nmbr}}',
    orderState: { paid: 'Payée', placed: 'Passée' },
    delivery: '{{quantity}} × {{product}}',
    delivered: 'Livré',
    toDeliver: 'À livrer',
    openDeliveries: 'Livraisons du {{day}}',
    complaints: 'Réclamations',
    noComplaints: 'Aucune réclamation.',
  },
} satisfies LocaleTexts<typeof en>;
