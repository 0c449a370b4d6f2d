/**
 * The infinite scroll of the reservation lists, wrapped here rather than imported from @ionic/react, so that it
 * travels with this screen's chunk and not with /login's (see `components/ionic-parts.ts`).
 */
import { IonInfiniteScrollContent as InfiniteScrollContentElement, defineCustomElement as defineInfiniteScrollContent } from '@ionic/core/components/ion-infinite-scroll-content.js';
import { IonInfiniteScroll as InfiniteScrollElement, defineCustomElement as defineInfiniteScroll } from '@ionic/core/components/ion-infinite-scroll.js';
import type { EventName } from '@stencil/react-output-target/runtime';
import { ionElement } from '@/components/ionic-element';

export type InfiniteScrollEvent = CustomEvent<void> & { target: HTMLIonInfiniteScrollElement };

export const IonInfiniteScroll = ionElement<HTMLIonInfiniteScrollElement, { onIonInfinite: EventName<InfiniteScrollEvent> }>(
  'ion-infinite-scroll',
  InfiniteScrollElement,
  defineInfiniteScroll,
  { onIonInfinite: 'ionInfinite' },
);
export const IonInfiniteScrollContent = ionElement<HTMLIonInfiniteScrollContentElement>(
  'ion-infinite-scroll-content',
  InfiniteScrollContentElement,
  defineInfiniteScrollContent,
);
