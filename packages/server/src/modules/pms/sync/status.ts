import type { PmsReservationStatus } from '@stay/contract';
import { CONFIRMED_RESERVATION_STATUS } from '../../reservation';

/**
 * The reservation status each PMS status is stored as. Provisional stays (≤ 10) show the wait screen; a cancelled one
 * keeps its record (orders and chats may hang on it) with status 0 and its controls switched off.
 */
export const RESERVATION_STATUS_OF: Record<PmsReservationStatus, number> = {
  provisional: 10,
  confirmed: CONFIRMED_RESERVATION_STATUS,
  cancelled: 0,
};
