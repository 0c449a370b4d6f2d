import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const de = {
  hiking: 'Wandern',
  nature: 'Natur',
  history: 'Geschichte',
  food: 'Essen und Trinken',
  culture: 'Kultur',
  wine: 'Wein',
  biking: 'Radfahren',
  beach: 'Strand',
  kids: 'Kinder',
} satisfies LocaleTexts<typeof en>;
