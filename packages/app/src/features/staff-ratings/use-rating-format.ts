import { startOfDateIn } from '@stay/contract';
import { useMemo } from 'react';
import { formatEuros } from '@/domains/catalogue/format-euros';
import { formatLocale, formatShortDay } from '@/lib/time/format';
import { useStaffRatingsTranslation } from './i18n';

/** Averages, euros, months and dates as the ratings page writes them, in the person's language. */
export function useRatingFormat() {
  const { t, i18n } = useStaffRatingsTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = formatLocale(language);
    const decimal = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    return {
      /** 4.67 → "4.7"; null → "–". */
      average: (value: number | null) => (value === null ? t('ratings.noAverage') : decimal.format(value)),
      euros: (value: number) => formatEuros(value, language),
      /** `YYYY-MM` → "March 2026". */
      month: (month: string) => {
        const [year, number] = month.split('-').map(Number) as [number, number];
        return monthName.format(new Date(Date.UTC(year, number - 1, 1)));
      },
      /** `YYYY-MM-DD` → "Sun 1 Mar". */
      date: (date: string, timeZone: string) => formatShortDay(startOfDateIn(date, timeZone), timeZone, language),
      instant: (iso: string, timeZone: string) => formatShortDay(iso, timeZone, language),
    };
  }, [language, t]);
}
