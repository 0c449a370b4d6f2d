import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isKeptValue } from '../db/kept-reads';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const isObject = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

const isLiteral = (option: unknown, first: unknown): boolean =>
  isObject(option) && isObject(first) && Object.keys(option).length === 2 && 'const' in option && typeof option.type === 'string' && option.type === first.type;

/**
 * The JSON Schema zod writes, shaped so fast-json-stringify writes the same text as zod's serializer, fast:
 * - `anyOf: [X, { type: 'null' }]` (zod's nullable) becomes `X` with `nullable: true`, and a union of literals of one
 *   type an enum (an anyOf costs a schema validation of the value for every option);
 * - `required` lists are dropped: fast-json-stringify writes required properties first, zod in schema order. A
 *   missing property is then left out instead of refused; the contract check of the tests still refuses it.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    // fast-json-stringify writes required properties before the others; without the list it keeps zod's order.
    // (A property named `required` is a schema, never an array.)
    if (key === 'required' && Array.isArray(value)) continue;
    out[key] = key === 'const' || key === 'enum' || key === 'default' || key === 'examples' ? value : simplify(value);
  }
  const options = out.anyOf ?? out.oneOf;
  // A union of literals of one type (`z.union([z.literal(0), z.literal(9)])`) is an enum of that type.
  if (Array.isArray(options) && Object.keys(out).length === 1 && options.every((option) => isLiteral(option, options[0]))) {
    return { type: (options[0] as JsonSchema).type, enum: options.map((option) => (option as JsonSchema).const) };
  }
  if (Array.isArray(options) && options.length === 2 && Object.keys(out).length === 1) {
    const isNull = (option: unknown) => isObject(option) && option.type === 'null' && Object.keys(option).length === 1;
    const other = options.find((option) => !isNull(option));
    const hasNull = options.filter(isNull).length === 1;
    if (hasNull && isObject(other) && typeof other.type === 'string' && other.anyOf === undefined && other.oneOf === undefined) {
      return { ...other, nullable: true };
    }
  }
  return out;
}

/** Whether a union or intersection is left anywhere in the schema. */
function hasCombinator(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(hasCombinator);
  if (!isObject(schema)) return false;
  if (schema.anyOf !== undefined || schema.oneOf !== undefined || schema.allOf !== undefined) return true;
  return Object.entries(schema).some(([key, value]) => key !== 'const' && key !== 'enum' && hasCombinator(value));
}

/**
 * A fast-json-stringify function for the zod schema's output; undefined when JSON Schema cannot express it, or
 * when a union or intersection is left after `simplify`: for those fast-json-stringify validates the value against
 * every option, and orders the keys of a merged object differently from zod.
 */
export function compileReplySerializer(schema: z.ZodType): Serialize | undefined {
  try {
    const { $schema: _draft, ...generated } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    const jsonSchema = simplify(generated);
    return hasCombinator(jsonSchema) ? undefined : fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
}

/**
 * `serialize`, writing a kept value (see isKeptValue) once and answering the same text for it again: a park's product
 * list is written once while it is kept, not once per guest who reads it.
 */
function rememberingKeptValues(serialize: Serialize): Serialize {
  const texts = new WeakMap<object, string>();
  return (data) => {
    if (!isKeptValue(data)) return serialize(data);
    let text = texts.get(data);
    if (text === undefined) texts.set(data, (text = serialize(data)));
    return text;
  };
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
 * (tests) the zod serializer still runs and its text is the answer; a difference from the compiled text is an error
 * (as is a kept value changed after its text was remembered).
 */
export function createReplySerializerCompiler({ checkReplies }: ReplySerializerOptions): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route) as Serialize;
    // Compiled on the route's first reply: compiling every route at start would cost a second or more.
    let compiled: Serialize | null | undefined;
    const compiledOnce = (): Serialize | null => (compiled ??= (route.schema instanceof z.ZodType && compileReplySerializer(route.schema)) || null);
    const serialize = rememberingKeptValues((data) => (compiledOnce() ?? viaZod)(data));
    if (!checkReplies) return serialize;
    return (data) => {
      const expected = viaZod(data);
      const actual = serialize(data);
      if (actual !== expected) {
        throw new Error(`Compiled reply serializer differs from the contract's zod schema on ${route.method} ${route.url}:\n${actual}\n${expected}`);
      }
      return expected;
    };
  };
}
