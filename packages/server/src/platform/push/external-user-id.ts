import { PUSH_ID_PREFIX } from '@stay/contract';
import type { NotificationRecipient } from './port';

/** The id a push subscription is filed under (`PUSH_ID_PREFIX` and the guest's or staff member's id). */
export const externalUserIdOf = (recipient: NotificationRecipient): string =>
  `${recipient.kind === 'person' ? PUSH_ID_PREFIX.guest : PUSH_ID_PREFIX.employee}${recipient.id}`;
