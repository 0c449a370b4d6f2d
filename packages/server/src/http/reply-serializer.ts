import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, { type: 'null' }]` (zod's nullable) as `X` with `nullable: true`: fast-json-stringify serialises that
 * directly, where an anyOf costs a schema validation of the value for every option.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : simplify(value);
  }
  const options = out.anyOf ?? out.oneOf;
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const other = options.find((option) => !(isObject(option) && option.type === 'null' && Object.keys(option).length === 1));
    const hasNull = options.length - options.filter((option) => option === other).length === 1;
    if (hasNull && isObject(other) && typeof other.type === 'string' && other.anyOf === undefined && other.oneOf === undefined) {
      return { ...other, nullable: true };
    }
  }
  return out;
}

/** A fast-json-stringify function for the zod schema's output, or undefined when JSON Schema cannot express it. */
export function compileReplySerializer(schema: z.ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(simplify(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

export interface ReplySerializerOptions {
  /**
   * Also run the contract's zod schema on every reply and refuse an answer that differs from the compiled one, so
   * tests catch a reply that drifts from the contract (or a schema the compiled serializer renders differently).
   */
  checkReplies: boolean;
}

/**
 * Serialises replies with fast-json-stringify compiled from the contract's zod schemas: the zod serializer
 * (validate, then JSON.stringify) costs a full walk of the reply and more on every request. With `checkReplies`
 * (tests) the zod serializer still runs and its text is the answer; a difference from the compiled text is an error.
 */
export function createReplySerializerCompiler({ checkReplies }: ReplySerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    // Compiled on the route's first reply: compiling every route at start would cost a second or more.
    let compiled: Serialize | null | undefined;
    const compiledOnce = (): Serialize | null => (compiled ??= (route.schema instanceof z.ZodType && compileReplySerializer(route.schema)) || null);
    if (!checkReplies) return (data) => (compiledOnce() ?? viaZod)(data);
    return (data) => {
      const expected = viaZod(data);
      const actual = compiledOnce()?.(data) ?? expected;
      if (actual !== expected) {
        throw new Error(`Compiled reply serializer differs from the contract's zod schema on ${route.method} ${route.url}:\n${actual}\n${expected}`);
      }
      return expected;
    };
  };
}
