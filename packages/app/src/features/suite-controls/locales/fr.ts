import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  suiteControls: {
    title: 'Commandes de la suite',
    loading: 'Chargement des commandes de votre suite',
    error: 'Impossible de charger les commandes de votre suite.',
    retry: 'Réessayer',
    empty: 'Cette suite n’a pas de commandes connectées.',
    window: {
      notStarted: 'Vos commandes seront disponibles dès le début de votre séjour : {{when}}.',
      ended: 'Votre séjour est terminé : les commandes ont été désactivées le {{when}}.',
    },
    groups: { lock: 'Serrures', climate: 'Température', lighting: 'Éclairage' },
    states: {
      jammed: 'Bloqué',
      unknown: 'État inconnu',
      unavailable: 'Indisponible',
      outside: 'Indisponible en dehors de votre séjour',
    },
    hints: {
      jammed: 'La serrure n’a pas pu terminer. Réessayez, ou appelez-nous si elle reste bloquée.',
      unknown: 'Aucun relevé récent de cet appareil : actualisez pour l’interroger.',
      unavailable: 'Cet appareil est actuellement hors ligne.',
    },
    updated: 'Mis à jour {{age}}',
    neverReported: 'Aucun relevé pour l’instant',
    unconfirmed: '{{name}} a reçu votre commande mais ne l’a pas encore confirmée : son état est donc inconnu. Actualisez dans un instant pour vérifier.',
    sending: 'Envoi…',
    asking: 'Interrogation de l’appareil…',
    turnOn: 'Allumer',
    turnOff: 'Éteindre',
    actions: {
      refresh: 'Actualiser {{name}}',
      lock: 'Verrouiller {{name}}',
      unlock: 'Déverrouiller {{name}}',
      turnOn: 'Allumer {{name}}',
      turnOff: 'Éteindre {{name}}',
      cooler: 'Baisser la température de {{name}}',
      warmer: 'Monter la température de {{name}}',
      dimmer: 'Baisser la luminosité de {{name}}',
      brighter: 'Augmenter la luminosité de {{name}}',
    },
    lock: { lock: 'Verrouiller', unlock: 'Déverrouiller', locked: 'Verrouillé', unlocked: 'Déverrouillé' },
    climate: {
      degrees: '{{value}} °C',
      on: 'Allumé · réglé sur {{target}}',
      off: 'Éteint',
      measured: '{{value}} actuellement',
    },
    light: { on: 'Allumé · {{brightness}} %', off: 'Éteint' },
    presets: {
      title: 'Ambiances',
      applying: 'Activation de {{name}}…',
      done_one: '{{name}} : {{count}} appareil réglé.',
      done_other: '{{name}} : {{count}} appareils réglés.',
      partly: '{{name}} : {{ok}} appareils réglés sur {{total}}. Pas de réponse de : {{devices}}.',
      'good-morning': { name: 'Bonjour', text: 'Lumières vives et chauffage à 20,5 °C.' },
      'good-evening': { name: 'Bonsoir', text: 'Lumières tamisées à 40 % et chauffage à 21 °C.' },
      'good-night': { name: 'Bonne nuit', text: 'Portes verrouillées, lumières éteintes et chauffage baissé à 17 °C.' },
    },
  },
} satisfies LocaleTexts<typeof en>;
