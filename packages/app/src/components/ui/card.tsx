import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './card.css';

type CardElement = 'section' | 'div' | 'article' | 'li' | 'header' | 'aside' | 'fieldset';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a section by default. */
  as?: CardElement;
}

/** A raised surface with the theme's radius and shadow; the feature's class adds its own layout. */
export function Card({ as: Element = 'section', className, ...props }: CardProps) {
  return <Element {...props} className={classNames('ui-card', className)} />;
}
