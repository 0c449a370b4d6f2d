import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const fr = {
  hiking: 'Randonnée',
  nature: 'Nature',
  history: 'Histoire',
  food: 'Gastronomie',
  culture: 'Culture',
  wine: 'Vin',
  biking: 'Vélo',
  beach: 'Plage',
  kids: 'Enfants',
} satisfies LocaleTexts<typeof en>;
