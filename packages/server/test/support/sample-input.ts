import type { z } from 'zod';

interface SchemaInternals {
  _zod: { def: Record<string, unknown> & { type: string }; optin?: 'optional' };
}

const internalsOf = (schema: unknown) => (schema as SchemaInternals)._zod;

/**
 * A value built from a zod schema's shape alone: required object fields filled, optional ones left out; strings
 * 'x', numbers 1, enums their first option. Whether the schema accepts it is for the caller to check: a string with
 * a pattern, or a refinement, needs a hand-written sample.
 */
export function fallbackInput(schema: z.ZodType): unknown {
  const { def } = internalsOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.entries(shape).filter(([, field]) => internalsOf(field).optin !== 'optional');
      return Object.fromEntries(entries.map(([key, field]) => [key, fallbackInput(field)]));
    }
    case 'string':
      return 'x';
    case 'number':
    case 'int':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return fallbackInput(def.innerType as z.ZodType);
    case 'pipe':
      return fallbackInput(def.in as z.ZodType);
    case 'union':
      return fallbackInput((def.options as z.ZodType[])[0] as z.ZodType);
    default:
      return undefined;
  }
}

/** The fallback value when the schema accepts it, else undefined: then the endpoint needs a sample. */
export function acceptedFallback(schema: z.ZodType): { value: unknown } | undefined {
  if (internalsOf(schema).optin === 'optional' && schema.safeParse(undefined).success) return { value: undefined };
  const value = fallbackInput(schema);
  return schema.safeParse(value).success ? { value } : undefined;
}
