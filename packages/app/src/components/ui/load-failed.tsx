import { IonButton } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { EmptyState } from './empty-state';

interface LoadFailedProps {
  title: string;
  /** What happened or what to try, when the title alone does not say. */
  body?: string;
  retryLabel: string;
  onRetry: () => void;
  /** page: in place of a whole screen; inline (default): in place of a list or card. */
  size?: 'page' | 'inline';
  /** h2 for a page of its own; p (default) inside a list or card. */
  titleAs?: 'h2' | 'p';
}

/** A screen's or list's data could not be loaded: the failure, announced, and a retry. */
export function LoadFailed({ title, body, retryLabel, onRetry, size, titleAs }: LoadFailedProps) {
  return (
    <EmptyState icon={alertCircleOutline} title={title} titleAs={titleAs} size={size} tone="danger" role="alert">
      {body ? <p>{body}</p> : null}
      <IonButton fill="outline" onClick={onRetry}>
        {retryLabel}
      </IonButton>
    </EmptyState>
  );
}
