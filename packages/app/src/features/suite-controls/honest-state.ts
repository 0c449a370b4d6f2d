import { presentDeviceState, type Device, type DeviceStatus } from '@stay/contract';

/**
 * What a device row may claim at `now`: `outside` when the suite's states are not the guest's to see (outside the
 * controls window), otherwise the contract's honest view — a value only for a fresh `ok` report.
 */
export type HonestState<D extends Device = Device> =
  | { status: 'outside'; updatedAt: null }
  | { status: Exclude<DeviceStatus, 'ok'>; updatedAt: string | null }
  | { status: 'ok'; value: NonNullable<NonNullable<D['state']>['value']>; updatedAt: string | null };

export function honestStateOf<D extends Device>(device: D, now: Date): HonestState<D> {
  if (!device.state) return { status: 'outside', updatedAt: null };
  const state = presentDeviceState(device.state as never, now) as { status: DeviceStatus; value: unknown; updatedAt: string | null };
  if (state.status === 'ok' && state.value !== null) {
    return { status: 'ok', value: state.value as NonNullable<NonNullable<D['state']>['value']>, updatedAt: state.updatedAt };
  }
  return { status: state.status === 'ok' ? 'unknown' : state.status, updatedAt: state.updatedAt };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "2 minutes ago", "just now" — how old a report is, in the person's language. */
export function ageOf(updatedAt: string, now: Date, language: string): string {
  const seconds = Math.round((now.getTime() - new Date(updatedAt).getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}
