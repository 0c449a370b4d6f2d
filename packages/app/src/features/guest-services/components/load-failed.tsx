import { IonButton } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { EmptyState } from '@/components/ui/empty-state';
import { useGuestServicesTranslation } from '../i18n';

interface LoadFailedProps {
  title: string;
  body: string;
  onRetry: () => void;
}

/** A screen's or list's load failed: what happened and a retry. */
export function LoadFailed({ title, body, onRetry }: LoadFailedProps) {
  const { t } = useGuestServicesTranslation();
  return (
    <EmptyState icon={alertCircleOutline} title={title} tone="danger" role="alert">
      <p>{body}</p>
      <IonButton fill="outline" onClick={onRetry}>
        {t('common.retry')}
      </IonButton>
    </EmptyState>
  );
}
