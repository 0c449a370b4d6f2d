import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr: LocaleTexts<typeof en> = {
  newVersion: {
    header: 'Nouvelle version',
    message: 'Une nouvelle version est disponible et en cours d’installation.',
  },
};
