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
import { createComponent, type EventName } from '@stencil/react-output-target/runtime';
import React from 'react';

export const ChatIonItem = createComponent<HTMLIonItemElement>({
  tagName: 'ion-item',
  elementClass: ItemElement as unknown as { new (): HTMLIonItemElement; prototype: HTMLIonItemElement },
  react: React,
  events: {},
  defineCustomElement: defineItem,
});

export const ChatIonItemSliding = createComponent<HTMLIonItemSlidingElement>({
  tagName: 'ion-item-sliding',
  elementClass: ItemSlidingElement as unknown as { new (): HTMLIonItemSlidingElement; prototype: HTMLIonItemSlidingElement },
  react: React,
  events: {},
  defineCustomElement: defineItemSliding,
});

export const ChatIonItemOptions = createComponent<HTMLIonItemOptionsElement>({
  tagName: 'ion-item-options',
  elementClass: ItemOptionsElement as unknown as { new (): HTMLIonItemOptionsElement; prototype: HTMLIonItemOptionsElement },
  react: React,
  events: {},
  defineCustomElement: defineItemOptions,
});

export const ChatIonItemOption = createComponent<HTMLIonItemOptionElement>({
  tagName: 'ion-item-option',
  elementClass: ItemOptionElement as unknown as { new (): HTMLIonItemOptionElement; prototype: HTMLIonItemOptionElement },
  react: React,
  events: {},
  defineCustomElement: defineItemOption,
});

export type InfiniteScrollEvent = CustomEvent<void> & { target: HTMLIonInfiniteScrollElement };

export const ChatIonInfiniteScroll = createComponent<HTMLIonInfiniteScrollElement, { onIonInfinite: EventName<InfiniteScrollEvent> }>({
  tagName: 'ion-infinite-scroll',
  elementClass: InfiniteScrollElement as unknown as { new (): HTMLIonInfiniteScrollElement; prototype: HTMLIonInfiniteScrollElement },
  react: React,
  events: { onIonInfinite: 'ionInfinite' as EventName<InfiniteScrollEvent> },
  defineCustomElement: defineInfiniteScroll,
});

export const ChatIonInfiniteScrollContent = createComponent<HTMLIonInfiniteScrollContentElement>({
  tagName: 'ion-infinite-scroll-content',
  elementClass: InfiniteScrollContentElement as unknown as {
    new (): HTMLIonInfiniteScrollContentElement;
    prototype: HTMLIonInfiniteScrollContentElement;
  },
  react: React,
  events: {},
  defineCustomElement: defineInfiniteScrollContent,
});
