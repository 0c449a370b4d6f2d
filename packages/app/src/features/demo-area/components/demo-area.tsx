import { IonButton, IonIcon, IonSpinner, useIonAlert } from '@ionic/react';
import { DEFAULT_TIME_ZONE, type Reservation } from '@stay/contract';
import { closeOutline, eyeOutline, flaskOutline, lockOpenOutline } from 'ionicons/icons';
import { useState } from 'react';
import { SegmentedControl, segmentIds } from '@/components/ui/segmented-control';
import { useDemoAreaTranslation } from '../i18n';
import { useDisableDemo } from '@/domains/stay/use-disable-demo';
import { useOpenDemoDoor } from '@/domains/suite/use-open-demo-door';
import { formatTime } from '@/lib/time/format';
import { useSuccessToast } from '@/lib/hooks/use-success-toast';
import { useDontShowDemo } from '../demo-flag';
import { DemoChat, DemoControls, DemoEvents, DemoServices } from './demo-sections';
import '../demo-area.css';

const TABS = ['events', 'controls', 'chat', 'services'] as const;
type Tab = (typeof TABS)[number];

export interface DemoAreaProps {
  /** The reservation once demo mode is off (POST disable-demo). */
  onDemoDisabled: (reservation: Reservation) => void;
  /** Local storage for the `dont-show-controls-demo` flag (tests pass their own). */
  storage?: Storage;
  /** The location's time zone, for the time the demo door opened. */
  timeZone?: string;
}

/**
 * The demo area for a reservation in demo mode: built-in events, smart controls and presets, chat messages
 * with offers and services with prices, plus the demo door. Hidden on this device with `dont-show-controls-demo`.
 */
export function DemoArea({ onDemoDisabled, storage, timeZone }: DemoAreaProps) {
  const { t, i18n } = useDemoAreaTranslation();
  const [isHidden, setHidden] = useDontShowDemo(storage);
  const [tab, setTab] = useState<Tab>('events');
  const showSuccess = useSuccessToast();
  const [presentAlert] = useIonAlert();
  const openDoor = useOpenDemoDoor();
  const disableDemo = useDisableDemo();

  if (isHidden) {
    return (
      <section className="demo demo--hidden" aria-label={t('demoArea.title')}>
        <IonIcon icon={flaskOutline} aria-hidden="true" />
        <p>{t('demoArea.hiddenNote')}</p>
        <IonButton size="small" fill="clear" onClick={() => setHidden(false)}>
          <IonIcon slot="start" icon={eyeOutline} aria-hidden="true" />
          {t('demoArea.showAgain')}
        </IonButton>
      </section>
    );
  }

  function open() {
    openDoor.mutate(undefined, {
      onSuccess: ({ openedAt }) =>
        showSuccess(t('demoArea.doorOpened', { time: formatTime(openedAt, timeZone ?? DEFAULT_TIME_ZONE, i18n.language) })),
    });
  }

  function confirmDisable() {
    void presentAlert({
      header: t('demoArea.disableHeader'),
      message: t('demoArea.disableMessage'),
      buttons: [
        { text: t('common.cancel'), role: 'cancel' },
        { text: t('demoArea.disableConfirm'), handler: () => disableDemo.mutate(undefined, { onSuccess: onDemoDisabled }) },
      ],
    });
  }

  return (
    <section className="demo" aria-labelledby="demo-title">
      <header className="demo__header">
        <span className="demo__badge">{t('demoArea.badge')}</span>
        <h2 id="demo-title" className="demo__title">
          {t('demoArea.title')}
        </h2>
        <IonButton fill="clear" size="small" className="demo__close" onClick={() => setHidden(true)}>
          <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
          <span className="visually-hidden">{t('demoArea.hide')}</span>
        </IonButton>
      </header>
      <p className="demo__intro">{t('demoArea.intro')}</p>

      <IonButton expand="block" className="demo__door" disabled={openDoor.isPending} onClick={open}>
        {openDoor.isPending ? <IonSpinner slot="start" aria-hidden="true" /> : <IonIcon slot="start" icon={lockOpenOutline} aria-hidden="true" />}
        {t('demoArea.openDoor')}
      </IonButton>

      <SegmentedControl
        semantics="tabs"
        idPrefix="demo"
        className="demo__tabs"
        label={t('demoArea.tabsLabel')}
        options={TABS.map((name) => ({ value: name, label: t(`demoArea.tabs.${name}`) }))}
        value={tab}
        onChange={setTab}
      />
      <div className="demo__panel" role="tabpanel" id={segmentIds('demo', tab).panel} aria-labelledby={segmentIds('demo', tab).tab}>
        {tab === 'events' && <DemoEvents />}
        {tab === 'controls' && <DemoControls />}
        {tab === 'chat' && <DemoChat />}
        {tab === 'services' && <DemoServices />}
      </div>

      <div className="demo__footer">
        <IonButton size="small" fill="clear" color="medium" onClick={() => setHidden(true)}>
          {t('demoArea.dontShow')}
        </IonButton>
        <IonButton size="small" fill="outline" disabled={disableDemo.isPending} onClick={confirmDisable}>
          {disableDemo.isPending && <IonSpinner slot="start" aria-hidden="true" />}
          {t('demoArea.disable')}
        </IonButton>
      </div>
    </section>
  );
}
