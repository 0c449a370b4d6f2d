import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointSamples } from './endpoint-sample';

const MODULE_TESTS = path.resolve(import.meta.dirname, '../../modules');
const SAMPLES_FILE = 'endpoint-samples.ts';

/** Every module's samples file, found under test/modules (a module's sub-folders included). */
function sampleFiles(): string[] {
  return readdirSync(MODULE_TESTS, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === SAMPLES_FILE)
    .sort()
    .map((file) => path.join(MODULE_TESTS, file));
}

/** The samples of every module gathered into one table; an endpoint sampled in two files is an error. */
async function gatherEndpointSamples(): Promise<EndpointSamples> {
  const gathered: EndpointSamples = {};
  const sampledIn = new Map<string, string>();
  for (const file of sampleFiles()) {
    const { ENDPOINT_SAMPLES: samples } = (await import(file)) as { ENDPOINT_SAMPLES?: EndpointSamples };
    if (!samples) throw new Error(`${path.relative(MODULE_TESTS, file)} exports no ENDPOINT_SAMPLES`);
    for (const [name, sample] of Object.entries(samples)) {
      const earlier = sampledIn.get(name);
      if (earlier) throw new Error(`${name} has samples in both ${earlier} and ${path.relative(MODULE_TESTS, file)}`);
      sampledIn.set(name, path.relative(MODULE_TESTS, file));
      gathered[name] = sample;
    }
  }
  return gathered;
}

/** The role-access and fuzz samples of every endpoint, keyed by the contract's `group.key` names. */
export const ENDPOINT_SAMPLES: EndpointSamples = await gatherEndpointSamples();
