import { IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './empty-state.css';

interface EmptyStateProps {
  icon: string;
  title: string;
  /** h2 for a page of its own (not found, offline); p inside a list or thread. */
  titleAs?: 'h2' | 'p';
  /** page: a whole screen's message, larger; inline: in place of a list or thread. */
  size?: 'page' | 'inline';
  /** danger colours the icon for a failure. */
  tone?: 'primary' | 'danger';
  /** alert for a failure that should be announced. */
  role?: 'alert' | 'status';
  /** More text and the way forward (a retry or back button). */
  children?: ReactNode;
}

/** What a screen or list shows when it has nothing to show: an icon, a title, and what to do next. */
export function EmptyState({ icon, title, titleAs: Title = 'p', size = 'inline', tone = 'primary', role, children }: EmptyStateProps) {
  return (
    <section className={classNames('ui-empty-state', `ui-empty-state--${size}`, tone === 'danger' && 'ui-empty-state--danger')} role={role}>
      <IonIcon className="ui-empty-state__icon" icon={icon} aria-hidden="true" />
      <Title className="ui-empty-state__title">{title}</Title>
      {children}
    </section>
  );
}
