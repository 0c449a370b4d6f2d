import { createMollieClient } from '@mollie/api-client';
import { ConfigError, isLoopbackUrl, type Config } from '../../config';

/** How long the start waits for Mollie to answer the key check before starting anyway. */
export const MOLLIE_CHECK_TIMEOUT_MS = 10_000;

type PaymentSettings = Pick<Config, 'isProduction' | 'allowTestPsp' | 'mollieApiKey' | 'mollieApiUrl' | 'publicUrl'> &
  Partial<Pick<Config, 'mollieLocationApiKeys'>>;

/**
 * The payment settings as a start sees them: prints a warning line for what works but should not be (the test PSP
 * allowed in production, a Mollie webhook Mollie cannot reach outside production), and asks Mollie once whether
 * MOLLIE_API_KEY is a key it knows (listing the payment methods). A refused key throws ConfigError; a Mollie that
 * cannot be reached only warns: a park's server must not fail to start because Mollie is briefly down.
 */
export async function checkPaymentsAtStart(
  config: PaymentSettings,
  warn: (line: string) => void = (line) => console.warn(line),
  timeoutMs = MOLLIE_CHECK_TIMEOUT_MS,
): Promise<void> {
  if (config.allowTestPsp) {
    warn(
      'WARNING: ALLOW_TEST_PSP=true: payments go through the built-in test PSP, which marks orders paid without money. Rehearsal only: set MOLLIE_API_KEY (and remove ALLOW_TEST_PSP) before guests pay.',
    );
  }
  if (config.mollieApiKey === undefined) return;
  if (!config.isProduction && (!/^https:/i.test(config.publicUrl) || isLoopbackUrl(config.publicUrl))) {
    warn(
      `WARNING: PUBLIC_URL is ${config.publicUrl}: Mollie cannot call its webhook there (${config.publicUrl}/api/payment/webhook), so real payments are refused; set PUBLIC_URL to the park's public https address.`,
    );
  }
  const keys: [string, string][] = [
    ['MOLLIE_API_KEY', config.mollieApiKey],
    ...Object.entries(config.mollieLocationApiKeys ?? {}).map(([locationId, key]): [string, string] => [`MOLLIE_LOCATION_API_KEYS (location '${locationId}')`, key]),
  ];
  for (const [setting, key] of keys) {
    const problem = await askMollie(key, config.mollieApiUrl, timeoutMs);
    if (problem === undefined) continue;
    if (problem.refused) {
      throw new ConfigError(`${setting} was refused by Mollie (${problem.reason}): copy the current key from Mollie's dashboard (Developers, API keys)`);
    }
    warn(`WARNING: Mollie (${config.mollieApiUrl}) could not be reached to check ${setting} (${problem.reason}); starting anyway, payments fail until Mollie answers.`);
  }
}

interface MollieProblem {
  /** Mollie answered that the key is not valid (401 or 403). */
  refused: boolean;
  reason: string;
}

async function askMollie(apiKey: string, apiEndpoint: string, timeoutMs: number): Promise<MollieProblem | undefined> {
  const client = createMollieClient({ apiKey, apiEndpoint });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<MollieProblem>((resolve) => {
    timer = setTimeout(() => resolve({ refused: false, reason: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
  });
  const asked = client.methods.list().then(
    () => undefined,
    (error: unknown): MollieProblem => {
      const { statusCode, message, code } = error as { statusCode?: number; message?: string; code?: string };
      if (statusCode === 401 || statusCode === 403) return { refused: true, reason: `${statusCode}: ${oneLine(message)}` };
      return { refused: false, reason: statusCode ? `${statusCode}: ${oneLine(message)}` : (code ?? oneLine(message)) };
    },
  );
  try {
    return await Promise.race([asked, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

const oneLine = (text: string | undefined) => (text ?? 'unknown error').replace(/\s+/g, ' ').trim();
