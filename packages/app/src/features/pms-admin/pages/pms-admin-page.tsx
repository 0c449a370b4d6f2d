import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { PMS_API_KEY_NAME_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH, type PmsApiKey, type Webhook } from '@stay/contract';
import { addOutline, gitNetworkOutline, listOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pill } from '@/components/ui/pill';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useLocationTimeZone } from '@/domains/availability/use-location-time-zone';
import { useCreatePmsApiKey, useCreateWebhook, useRemoveWebhook, useRevokePmsApiKey } from '@/domains/pms-admin/mutations';
import { usePmsApiKeys, useWebhooks } from '@/domains/pms-admin/queries';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { formatDateTime } from '@/lib/time/format';
import { CreateDialog } from '../components/create-dialog';
import { DeliveryLogDialog } from '../components/delivery-log-dialog';
import { usePmsAdminTranslation } from '../i18n';
import '../pms-admin.css';

type Dialog = { kind: 'key' } | { kind: 'webhook' } | { kind: 'deliveries'; webhook: Webhook };

/**
 * /management/pms: the location's connection to its property-management system. API keys (created with a name, the
 * key shown once to copy, revocable) and webhooks (an address, its signing secret shown once, the delivery log).
 */
export function PmsAdminPage() {
  const { t, i18n } = usePmsAdminTranslation();
  const keys = usePmsApiKeys();
  const webhooks = useWebhooks();
  const createKey = useCreatePmsApiKey();
  const revokeKey = useRevokePmsApiKey();
  const createWebhook = useCreateWebhook();
  const removeWebhook = useRemoveWebhook();
  const { timeZone } = useLocationTimeZone();
  const [presentAlert] = useIonAlert();
  const showSuccess = useSuccessToast();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const at = (iso: string) => formatDateTime(iso, timeZone, i18n.language);

  function closeDialog() {
    createKey.reset();
    createWebhook.reset();
    setDialog(null);
  }

  function confirmRevoke(key: PmsApiKey) {
    void presentAlert({
      header: t('keys.confirm.header'),
      message: t('keys.confirm.message', { name: key.name }),
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        { text: t('keys.confirm.confirm'), role: 'destructive', handler: () => revokeKey.mutate(key.id, { onSuccess: () => showSuccess(t('keys.toastRevoked')) }) },
      ],
    });
  }

  function confirmRemove(webhook: Webhook) {
    void presentAlert({
      header: t('webhooks.confirm.header'),
      message: t('webhooks.confirm.message', { url: webhook.url }),
      buttons: [
        { text: t('cancel'), role: 'cancel' },
        { text: t('webhooks.confirm.confirm'), role: 'destructive', handler: () => removeWebhook.mutate(webhook.id, { onSuccess: () => showSuccess(t('webhooks.toastRemoved')) }) },
      ],
    });
  }

  const sectionHead = (kind: 'keys' | 'webhooks') => (
    <div className="pms-admin__section-head">
      <div>
        <h2 id={`pms-admin-${kind}`}>{t(`${kind}.title`)}</h2>
        <p className="pms-admin__hint">{t(`${kind}.hint`)}</p>
      </div>
      <IonButton fill="outline" onClick={() => setDialog({ kind: kind === 'keys' ? 'key' : 'webhook' })}>
        <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
        {t(`${kind}.add`)}
      </IonButton>
    </div>
  );

  const keyCard = (key: PmsApiKey) => (
    <li key={key.id}>
      <Card className={key.revokedAt ? 'pms-admin__item pms-admin__item--revoked' : 'pms-admin__item'}>
        <div className="pms-admin__item-head">
          <h3>{key.name}</h3>
          {key.revokedAt === null ? (
            <IonButton fill="clear" color="danger" className="pms-admin__icon-button" onClick={() => confirmRevoke(key)} aria-label={t('keys.revoke', { name: key.name })} title={t('keys.revoke', { name: key.name })}>
              <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
            </IonButton>
          ) : (
            <Pill tone="neutral">{t('keys.revoked', { at: at(key.revokedAt) })}</Pill>
          )}
        </div>
        <code className="pms-admin__hint-code">{key.hint}</code>
        <p className="pms-admin__meta">
          {t('keys.created', { at: at(key.createdAt) })} · {key.lastUsedAt ? t('keys.lastUsed', { at: at(key.lastUsedAt) }) : t('keys.neverUsed')}
        </p>
      </Card>
    </li>
  );

  const webhookCard = (webhook: Webhook) => (
    <li key={webhook.id}>
      <Card className="pms-admin__item">
        <div className="pms-admin__item-head">
          <h3 className="pms-admin__url">{webhook.url}</h3>
          <IonButton fill="clear" color="danger" className="pms-admin__icon-button" onClick={() => confirmRemove(webhook)} aria-label={t('webhooks.remove', { url: webhook.url })} title={t('webhooks.remove', { url: webhook.url })}>
            <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
          </IonButton>
        </div>
        <p className="pms-admin__meta">{t('webhooks.created', { at: at(webhook.createdAt) })}</p>
        <IonButton fill="outline" size="small" className="pms-admin__deliveries-button" onClick={() => setDialog({ kind: 'deliveries', webhook })}>
          <IonIcon slot="start" icon={listOutline} aria-hidden="true" />
          {t('webhooks.showDeliveries')}
        </IonButton>
      </Card>
    </li>
  );

  let content;
  if (keys.isPending || webhooks.isPending) {
    content = (
      <SkeletonGroup as="div" className="pms-admin__list" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="96px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (keys.isError || webhooks.isError) {
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void Promise.all([keys.refetch(), webhooks.refetch()])} />;
  } else {
    content = (
      <>
        <section className="pms-admin__section" aria-labelledby="pms-admin-keys">
          {sectionHead('keys')}
          {keys.data.length === 0 ? <p className="pms-admin__empty">{t('keys.empty')}</p> : <ul className="pms-admin__list">{keys.data.map(keyCard)}</ul>}
        </section>
        <section className="pms-admin__section" aria-labelledby="pms-admin-webhooks">
          {sectionHead('webhooks')}
          {webhooks.data.length === 0 ? <p className="pms-admin__empty">{t('webhooks.empty')}</p> : <ul className="pms-admin__list">{webhooks.data.map(webhookCard)}</ul>}
        </section>
      </>
    );
  }

  return (
    <AppPage title={t('title')} fixed={<PullToRefresh onRefresh={() => Promise.all([keys.refetch(), webhooks.refetch()])} spinner="dots" />}>
      <div className="pms-admin">
        <InfoNote icon={gitNetworkOutline}>{t('intro')}</InfoNote>
        {content}
      </div>
      {dialog?.kind === 'key' && (
        <CreateDialog
          title={t('keys.form.title')}
          secretTitle={t('secret.keyTitle')}
          label={t('keys.form.label')}
          hint={t('keys.form.hint')}
          requiredText={t('keys.form.required')}
          saveText={t('keys.form.save')}
          inputType="text"
          maxLength={PMS_API_KEY_NAME_MAX_LENGTH}
          create={async (name) => (await createKey.mutateAsync(name)).key}
          isPending={createKey.isPending}
          error={createKey.error}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'webhook' && (
        <CreateDialog
          title={t('webhooks.form.title')}
          secretTitle={t('secret.webhookTitle')}
          label={t('webhooks.form.label')}
          hint={t('webhooks.form.hint')}
          requiredText={t('webhooks.form.required')}
          saveText={t('webhooks.form.save')}
          inputType="url"
          maxLength={WEBHOOK_URL_MAX_LENGTH}
          create={async (url) => (await createWebhook.mutateAsync(url)).secret}
          isPending={createWebhook.isPending}
          error={createWebhook.error}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'deliveries' && <DeliveryLogDialog webhook={dialog.webhook} timeZone={timeZone} onClose={closeDialog} />}
    </AppPage>
  );
}
