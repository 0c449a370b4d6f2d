import { loadConfig, type Config } from '../config';

/**
 * The configuration of an app a test builds: `loadConfig` over the given environment, without load shedding. A loaded
 * test machine stalls now and then, and a suite must not see 503s for it (load-shedding.test.ts turns it on).
 */
export function loadTestConfig(env: NodeJS.ProcessEnv = {}): Config {
  return { ...loadConfig(env), loadShedEventLoopDelayMs: 0 };
}
