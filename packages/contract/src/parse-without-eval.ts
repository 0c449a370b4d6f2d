import { z } from 'zod';

/**
 * Makes zod parse without compiling code. Call once in a browser page whose Content-Security-Policy has no
 * 'unsafe-eval': zod otherwise probes `new Function`, which the page reports as a policy violation.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
