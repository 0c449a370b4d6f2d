import type { DeviceType } from '@stay/contract';
import { type ConnectorName, type Db, findSuiteIdsOf, insertDevices, type NewDevice } from '@stay/server/seeding';
import { DEMO_RESERVATION_ID } from './demo-data';
import { DEMO_DEVICE_NAMES, type DemoDeviceSlug } from './demo-device-names';
import { DEMO_STAYS, demoReservationIdOf } from './seed-demo-stays-data';

export interface SeedDemoSuitesOptions {
  /** Which connector the devices use; 'mqtt' makes them Zigbee2MQTT devices named `<suite>/<device>`. */
  connector?: ConnectorName;
  log?: (line: string) => void;
}

const DEMO_DEVICES: ReadonlyArray<{ key: DemoDeviceSlug; type: DeviceType }> = [
  { key: 'front-door', type: 'LOCK' },
  { key: 'thermostat', type: 'CLIMATE' },
  { key: 'living-room-light', type: 'LIGHT' },
  { key: 'bedroom-light', type: 'LIGHT' },
];

/** The suites (the first one each reservation holds) of the demo guests' reservations, as seeded so far. */
function findDemoSuiteIds(db: Db): Promise<string[]> {
  return findSuiteIdsOf(db, [DEMO_RESERVATION_ID, ...DEMO_STAYS.map((stay) => demoReservationIdOf(stay.key))]);
}

/**
 * Gives every demo guest's suite a front door lock, a thermostat and two lights, named in the four languages. Run it after the demo
 * reservations and their suites are seeded. Idempotent: existing devices are left as they are.
 * States start unknown; the first look at the suite asks the devices.
 */
export async function seedDemoSuites(db: Db, options: SeedDemoSuitesOptions = {}): Promise<{ suites: number; devices: number }> {
  const connector = options.connector ?? 'simulator';
  const suiteIds = await findDemoSuiteIds(db);
  const devices: NewDevice[] = suiteIds.flatMap((suiteId) =>
    DEMO_DEVICES.map((device, position) => ({
      id: `${suiteId}-${device.key}`,
      accommodation_id: suiteId,
      type: device.type,
      ...DEMO_DEVICE_NAMES[device.key],
      position,
      connector,
      external_id: `${suiteId.replace(/^demo-accommodation-/, '')}/${device.key}`,
    })),
  );
  const added = await insertDevices(db, devices);
  (options.log ?? console.log)(`Demo suites: ${added} devices added to ${suiteIds.length} suites (${connector})`);
  return { suites: suiteIds.length, devices: added };
}
