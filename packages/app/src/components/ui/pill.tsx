import type { HTMLAttributes } from 'react';
import { classNames } from './class-names';
import './pill.css';

export type PillTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info' | 'violet' | 'orange' | 'highlight';

interface PillProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: PillTone;
}

/** A small rounded label (a status, a tag, a badge) in one of the theme's tones; each tone meets AA contrast. */
export function Pill({ tone = 'neutral', className, ...props }: PillProps) {
  return <span {...props} className={classNames('ui-pill', `ui-pill--${tone}`, className)} />;
}
