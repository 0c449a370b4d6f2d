import { useId } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { PushSubscriptionControl } from '@/domains/push/components/push-subscription-control';
import { useNotificationSettings, useUpdateNotificationSettings } from '@/domains/push/notification-settings';
import type { PushPlatform } from '@/lib/push/push-subscription';
import { NotificationTypeToggles } from '../components/notification-type-toggles';
import { useNotificationSettingsTranslation } from '../i18n';
import '../notification-settings.css';

/**
 * /{guide|support|management}/settings/notifications: push on this device (on, off or blocked, and turning it on),
 * and per notification type whether the staff member gets it as a push message.
 */
export function NotificationSettingsPage({ platform }: { platform?: PushPlatform }) {
  const { t } = useNotificationSettingsTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const typesTitleId = useId();

  let types;
  if (settings.isPending) {
    types = (
      <SkeletonGroup label={t('types.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} width="100%" height="48px" radius="10px" />
        ))}
      </SkeletonGroup>
    );
  } else if (settings.isError) {
    types = (
      <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void settings.refetch()} />
    );
  } else {
    types = <NotificationTypeToggles settings={settings.data} onChange={(type, isOn) => update.mutate({ [type]: isOn })} />;
  }

  return (
    <AppPage
      title={t('title')}
      fixed={
        <PullToRefresh onRefresh={() => settings.refetch()} spinner="dots" />
      }
    >
      <div className="notification-settings">
        <p className="notification-settings__intro">{t('intro')}</p>
        <PushSubscriptionControl platform={platform} />
        <Card aria-labelledby={typesTitleId} className="notification-settings__card">
          <h2 id={typesTitleId}>{t('types.title')}</h2>
          {types}
        </Card>
      </div>
    </AppPage>
  );
}
