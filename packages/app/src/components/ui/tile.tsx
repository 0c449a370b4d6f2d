import { IonIcon } from '@ionic/react';
import { classNames } from './class-names';
import './tile.css';

interface TileProps {
  icon: string;
  /** sm 36 px (list rows), md 40 px (card headers), lg 56 px (page intros). */
  size?: 'sm' | 'md' | 'lg';
  /** soft: primary on the accent tint; solid: white on primary; warning: on the warning wash. */
  tone?: 'soft' | 'solid' | 'warning';
  className?: string;
}

/** A rounded square holding an icon, beside a title or at the top of a page. Decorative: hidden from screen readers. */
export function Tile({ icon, size = 'md', tone = 'soft', className }: TileProps) {
  return (
    <span className={classNames('ui-tile', `ui-tile--${size}`, `ui-tile--${tone}`, className)} aria-hidden="true">
      <IonIcon icon={icon} />
    </span>
  );
}
