import { PUSH_EMPLOYEE_PREFIX, PUSH_GUEST_PREFIX } from '@stay/contract';
import type { NotificationRecipient } from './port';

/** The id a push subscription is filed under (SPEC §1): PER-<person> for guests, EMP-<employee> for staff. */
export const externalUserIdOf = (recipient: NotificationRecipient): string =>
  `${recipient.kind === 'person' ? PUSH_GUEST_PREFIX : PUSH_EMPLOYEE_PREFIX}${recipient.id}`;
