import { hourglassOutline } from 'ionicons/icons';
import { InfoCard } from '@/components/info-card';
import { useSuiteReadiness } from '@/domains/check-out/use-self-check-out';
import { formatTime } from '@/lib/time/format';
import { useSelfCheckOutTranslation } from '../i18n';

/** For an arriving guest whose suite is not ready at the arrival time: that it is being prepared, and when it will be ready. */
export function SuiteReadinessNote({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useSelfCheckOutTranslation();
  const readiness = useSuiteReadiness();
  if (!readiness.data?.isLate) return null;
  const expected = readiness.data.expectedReadyAt;
  return (
    <InfoCard icon={hourglassOutline} title={t('selfCheckOut.suiteLateTitle')}>
      <p>{expected ? t('selfCheckOut.suiteLateAt', { time: formatTime(expected, timeZone, i18n.language) }) : t('selfCheckOut.suiteLate')}</p>
    </InfoCard>
  );
}
