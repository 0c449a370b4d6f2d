/**
 * Ionic components used only by the chat screens, wrapped here rather than imported from @ionic/react.
 *
 * @ionic/react is one module that the /login entry needs (IonApp, IonRouterOutlet, ...). Every component imported
 * from it anywhere in the app therefore lands in the JavaScript /login loads. These wrappers are the same as
 * @ionic/react's own (Stencil's createComponent over @ionic/core's custom elements) but live in the chat chunks, so
 * the swipe list and infinite scroll cost /login nothing.
 */
import { IonInfiniteScrollContent as InfiniteScrollContentElement, defineCustomElement as defineInfiniteScrollContent } from '@ionic/core/components/ion-infinite-scroll-content.js';
import { IonInfiniteScroll as InfiniteScrollElement, defineCustomElement as defineInfiniteScroll } from '@ionic/core/components/ion-infinite-scroll.js';
import { IonItemOption as ItemOptionElement, defineCustomElement as defineItemOption } from '@ionic/core/components/ion-item-option.js';
import { IonItemOptions as ItemOptionsElement, defineCustomElement as defineItemOptions } from '@ionic/core/components/ion-item-options.js';
import { IonItemSliding as ItemSlidingElement, defineCustomElement as defineItemSliding } from '@ionic/core/components/ion-item-sliding.js';
import { IonItem as ItemElement, defineCustomElement as defineItem } from '@ionic/core/components/ion-item.js';
import type { EventName } from '@stencil/react-output-target/runtime';
import { ionElement } from '@/components/ionic-element';

export const ChatIonItem = ionElement<HTMLIonItemElement>('ion-item', ItemElement, defineItem);
export const ChatIonItemSliding = ionElement<HTMLIonItemSlidingElement>('ion-item-sliding', ItemSlidingElement, defineItemSliding);
export const ChatIonItemOptions = ionElement<HTMLIonItemOptionsElement>('ion-item-options', ItemOptionsElement, defineItemOptions);
export const ChatIonItemOption = ionElement<HTMLIonItemOptionElement>('ion-item-option', ItemOptionElement, defineItemOption);

export type InfiniteScrollEvent = CustomEvent<void> & { target: HTMLIonInfiniteScrollElement };

export const ChatIonInfiniteScroll = ionElement<HTMLIonInfiniteScrollElement, { onIonInfinite: EventName<InfiniteScrollEvent> }>(
  'ion-infinite-scroll',
  InfiniteScrollElement,
  defineInfiniteScroll,
  { onIonInfinite: 'ionInfinite' },
);
export const ChatIonInfiniteScrollContent = ionElement<HTMLIonInfiniteScrollContentElement>(
  'ion-infinite-scroll-content',
  InfiniteScrollContentElement,
  defineInfiniteScrollContent,
);
