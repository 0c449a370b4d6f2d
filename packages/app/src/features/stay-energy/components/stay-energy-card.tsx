import type { StayEnergy } from '@stay/contract';
import { flashOutline } from 'ionicons/icons';
import { InfoCard } from '@/components/info-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStayEnergy } from '@/domains/climate/use-stay-energy';
import { numberFormat } from '@/lib/i18n/intl-formats';
import { useStayEnergyTranslation } from '../i18n';
import { EnergyBars } from './energy-bars';
import '../stay-energy.css';

/** The guest's stay: the heating per night beside the park's average stay (kWh where metered, else heating time). */
export function StayEnergyCard() {
  const { t } = useStayEnergyTranslation();
  const energy = useStayEnergy();
  return (
    <InfoCard icon={flashOutline} title={t('stayEnergy.title')}>
      {energy.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('stayEnergy.loading')}>
          <Skeleton width="100%" height="96px" />
        </div>
      ) : energy.isError ? (
        // Pull-to-refresh asks again; the card is a side note, so it does not interrupt with a retry of its own.
        <p className="stay-energy__empty">{t('stayEnergy.error')}</p>
      ) : (
        <EnergyBody energy={energy.data} />
      )}
    </InfoCard>
  );
}

function EnergyBody({ energy }: { energy: StayEnergy }) {
  const { t, i18n } = useStayEnergyTranslation();
  const decimal = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const isMetered = energy.source === 'meter' && energy.kwhPerNight !== null;
  const yours = isMetered ? energy.kwhPerNight : energy.heatingMinutesPerNight === null ? null : energy.heatingMinutesPerNight / 60;
  if (energy.source === null || yours === null) return <p className="stay-energy__empty">{t('stayEnergy.empty')}</p>;
  const parkMinutes = energy.parkHeatingMinutesPerNight;
  const park = isMetered ? energy.parkKwhPerNight : parkMinutes === null ? null : parkMinutes / 60;
  const textOf = (value: number) => t(isMetered ? 'stayEnergy.kwh' : 'stayEnergy.hours', { value: decimal.format(value) });
  const bars = [
    { label: t('stayEnergy.yours'), value: yours, text: textOf(yours), isOwn: true },
    ...(park === null ? [] : [{ label: t('stayEnergy.park'), value: park, text: textOf(park), isOwn: false }]),
  ];
  const summary =
    park === null
      ? textOf(yours)
      : t(isMetered ? 'stayEnergy.summaryKwh' : 'stayEnergy.summaryHours', { yours: decimal.format(yours), park: decimal.format(park) });
  return (
    <div className="stay-energy">
      <p className="stay-energy__intro">{t('stayEnergy.intro')}</p>
      <EnergyBars bars={bars} summary={summary} />
      {park === null && <p className="stay-energy__note">{t('stayEnergy.noPark')}</p>}
      {!isMetered && <p className="stay-energy__note">{t('stayEnergy.heatingNote')}</p>}
    </div>
  );
}
