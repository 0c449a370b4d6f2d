import type { SavedReply } from '@stay/contract';
import type { SavedReplyRow } from './repository';

/** The wire shape; `canEdit` as the service decided it for the caller. */
export function toSavedReply(row: SavedReplyRow, canEdit: boolean): SavedReply {
  return {
    _id: row.id,
    location: row.location_id,
    scope: row.employee_id === null ? 'shared' : 'own',
    employee: row.employee_id,
    title: row.title,
    shortcut: row.shortcut,
    text: { en: row.text, nl: row.text_nl, de: row.text_de, fr: row.text_fr },
    canEdit,
    created: row.created_at,
    updated: row.updated_at,
  };
}
