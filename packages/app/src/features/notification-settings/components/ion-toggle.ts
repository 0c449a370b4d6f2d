import type { ToggleChangeEventDetail } from '@ionic/core/components';
import { IonToggle as ToggleElement, defineCustomElement as defineToggle } from '@ionic/core/components/ion-toggle.js';
import type { EventName } from '@stencil/react-output-target/runtime';
import { ionElement } from '@/components/ionic-element';

export type ToggleChangeEvent = CustomEvent<ToggleChangeEventDetail>;

/** Ionic's toggle, wrapped in this screen's chunk (see components/ionic-parts.ts for why). */
export const IonToggle = ionElement<HTMLIonToggleElement, { onIonChange: EventName<ToggleChangeEvent> }>('ion-toggle', ToggleElement, defineToggle, {
  onIonChange: 'ionChange',
});
