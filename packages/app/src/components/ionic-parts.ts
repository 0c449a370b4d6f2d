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
import { createComponent, type EventName } from '@stencil/react-output-target/runtime';
import React from 'react';

export type { RefresherEventDetail };

type ElementClass<Element> = { new (): Element; prototype: Element };

export type RefresherEvent = CustomEvent<RefresherEventDetail>;

export const IonRefresher = createComponent<HTMLIonRefresherElement, { onIonRefresh: EventName<RefresherEvent> }>({
  tagName: 'ion-refresher',
  elementClass: RefresherElement as unknown as ElementClass<HTMLIonRefresherElement>,
  react: React,
  events: { onIonRefresh: 'ionRefresh' as EventName<RefresherEvent> },
  defineCustomElement: defineRefresher,
});

export const IonRefresherContent = createComponent<HTMLIonRefresherContentElement>({
  tagName: 'ion-refresher-content',
  elementClass: RefresherContentElement as unknown as ElementClass<HTMLIonRefresherContentElement>,
  react: React,
  events: {},
  defineCustomElement: defineRefresherContent,
});

export const IonSkeletonText = createComponent<HTMLIonSkeletonTextElement>({
  tagName: 'ion-skeleton-text',
  elementClass: SkeletonTextElement as unknown as ElementClass<HTMLIonSkeletonTextElement>,
  react: React,
  events: {},
  defineCustomElement: defineSkeletonText,
});

export const IonFooter = createComponent<HTMLIonFooterElement>({
  tagName: 'ion-footer',
  elementClass: FooterElement as unknown as ElementClass<HTMLIonFooterElement>,
  react: React,
  events: {},
  defineCustomElement: defineFooter,
});
