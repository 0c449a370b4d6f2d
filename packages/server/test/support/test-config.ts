import { DEFAULT_PUSH_ENDPOINT_HOSTS, loadConfig, type Config } from '../../src/config';

/** Test subscriptions name push services under example.test, a name that never resolves (RFC 6761). */
const TEST_PUSH_ENDPOINT_HOSTS = `${DEFAULT_PUSH_ENDPOINT_HOSTS},.example.test`;

/**
 * The configuration of an app a test builds: `loadConfig` over the given environment, without load shedding. A loaded
 * test machine stalls now and then, and a suite must not see 503s for it (load-shedding.test.ts turns it on).
 */
export function loadTestConfig(env: NodeJS.ProcessEnv = {}): Config {
  return { ...loadConfig({ PUSH_ENDPOINT_HOSTS: TEST_PUSH_ENDPOINT_HOSTS, ...env }), loadShedEventLoopDelayMs: 0 };
}
