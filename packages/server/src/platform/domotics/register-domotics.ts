import type { FastifyInstance } from 'fastify';
import { createDomotics, type DomoticsConfig, type DomoticsWithSimulator } from './create-domotics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The domotics connectors (simulator always, MQTT when MQTT_URL is set). */
    domotics: DomoticsWithSimulator;
  }
}

/** Creates the connectors for this configuration, decorates the app with them and closes them with the app. */
export function registerDomotics(app: FastifyInstance, config: DomoticsConfig): DomoticsWithSimulator {
  const domotics = createDomotics(config, (error) => app.log.warn({ err: error }, 'MQTT connection problem'));
  app.decorate('domotics', domotics);
  app.addHook('onClose', async () => domotics.close());
  return domotics;
}
