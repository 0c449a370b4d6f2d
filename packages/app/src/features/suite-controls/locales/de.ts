import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  suiteControls: {
    title: 'Steuerung deiner Suite',
    loading: 'Steuerung deiner Suite wird geladen',
    error: 'Wir konnten die Steuerung deiner Suite nicht laden.',
    retry: 'Erneut versuchen',
    empty: 'Diese Suite hat keine smarte Steuerung.',
    window: {
      notStarted: 'Die Steuerung ist ab Beginn deines Aufenthalts verfügbar: {{when}}.',
      ended: 'Dein Aufenthalt ist zu Ende: Die Steuerung wurde am {{when}} ausgeschaltet.',
    },
    groups: { lock: 'Schlösser', climate: 'Klima', lighting: 'Licht' },
    states: {
      jammed: 'Blockiert',
      unknown: 'Status unbekannt',
      unavailable: 'Nicht verfügbar',
      outside: 'Außerhalb deines Aufenthalts nicht verfügbar',
    },
    hints: {
      jammed: 'Das Schloss konnte den Vorgang nicht abschließen. Versuche es noch einmal oder ruf uns an, wenn es blockiert bleibt.',
      unknown: 'Keine aktuelle Meldung von diesem Gerät: Aktualisiere, um den Status abzufragen.',
      unavailable: 'Dieses Gerät ist gerade offline.',
    },
    updated: 'Aktualisiert {{age}}',
    neverReported: 'Noch keine Meldung',
    unconfirmed: '{{name}} hat Ihren Befehl erhalten, aber noch nicht bestätigt, daher ist der Zustand unbekannt. Aktualisieren Sie gleich, um nachzusehen.',
    sending: 'Wird gesendet…',
    asking: 'Gerät wird abgefragt…',
    turnOn: 'Einschalten',
    turnOff: 'Ausschalten',
    actions: {
      refresh: 'Status von {{name}} abfragen',
      lock: '{{name}} abschließen',
      unlock: '{{name}} aufschließen',
      turnOn: '{{name}} einschalten',
      turnOff: '{{name}} ausschalten',
      cooler: '{{name}} kühler stellen',
      warmer: '{{name}} wärmer stellen',
      dimmer: '{{name}} dunkler stellen',
      brighter: '{{name}} heller stellen',
    },
    lock: { lock: 'Abschließen', unlock: 'Aufschließen', locked: 'Abgeschlossen', unlocked: 'Aufgeschlossen' },
    climate: {
      degrees: '{{value}} °C',
      on: 'An · eingestellt auf {{target}}',
      off: 'Aus',
      measured: 'jetzt {{value}}',
    },
    light: { on: 'An · {{brightness}} %', off: 'Aus' },
    presets: {
      title: 'Szenen',
      applying: '{{name}} wird eingestellt…',
      done_one: '{{name}}: {{count}} Gerät eingestellt.',
      done_other: '{{name}}: {{count}} Geräte eingestellt.',
      partly: '{{name}}: {{ok}} von {{total}} Geräten eingestellt. Keine Antwort von: {{devices}}.',
      'good-morning': { name: 'Guten Morgen', text: 'Licht hell an und die Heizung auf 20,5 °C.' },
      'good-evening': { name: 'Guten Abend', text: 'Licht auf 40 % gedimmt und die Heizung auf 21 °C.' },
      'good-night': { name: 'Gute Nacht', text: 'Türen abgeschlossen, Licht aus und die Heizung runter auf 17 °C.' },
    },
  },
} satisfies LocaleTexts<typeof en>;
