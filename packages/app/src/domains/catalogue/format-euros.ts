import { numberFormat } from '@/lib/i18n/intl-formats';
import { formatLocale } from '@/lib/time/format';

/** An amount in euros (the wire's two decimals) as the person's language writes money: "€ 7,95", "€7.95". */
export function formatEuros(euros: number, language: string): string {
  return numberFormat(formatLocale(language), { style: 'currency', currency: 'EUR' }).format(euros);
}
