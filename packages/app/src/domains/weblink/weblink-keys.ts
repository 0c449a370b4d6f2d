import type { AppLanguage } from '@stay/contract';

/** Every web link query lives under ['weblink', ...], so a change or a pull-to-refresh reaches them all. */
export const weblinkKeys = {
  all: ['weblink'] as const,
  /** The staff member's location: every category with its links (the staff page and the share picker). */
  categories: ['weblink', 'categories'] as const,
  /** The guest's FAQ and tips, per language. */
  guest: (language: AppLanguage) => ['weblink', 'guest', language] as const,
};
