import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  states: {
    New: 'Nouvelle',
    'In progress': 'En cours',
    Resolved: 'Résolue',
  },
  priorities: {
    LOW: 'Basse',
    NORMAL: 'Normale',
    HIGH: 'Haute',
    URGENT: 'Urgente',
  },
  kinds: {
    CLEANING: 'Ménage',
    MAINTENANCE: 'Entretien',
    DEVICES: 'Appareils',
    NOISE: 'Bruit',
    SERVICE: 'Service',
    OTHER: 'Autre',
  },
  review: {
    awaiting: 'Examen en attente',
    approved: 'Examen : approuvée',
    declined: 'Examen : refusée',
  },
  priorityLabel: 'Priorité : {{priority}}',
  stateLabel: 'Statut : {{state}}',
  noWorkgroup: 'Aucun groupe de travail',
  counter: {
    label_one: '{{count}} réclamation ouverte',
    label_other: '{{count}} réclamations ouvertes',
  },
  loading: {
    approve: 'Approbation de la réclamation',
    decline: 'Refus de la réclamation',
    resolve: 'Résolution de la réclamation',
    save: 'Mise à jour de la réclamation',
    file: 'Enregistrement de la réclamation',
    note: 'Ajout de la note',
    appointment: 'Enregistrement du rendez-vous',
    deleteAppointment: 'Suppression du rendez-vous',
  },
} satisfies LocaleTexts<typeof en>;
