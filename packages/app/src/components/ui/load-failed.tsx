import { IonButton } from '@ionic/react';
import { alertCircleOutline, cloudOfflineOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_CODE, HttpError } from '@/lib/http/http-error';
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
  /** Why it failed: without a connection the offline state shows instead of the screen's own failure. */
  error?: unknown;
}

const isOffline = (error: unknown): boolean => error instanceof HttpError && error.code === CLIENT_ERROR_CODE.offline;

/** A screen's or list's data could not be loaded: the failure (or that the app is offline), announced, and a retry. */
export function LoadFailed({ title, body, retryLabel, onRetry, size, titleAs, error }: LoadFailedProps) {
  const { t } = useTranslation();
  const offline = isOffline(error);
  return (
    <EmptyState
      icon={offline ? cloudOfflineOutline : alertCircleOutline}
      title={offline ? t('offline.title') : title}
      titleAs={titleAs}
      size={size}
      tone={offline ? undefined : 'danger'}
      role="alert"
    >
      {offline ? <p>{t('offline.body')}</p> : body ? <p>{body}</p> : null}
      <IonButton fill="outline" onClick={onRetry}>
        {retryLabel}
      </IonButton>
    </EmptyState>
  );
}
