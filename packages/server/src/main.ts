import { ConfigError, type Config } from './config';
import { startServer } from './start-server';

/** This server holds no demo data: asking it for some is a configuration mistake, not something to ignore. */
async function refuseDemoSeeding(_db: unknown, config: Config): Promise<void> {
  if (config.seedDemo === 'true' || config.seedDemo === 'large') {
    throw new ConfigError(`SEED_DEMO=${config.seedDemo} needs the demo server (npm start outside production); this server holds no demo data`);
  }
}

// The production server: no demo code is part of it (the demo's entry is packages/demo/src/main.ts).
void startServer({ prepareDatabase: refuseDemoSeeding });
