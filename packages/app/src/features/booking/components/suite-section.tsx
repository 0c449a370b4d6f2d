import { IonIcon } from '@ionic/react';
import type { Device, DeviceType, StaffReservationDetail } from '@stay/contract';
import { bulbOutline, lockClosedOutline, thermometerOutline, warningOutline } from 'ionicons/icons';
import { FormSection } from '@/components/ui/form-section';
import { Phrases } from '@/components/ui/phrases';
import { Pill } from '@/components/ui/pill';
import { classNames } from '@/components/ui/class-names';
import { deviceStateView, type DeviceValuePart } from '../device-state';
import { useBookingTranslation } from '../i18n';

const DEVICE_ICON: Record<DeviceType, string> = { LOCK: lockClosedOutline, CLIMATE: thermometerOutline, LIGHT: bulbOutline };

function DeviceRow({ device }: { device: Device }) {
  const { t, i18n } = useBookingTranslation();
  const view = deviceStateView(device, i18n.language);
  const words = (part: DeviceValuePart) => ('value' in part ? t(`booking.suite.${part.key}`, { value: part.value }) : t(`booking.suite.${part.key}`));
  const isAlert = view.kind === 'problem' && view.isAlert;
  return (
    <li className={classNames('booking-device', isAlert && 'booking-device--alert')}>
      <IonIcon className="booking-device__icon" icon={DEVICE_ICON[device.type]} aria-hidden="true" />
      <span className="booking-device__name">{device.name}</span>
      <span className="booking-device__state">
        {view.kind === 'problem' && (
          <Pill tone={view.isAlert ? 'danger' : 'warning'}>
            {view.isAlert && <IonIcon icon={warningOutline} aria-hidden="true" />}
            {t(`booking.suite.status.${view.status}`)}
          </Pill>
        )}
        {view.kind === 'unknown' && <Pill tone="neutral">{t('booking.suite.status.unknown')}</Pill>}
        {view.kind === 'value' && <Phrases items={view.parts.map(words)} />}
      </span>
    </li>
  );
}

/** The suite and each of its devices with its honest state; a jammed or offline lock stands out first. */
export function SuiteSection({ booking }: { booking: StaffReservationDetail }) {
  const { t } = useBookingTranslation();
  const suite = booking.suite;
  const others = booking.accommodations.filter((suite) => suite._id !== suite?._id);
  return (
    <FormSection title={t('booking.suite.title')}>
      {!suite ? (
        <p className="booking-note">{t('booking.suite.none')}</p>
      ) : (
        <>
          <p className="booking-suite__name">{suite.name}</p>
          {suite.deviceAlert && (
            <p className="booking-alert" role="alert">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              {t('booking.suite.alert')}
            </p>
          )}
          {suite.domoticas.length === 0 ? (
            <p className="booking-note">{t('booking.suite.noDevices')}</p>
          ) : (
            <ul className="booking-devices" aria-label={t('booking.suite.devicesLabel', { suite: suite.name })}>
              {suite.domoticas.map((device) => (
                <DeviceRow key={device._id} device={device} />
              ))}
            </ul>
          )}
        </>
      )}
      {others.length > 0 && <p className="booking-note">{t('booking.suite.also', { names: others.map((other) => other.name).join(', ') })}</p>}
    </FormSection>
  );
}
