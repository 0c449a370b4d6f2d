import type { ReactNode } from 'react';
import { Card } from './ui/card';
import { Tile } from './ui/tile';

interface InfoCardProps {
  icon: string;
  title: string;
  children: ReactNode;
}

/** A card with an icon badge and a title; used for empty states and notes. */
export function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <Card className="info-card">
      <header className="info-card__header">
        <Tile icon={icon} />
        <h2 className="info-card__title">{title}</h2>
      </header>
      <div className="info-card__body">{children}</div>
    </Card>
  );
}
