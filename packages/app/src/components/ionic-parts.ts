/**
 * Ionic components that only lazily loaded screens use, wrapped here rather than imported from @ionic/react.
 *
 * @ionic/react is one module that the /login entry needs (IonApp, IonRouterOutlet, ...). Every component imported
 * from it anywhere in the app therefore lands in the JavaScript /login loads. These wrappers are the same as
 * @ionic/react's own (Stencil's createComponent over @ionic/core's custom elements), as in `chat/ionic-parts.ts`,
 * but live in the chunks of the screens that use them, so pull-to-refresh, skeletons and footers cost /login nothing.
 * Do not import this module from anything /login loads (the app shell, AppPage, the auth feature).
 */
import type { RefresherEventDetail } from '@ionic/core/components';
import { IonFooter as FooterElement, defineCustomElement as defineFooter } from '@ionic/core/components/ion-footer.js';
import {
  IonRefresherContent as RefresherContentElement,
  defineCustomElement as defineRefresherContent,
} from '@ionic/core/components/ion-refresher-content.js';
import { IonRefresher as RefresherElement, defineCustomElement as defineRefresher } from '@ionic/core/components/ion-refresher.js';
import { IonSkeletonText as SkeletonTextElement, defineCustomElement as defineSkeletonText } from '@ionic/core/components/ion-skeleton-text.js';
import type { EventName } from '@stencil/react-output-target/runtime';
import { ionElement } from './ionic-element';

export type { RefresherEventDetail };

export type RefresherEvent = CustomEvent<RefresherEventDetail>;

export const IonRefresher = ionElement<HTMLIonRefresherElement, { onIonRefresh: EventName<RefresherEvent> }>(
  'ion-refresher',
  RefresherElement,
  defineRefresher,
  { onIonRefresh: 'ionRefresh' },
);
export const IonRefresherContent = ionElement<HTMLIonRefresherContentElement>('ion-refresher-content', RefresherContentElement, defineRefresherContent);
export const IonSkeletonText = ionElement<HTMLIonSkeletonTextElement>('ion-skeleton-text', SkeletonTextElement, defineSkeletonText);
export const IonFooter = ionElement<HTMLIonFooterElement>('ion-footer', FooterElement, defineFooter);
