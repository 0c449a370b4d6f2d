import { startServer } from '@stay/server/start-server';
import { printDemoLogins } from './print-demo-logins';
import { seedAtStart } from './seed-at-start';

// The server with demo data (`npm start` outside production): seeded as SEED_DEMO asks before it listens, then the
// demo logins are printed.
void startServer({ prepareDatabase: seedAtStart, afterListen: printDemoLogins });
