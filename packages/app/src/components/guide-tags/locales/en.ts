import type { GuideTag } from '@stay/contract';

/** The guides' interest tags the park uses (namespace 'guideTags'); another tag shows as it is stored. */
export const en = {
  hiking: 'Hiking',
  nature: 'Nature',
  history: 'History',
  food: 'Food',
  culture: 'Culture',
  wine: 'Wine',
  biking: 'Cycling',
  beach: 'Beach',
  kids: 'Children',
} as const satisfies Record<GuideTag, string>;
