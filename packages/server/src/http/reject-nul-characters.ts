import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

const NUL = '\u0000';

/** Where in `value` a string holds U+0000 (`.paragraph`, `[2]`), or undefined. Iterative: bodies may nest deeply. */
export function nulCharacterPath(value: unknown): string | undefined {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return next.path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: `${next?.path}[${index}]` }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes(NUL)) return `${next.path}.${key.replaceAll(NUL, '\\0')}`;
        pending.push({ value: item, path: `${next.path}.${key}` });
      }
    }
  }
  return undefined;
}

/**
 * Whether a string or key anywhere in `value` holds U+0000: the check of every request, without building the path of
 * each value it passes (nulCharacterPath builds those, for the one that holds it).
 */
function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes(NUL)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) {
        if (key.includes(NUL)) return true;
        pending.push((current as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

function refuseNulCharacter(part: 'params' | 'query' | 'body', value: unknown): void {
  if (!hasNulCharacter(value)) return;
  throw new AppError('INVALID_INPUT', `${part}${nulCharacterPath(value) ?? ''}: contains a NUL character`);
}

/**
 * Refuses U+0000 in path parameters, query and JSON body with INVALID_INPUT before validation. PostgreSQL text
 * cannot hold it (the query would fail with a 500) and no text of this app needs it, so both dialects refuse it alike.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  // A callback hook, not an async one: the check is synchronous, and a promise per request would cost a microtask hop.
  app.addHook('preValidation', (request, _reply, done) => {
    refuseNulCharacter('params', request.params);
    refuseNulCharacter('query', request.query);
    refuseNulCharacter('body', request.body);
    done();
  });
}
