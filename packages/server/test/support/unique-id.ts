import { randomUUID } from 'node:crypto';

let sequence = 0;

/** Ids unique within the test run, readable in a failing assertion. */
export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 6)}`;
}
