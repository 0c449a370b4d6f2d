import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  suiteControls: {
    title: 'Bediening van je suite',
    loading: 'Bediening van je suite laden',
    error: 'We konden de bediening van je suite niet laden.',
    retry: 'Opnieuw proberen',
    empty: 'Deze suite heeft geen slimme bediening.',
    window: {
      notStarted: 'De bediening opent bij het begin van je verblijf: {{when}}.',
      ended: 'Je verblijf is voorbij: de bediening is uitgeschakeld op {{when}}.',
    },
    groups: { lock: 'Sloten', climate: 'Klimaat', lighting: 'Verlichting' },
    states: {
      jammed: 'Vastgelopen',
      unknown: 'Status onbekend',
      unavailable: 'Niet beschikbaar',
      outside: 'Niet beschikbaar buiten je verblijf',
    },
    hints: {
      jammed: 'Het slot kon niet afmaken. Probeer het opnieuw, of bel ons als het vast blijft.',
      unknown: 'Geen recente melding van dit apparaat: ververs om het te vragen.',
      unavailable: 'Dit apparaat is nu offline.',
    },
    updated: 'Bijgewerkt {{age}}',
    neverReported: 'Nog geen melding',
    unconfirmed: '{{name}} heeft je opdracht ontvangen maar nog niet bevestigd, dus de status is onbekend. Vernieuw zo om te controleren.',
    sending: 'Versturen…',
    asking: 'Apparaat vragen…',
    turnOn: 'Aanzetten',
    turnOff: 'Uitzetten',
    actions: {
      refresh: 'Status van {{name}} opnieuw opvragen',
      lock: '{{name}} vergrendelen',
      unlock: '{{name}} ontgrendelen',
      turnOn: '{{name}} aanzetten',
      turnOff: '{{name}} uitzetten',
      cooler: '{{name}} lager zetten',
      warmer: '{{name}} hoger zetten',
      dimmer: '{{name}} zachter zetten',
      brighter: '{{name}} feller zetten',
    },
    lock: { lock: 'Vergrendelen', unlock: 'Ontgrendelen', locked: 'Vergrendeld', unlocked: 'Ontgrendeld' },
    climate: {
      degrees: '{{value}} °C',
      on: 'Aan · ingesteld op {{target}}',
      off: 'Uit',
      measured: 'nu {{value}}',
    },
    light: { on: 'Aan · {{brightness}}%', off: 'Uit' },
    presets: {
      title: 'Sferen',
      applying: '{{name}} instellen…',
      done_one: '{{name}}: {{count}} apparaat ingesteld.',
      done_other: '{{name}}: {{count}} apparaten ingesteld.',
      partly: '{{name}}: {{ok}} van {{total}} apparaten ingesteld. Geen antwoord van: {{devices}}.',
      'good-morning': { name: 'Goedemorgen', text: 'Lichten fel aan en de verwarming op 20,5 °C.' },
      'good-evening': { name: 'Goedenavond', text: 'Lichten gedimd op 40% en de verwarming op 21 °C.' },
      'good-night': { name: 'Welterusten', text: 'Deuren op slot, lichten uit en de verwarming omlaag naar 17 °C.' },
    },
  },
} satisfies LocaleTexts<typeof en>;
