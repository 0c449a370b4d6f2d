/**
 * The infinite scroll of the reservation lists, wrapped here rather than imported from @ionic/react, so that it
 * travels with this screen's chunk and not with /login's (see `components/ionic-parts.ts`).
 */
import { IonInfiniteScrollContent as InfiniteScrollContentElement, defineCustomElement as defineInfiniteScrollContent } from '@ionic/core/components/ion-infinite-scroll-content.js';
import { IonInfiniteScroll as InfiniteScrollElement, defineCustomElement as defineInfiniteScroll } from '@ionic/core/components/ion-infinite-scroll.js';
import { ionElement } from '@/components/ionic-element';

/** Its `ionInfinite` event is listened to on the element (see the list). */
export const IonInfiniteScroll = ionElement<HTMLIonInfiniteScrollElement>('ion-infinite-scroll', InfiniteScrollElement, defineInfiniteScroll);
export const IonInfiniteScrollContent = ionElement<HTMLIonInfiniteScrollContentElement>(
  'ion-infinite-scroll-content',
  InfiniteScrollContentElement,
  defineInfiniteScrollContent,
);
