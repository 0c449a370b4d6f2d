import { IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';

interface InfoCardProps {
  icon: string;
  title: string;
  children: ReactNode;
}

/** A card with an icon badge and a title; used for empty states and "arrives later" notes. */
export function InfoCard({ icon, title, children }: InfoCardProps) {
  return (
    <section className="info-card">
      <header className="info-card__header">
        <span className="info-card__icon">
          <IonIcon icon={icon} aria-hidden="true" />
        </span>
        <h2 className="info-card__title">{title}</h2>
      </header>
      <div className="info-card__body">{children}</div>
    </section>
  );
}
