import { createComponent, type EventName } from '@stencil/react-output-target/runtime';
import React from 'react';

type ElementClass<Element> = { new (): Element; prototype: Element };

/**
 * A React wrapper over one of @ionic/core's custom elements, made exactly as @ionic/react makes its own, but in the
 * module of the screens that use it: @ionic/react is one module, so anything imported from it lands in /login's
 * JavaScript (see ionic-parts.ts and chat/ionic-parts.ts).
 */
export function ionElement<Element extends HTMLElement, Events extends Record<string, EventName> = Record<never, never>>(
  tagName: string,
  elementClass: unknown,
  defineCustomElement: () => void,
  events = {} as { [Key in keyof Events]: string },
) {
  return createComponent<Element, Events>({
    tagName,
    elementClass: elementClass as ElementClass<Element>,
    react: React,
    events: events as Events,
    defineCustomElement,
  });
}
