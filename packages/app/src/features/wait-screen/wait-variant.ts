import { appOpensAt, daysUntilAppUse, isInCountdown, isPast, isProvisional, type Reservation } from '@stay/contract';

/** What the wait screen shows (the wait screen is forced in countdown, for a provisional or a past reservation). */
export type WaitVariant =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'no-reservation' }
  | { kind: 'past'; reservation: Reservation }
  | { kind: 'provisional'; reservation: Reservation }
  | { kind: 'countdown'; reservation: Reservation; days: number; opensAt: Date }
  /** Nothing to wait for any more: the guest belongs in the guest area. */
  | { kind: 'ready' };

export interface WaitInput {
  reservation: Reservation | null | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** Past wins over provisional, provisional over countdown: the most final explanation is the honest one. */
export function waitVariantOf({ reservation, isLoading, isError }: WaitInput, now: Date): WaitVariant {
  if (reservation === undefined) return isError && !isLoading ? { kind: 'error' } : { kind: 'loading' };
  if (reservation === null) return { kind: 'no-reservation' };
  const timeZone = reservation.location.timeZone;
  if (isPast(reservation, now, timeZone)) return { kind: 'past', reservation };
  if (isProvisional(reservation)) return { kind: 'provisional', reservation };
  if (isInCountdown(reservation, now, timeZone)) {
    return { kind: 'countdown', reservation, days: daysUntilAppUse(reservation, now, timeZone), opensAt: appOpensAt(reservation, timeZone) };
  }
  return { kind: 'ready' };
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `until` (zero once passed). */
export function timeLeft(until: Date, now: Date): TimeLeft {
  let rest = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
}
