import { startServer } from './start-server';

// The production server: no demo code is part of it (the demo's entry is packages/demo/src/main.ts).
void startServer();
