import type { LocaleTexts } from '@/lib/i18n/locale-texts';
import type { en } from './en';

export const nl = {
  hiking: 'Wandelen',
  nature: 'Natuur',
  history: 'Geschiedenis',
  food: 'Eten en drinken',
  culture: 'Cultuur',
  wine: 'Wijn',
  biking: 'Fietsen',
  beach: 'Strand',
  kids: 'Kinderen',
} satisfies LocaleTexts<typeof en>;
