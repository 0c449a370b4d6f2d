import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { createMolliePayments } from './mollie';
import type { PaymentsPort } from './port';
import { createTestPsp } from './test-psp';
import { registerTestPspRoutes } from './test-psp-routes';

/** Mollie when MOLLIE_API_KEY is set (with each location's own key when it has one); otherwise the built-in test PSP with its hosted page. */
export async function registerPayments(
  app: FastifyInstance,
  config: Pick<Config, 'mollieApiKey' | 'mollieLocationApiKeys' | 'mollieApiUrl' | 'publicUrl'>,
  { db, clock }: { db: Db; clock: Clock },
): Promise<PaymentsPort> {
  if (config.mollieApiKey) {
    return createMolliePayments({ apiKey: config.mollieApiKey, locationApiKeys: config.mollieLocationApiKeys, apiEndpoint: config.mollieApiUrl }, app.log);
  }
  const testPsp = createTestPsp({ db, clock });
  await registerTestPspRoutes(app, testPsp, { publicUrl: config.publicUrl });
  return testPsp;
}
