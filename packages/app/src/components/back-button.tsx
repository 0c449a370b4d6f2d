import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline } from 'ionicons/icons';

/** The toolbar's way back: an arrow to `to`, with the page transition of going back; `label` names where it leads. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <IonButton routerLink={to} routerDirection="back" aria-label={label}>
      <IonIcon slot="icon-only" icon={arrowBackOutline} aria-hidden="true" />
    </IonButton>
  );
}
