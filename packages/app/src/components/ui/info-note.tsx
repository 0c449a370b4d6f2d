import { IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';
import './info-note.css';

interface InfoNoteProps {
  icon: string;
  children: ReactNode;
  /** `note` for a remark beside the content (what the reader may not do here); none for a screen's introduction. */
  role?: 'note';
}

/** A short line in the theme's information colours with an icon: what a screen is for, or what the reader may do. */
export function InfoNote({ icon, children, role }: InfoNoteProps) {
  return (
    <p className="ui-info-note" role={role}>
      <IonIcon icon={icon} aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
