import type { AppLanguage, AnnouncementPage } from '@stay/contract';

/** Every announcement query lives under ['announcement', ...], so accepting one or a pull-to-refresh reaches them all. */
export const announcementKeys = {
  all: ['announcement'] as const,
  /** Every published announcement of the guest's park, per language. */
  list: (language: AppLanguage) => ['announcement', 'list', language] as const,
  /** What the guest still has to see on a page (none: the global ones only), per language. */
  unseen: (page: AnnouncementPage | undefined, language: AppLanguage) => ['announcement', 'unseen', page ?? 'global', language] as const,
  /** One announcement's chapters, per language. */
  paragraphs: (nmbr: number, language: AppLanguage) => ['announcement', 'paragraphs', nmbr, language] as const,
};
