import { IonButton, IonIcon } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type Device, type Suite, type TemperatureRange } from '@stay/contract';
import { alertCircleOutline, hourglassOutline, moonOutline, refreshOutline } from 'ionicons/icons';
import { useSuiteControlsTranslation } from '../i18n';
import { useSuite } from '@/domains/suite/use-suite';
import { useNow } from '@/lib/hooks/use-now';
import { formatDateTime } from '@/lib/time/format';
import { ClimateControl } from './climate-control';
import { LightControl } from './light-control';
import { LockControl } from './lock-control';
import { PresetBar } from './preset-bar';
import '../suite-controls.css';
import { IonSkeletonText } from '@/components/ionic-parts';
import { Card } from '@/components/ui/card';

const AGE_TICK_MS = 15_000;
const GROUPS = ['lock', 'climate', 'lighting'] as const;

/**
 * The suite's devices (locks, climate, lighting) with honest states, per-device control and refresh, and the scene
 * presets. Outside the controls window everything is disabled and the window says why; the server refuses anyway.
 * `timeZone` (the location's) shows the window's times as the suite's clock does.
 */
export function SuiteControls({ timeZone }: { timeZone?: string }) {
  const { t } = useSuiteControlsTranslation();
  const suite = useSuite();
  const now = useNow(AGE_TICK_MS);

  return (
    <Card className="suite-controls" aria-labelledby="suite-controls-title">
      <h2 id="suite-controls-title" className="suite-controls__title">
        {t('suiteControls.title')}
      </h2>
      {suite.data ? (
        <SuiteBody suite={suite.data} now={now} timeZone={timeZone} />
      ) : suite.isError ? (
        <div className="suite-controls__notice suite-controls__notice--error" role="status">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          <div>
            <p>{t('suiteControls.error')}</p>
            <IonButton size="small" fill="outline" onClick={() => void suite.refetch()}>
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('suiteControls.retry')}
            </IonButton>
          </div>
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label={t('suiteControls.loading')}>
          {[0, 1, 2].map((index) => (
            <IonSkeletonText key={index} animated className="suite-controls__skeleton" />
          ))}
        </div>
      )}
    </Card>
  );
}

function SuiteBody({ suite, now, timeZone }: { suite: Suite; now: Date; timeZone: string | undefined }) {
  const { t, i18n } = useSuiteControlsTranslation();
  const isOpen = suite.controlsWindow === 'open';
  const when = (instant: string) => formatDateTime(instant, timeZone ?? DEFAULT_TIME_ZONE, i18n.language);

  return (
    <>
      {suite.controlsWindow === 'not-started' && (
        <div className="suite-controls__notice" role="status">
          <IonIcon icon={hourglassOutline} aria-hidden="true" />
          <p>{t('suiteControls.window.notStarted', { when: when(suite.controlsActivationDateTime) })}</p>
        </div>
      )}
      {suite.controlsWindow === 'ended' && (
        <div className="suite-controls__notice" role="status">
          <IonIcon icon={moonOutline} aria-hidden="true" />
          <p>{t('suiteControls.window.ended', { when: when(suite.controlsDeactivationDateTime) })}</p>
        </div>
      )}
      {suite.domoticas.length === 0 ? (
        <p className="suite-controls__empty">{t('suiteControls.empty')}</p>
      ) : (
        <>
          <PresetBar devices={suite.domoticas} isDisabled={!isOpen} />
          {GROUPS.map((group) => {
            const devices = suite.domoticas.filter((device) => device.group === group);
            if (devices.length === 0) return null;
            return (
              <section key={group} className="device-group" aria-labelledby={`device-group-${group}`}>
                <h3 id={`device-group-${group}`} className="suite-controls__subtitle">
                  {t(`suiteControls.groups.${group}`)}
                </h3>
                <ul className="device-list">
                  {devices.map((device) => (
                    <DeviceControl key={device._id} device={device} now={now} isDisabled={!isOpen} range={suite.guestTemperatureRange} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </>
  );
}

function DeviceControl({ device, now, isDisabled, range }: { device: Device; now: Date; isDisabled: boolean; range: TemperatureRange | undefined }) {
  switch (device.type) {
    case 'LOCK':
      return <LockControl device={device} now={now} isDisabled={isDisabled} />;
    case 'CLIMATE':
      return <ClimateControl device={device} now={now} isDisabled={isDisabled} range={range} />;
    case 'LIGHT':
      return <LightControl device={device} now={now} isDisabled={isDisabled} />;
  }
}
