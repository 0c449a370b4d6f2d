import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de: LocaleTexts<typeof en> = {
  newVersion: {
    header: 'Neue Version',
    message: 'Eine neue Version ist verfügbar und wird gerade installiert.',
  },
};
