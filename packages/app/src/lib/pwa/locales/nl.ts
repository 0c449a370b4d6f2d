import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl: LocaleTexts<typeof en> = {
  newVersion: {
    header: 'Nieuwe versie',
    message: 'Er is een nieuwe versie beschikbaar en deze wordt nu geïnstalleerd.',
  },
};
