import type { Webhook } from '@stay/contract';
import { SheetDialog } from '@/components/sheet-dialog/sheet-dialog';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useWebhookDeliveries } from '@/domains/pms-admin/queries';
import { formatDateTime } from '@/lib/time/format';
import { usePmsAdminTranslation } from '../i18n';

const TONE = { delivered: 'success', pending: 'warning', failed: 'danger' } as const;

/** The webhook's latest deliveries: event, state, attempts, the receiver's last answer. */
export function DeliveryLogDialog({ webhook, timeZone, onClose }: { webhook: Webhook; timeZone: string; onClose(): void }) {
  const { t, i18n } = usePmsAdminTranslation();
  const deliveries = useWebhookDeliveries(webhook.id);
  const at = (iso: string) => formatDateTime(iso, timeZone, i18n.language);
  let content;
  if (deliveries.isPending) {
    content = (
      <SkeletonGroup as="div" className="pms-admin__deliveries" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="56px" radius="8px" />
        ))}
      </SkeletonGroup>
    );
  } else if (deliveries.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void deliveries.refetch()} />;
  } else if (deliveries.data.length === 0) {
    content = <p className="pms-admin__empty">{t('webhooks.deliveries.empty')}</p>;
  } else {
    content = (
      <ul className="pms-admin__deliveries">
        {deliveries.data.map((delivery) => (
          <li key={delivery.id} className="pms-admin__delivery">
            <div className="pms-admin__delivery-head">
              <code>{delivery.event}</code>
              <Pill tone={TONE[delivery.state]}>{t(`webhooks.deliveries.state.${delivery.state}`)}</Pill>
            </div>
            <p className="pms-admin__meta">
              <time dateTime={delivery.createdAt}>{at(delivery.createdAt)}</time> · {t('webhooks.deliveries.attempts', { count: delivery.attempts })}
              {delivery.lastStatus !== null && <> · {t('webhooks.deliveries.answered', { status: delivery.lastStatus })}</>}
              {delivery.state === 'pending' && delivery.nextAttemptAt && <> · {t('webhooks.deliveries.next', { at: at(delivery.nextAttemptAt) })}</>}
            </p>
            {/* The receiver's own error text is technical and in English: it is kept for a hover, the screen says it in the reader's language. */}
            {delivery.lastStatus === null && delivery.lastError && (
              <p className="pms-admin__error" title={delivery.lastError}>
                {t('webhooks.deliveries.unreachable')}
              </p>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <SheetDialog isOpen onClose={onClose} title={`${t('webhooks.deliveries.title')} · ${webhook.url}`}>
      {content}
    </SheetDialog>
  );
}
