import type { FastifyInstance } from 'fastify';
import { createDevices, type DeviceConfig, type DeviceWithSimulator } from './create-devices';

declare module 'fastify' {
  interface FastifyInstance {
    /** The device connectors (simulator always, MQTT when MQTT_URL is set). */
    devices: DeviceWithSimulator;
  }
}

/** Creates the connectors for this configuration, decorates the app with them and closes them with the app. */
/** The simulator's rooms warm and cool on `clock`, the platform clock. */
export function registerDevices(app: FastifyInstance, config: DeviceConfig, clock?: () => Date): DeviceWithSimulator {
  const devices = createDevices(config, (error) => app.log.warn({ err: error }, 'MQTT connection problem'), clock);
  app.decorate('devices', devices);
  app.addHook('onClose', async () => devices.close());
  return devices;
}
