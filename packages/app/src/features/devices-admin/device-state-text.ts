import type { ClimateValue, DeviceState, DeviceStatus, DeviceType, LightValue, LockValue } from '@stay/contract';

type StateKey = 'states.never' | `states.${DeviceStatus}` | `values.${LockValue}` | 'values.climateOn' | 'values.climateOff' | 'values.lightOn' | 'values.lightOff';

/** The words the screen uses for a device's state: an i18n key of the devices screen with its values. */
export type StateText = { key: StateKey; values?: Record<string, string | number> };

/** What a device last reported, in words: its value when fresh, else why it is not known. */
export function stateTextOf(type: DeviceType, state: DeviceState | null): StateText {
  if (state === null || (state.status === 'unknown' && state.updatedAt === null)) return { key: 'states.never' };
  if (state.status !== 'ok' || state.value === null) return { key: `states.${state.status}` };
  if (type === 'LOCK') return { key: `values.${state.value as LockValue}` };
  if (type === 'CLIMATE') {
    const climate = state.value as ClimateValue;
    return climate.on ? { key: 'values.climateOn', values: { target: climate.targetTemperature } } : { key: 'values.climateOff' };
  }
  const light = state.value as LightValue;
  return light.on ? { key: 'values.lightOn', values: { brightness: light.brightness } } : { key: 'values.lightOff' };
}
