import type { Device } from '@stay/contract';
import { numberFormat } from '@/lib/i18n/intl-formats';

/** How a device row looks: a problem (a pill in the danger or neutral tone) or its current value in words. */
export type DeviceStateView =
  | { kind: 'problem'; status: 'jammed' | 'unavailable'; isAlert: boolean }
  | { kind: 'unknown' }
  | { kind: 'value'; parts: DeviceValuePart[] };

/** The words of a current value, as text keys with their numbers (the page translates them). */
export type DeviceValuePart =
  | { key: 'locked' | 'unlocked' | 'on' | 'off' }
  | { key: 'target' | 'measured'; value: string }
  | { key: 'brightness'; value: number };

const celsius = (value: number, language: string) =>
  numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/**
 * A device's state for staff: jammed and offline stand out (a lock's problem is an alert: the guest cannot get in);
 * no fresh report says so rather than showing an old value; otherwise the value ("Locked", "On · set to 21.0 °C").
 */
export function deviceStateView(device: Device, language: string): DeviceStateView {
  const state = device.state;
  if (!state || state.status === 'unknown') return { kind: 'unknown' };
  if (state.status === 'jammed' || state.status === 'unavailable') {
    return { kind: 'problem', status: state.status, isAlert: device.type === 'LOCK' };
  }
  if (state.value === null) return { kind: 'unknown' };
  switch (device.type) {
    case 'LOCK':
      return { kind: 'value', parts: [{ key: device.state?.value === 'LOCKED' ? 'locked' : 'unlocked' }] };
    case 'CLIMATE': {
      const value = device.state?.value;
      if (!value) return { kind: 'unknown' };
      const parts: DeviceValuePart[] = [{ key: value.on ? 'on' : 'off' }, { key: 'target', value: celsius(value.targetTemperature, language) }];
      if (value.currentTemperature !== null) parts.push({ key: 'measured', value: celsius(value.currentTemperature, language) });
      return { kind: 'value', parts };
    }
    case 'LIGHT': {
      const value = device.state?.value;
      if (!value) return { kind: 'unknown' };
      return { kind: 'value', parts: value.on ? [{ key: 'on' }, { key: 'brightness', value: value.brightness }] : [{ key: 'off' }] };
    }
  }
}
