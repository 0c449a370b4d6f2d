import type { AnnouncementKind } from '@stay/contract';

/** The kind as the texts name it: '' is a general announcement. */
export const kindKey = (kind: AnnouncementKind) => (kind === '' ? 'general' : kind);
