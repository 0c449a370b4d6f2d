import { useCallback } from 'react';
import { formatEuros } from '@/domains/catalogue/format-euros';
import { useShopTranslation } from './i18n';

/** Euros as the person's language writes them. */
export function useEuros(): (euros: number) => string {
  const { i18n } = useShopTranslation();
  return useCallback((euros: number) => formatEuros(euros, i18n.language), [i18n.language]);
}
