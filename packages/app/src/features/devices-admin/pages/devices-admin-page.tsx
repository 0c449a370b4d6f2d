import { IonButton, IonIcon, useIonAlert, useIonToast } from '@ionic/react';
import { textInLanguage, TOAST_DURATION_MS, type DeviceCommand, type ManagedDevice, type ManagedSuiteDevices } from '@stay/contract';
import { addOutline, hardwareChipOutline, homeOutline } from 'ionicons/icons';
import { useState } from 'react';
import { AppPage } from '@/components/app-page';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { InfoNote } from '@/components/ui/info-note';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton, SkeletonGroup } from '@/components/ui/skeleton';
import { useRemoveDevice, useTestDevice } from '@/domains/device-admin/mutations';
import { useDeviceAdminSuites } from '@/domains/device-admin/queries';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { AddDeviceSheet } from '../components/add-device-sheet';
import { DeviceRow } from '../components/device-row';
import { stateTextOf } from '../device-state-text';
import { useDevicesAdminTranslation } from '../i18n';
import '../devices-admin.css';

/**
 * /management/devices: each suite of the park with its devices (type, where it is reached, last state). Management adds
 * a device the connectors report, tries a command on one, or removes one after confirming.
 */
export function DevicesAdminPage() {
  const { t, i18n } = useDevicesAdminTranslation();
  const suites = useDeviceAdminSuites();
  const nameOf = (device: ManagedDevice) => textInLanguage(device.name, appLanguageOrEnglish(i18n.language));
  const test = useTestDevice();
  const remove = useRemoveDevice();
  const [presentAlert] = useIonAlert();
  const [presentToast] = useIonToast();
  const showSuccess = useSuccessToast();
  const [addingTo, setAddingTo] = useState<ManagedSuiteDevices | null>(null);

  function runTest(device: ManagedDevice, command: DeviceCommand) {
    test.mutate(
      { _id: device._id, command },
      {
        onSuccess: (answer) => {
          const name = nameOf(device);
          if (answer.state?.status === 'unknown') {
            void presentToast({ message: t('test.unconfirmed', { name }), duration: TOAST_DURATION_MS * 2, position: 'bottom', color: 'warning' });
            return;
          }
          const state = stateTextOf(answer.type, answer.state);
          showSuccess(t('test.done', { name, state: t(state.key, state.values) }));
        },
      },
    );
  }

  function confirmRemove(suite: ManagedSuiteDevices, device: ManagedDevice) {
    void presentAlert({
      header: t('confirmRemove.header'),
      message: t('confirmRemove.message', { name: nameOf(device), suite: suite.name }),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('confirmRemove.confirm'), role: 'destructive', handler: () => remove.mutate(device._id, { onSuccess: () => showSuccess(t('toast.removed')) }) },
      ],
    });
  }

  let content;
  if (suites.isPending) {
    content = (
      <SkeletonGroup as="div" className="devices-admin__suites" label={t('loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} width="100%" height="140px" radius="12px" />
        ))}
      </SkeletonGroup>
    );
  } else if (suites.data === undefined) {
    // A failed refetch keeps the list on screen; only a list never loaded shows the failure.
    content = <LoadFailed title={t('error.title')} body={t('error.body')} retryLabel={t('retry')} onRetry={() => void suites.refetch()} />;
  } else if (suites.data.length === 0) {
    content = <EmptyState icon={homeOutline} title={t('noSuites')} />;
  } else {
    content = (
      <ul className="devices-admin__suites">
        {suites.data.map((suite) => (
          <li key={suite._id}>
            <Card className="devices-admin__suite">
              <div className="devices-admin__suite-head">
                <h3>{suite.name}</h3>
                <IonButton fill="outline" size="small" onClick={() => setAddingTo(suite)} aria-label={t('addTo', { suite: suite.name })} title={t('addTo', { suite: suite.name })}>
                  <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
                  {t('add')}
                </IonButton>
              </div>
              {suite.domoticas.length === 0 ? (
                <p className="devices-admin__empty">{t('noDevices')}</p>
              ) : (
                <ul className="devices-admin__devices">
                  {suite.domoticas.map((device) => (
                    <DeviceRow
                      key={device._id}
                      device={device}
                      isTesting={test.isPending && test.variables._id === device._id}
                      onTest={(command) => runTest(device, command)}
                      onRemove={() => confirmRemove(suite, device)}
                    />
                  ))}
                </ul>
              )}
            </Card>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <AppPage title={t('title')} fixed={<PullToRefresh onRefresh={() => suites.refetch()} spinner="dots" />}>
      <div className="devices-admin">
        <InfoNote icon={hardwareChipOutline}>{t('intro')}</InfoNote>
        {content}
      </div>
      {addingTo && <AddDeviceSheet key={addingTo._id} suite={addingTo} onClose={() => setAddingTo(null)} />}
    </AppPage>
  );
}
