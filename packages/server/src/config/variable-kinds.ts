import { ConfigError } from './config-error';
import type { ConfigContext, ConfigVariable } from './config-variable';

interface Described {
  name: string;
  description: string;
}

/** A variable read by its own function (its type is inferred from `read`). */
export function variable<T>(declared: ConfigVariable<T>): ConfigVariable<T> {
  return declared;
}

/** A whole number from `min` to `max`; unset: `fallback`. */
export function integer(declared: Described & { fallback: number; min: number; max: number }): ConfigVariable<number> {
  const { name, fallback, min, max } = declared;
  return {
    name,
    default: String(fallback),
    description: declared.description,
    read(raw) {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
      }
      return value;
    },
  };
}

/** A decimal number from `min` to `max`; unset: `fallback`. */
export function decimal(declared: Described & { fallback: number; min: number; max: number }): ConfigVariable<number> {
  const { name, fallback, min, max } = declared;
  return {
    name,
    default: String(fallback),
    description: declared.description,
    read(raw) {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d*\.?\d+$/.test(raw) || value < min || value > max) {
        throw new ConfigError(`${name} must be a number from ${min} to ${max}, got '${raw}'`);
      }
      return value;
    },
  };
}

/** One of `values`, in any case; unset: `fallback`, which may depend on other variables (then `default` shows it). */
export function choice<V extends string>(
  declared: Described & {
    values: readonly V[];
    fallback: V | ((context: ConfigContext) => V);
    default?: string;
    check?: (value: V, context: ConfigContext) => string | undefined;
  },
): ConfigVariable<V> {
  const { name, values, fallback, check } = declared;
  return {
    name,
    default: declared.default ?? String(fallback),
    description: declared.description,
    read(raw, context) {
      const lower = raw?.toLowerCase();
      if (lower === undefined) return typeof fallback === 'function' ? fallback(context) : fallback;
      if (!(values as readonly string[]).includes(lower)) throw new ConfigError(`${name} must be one of ${values.join(', ')}, got '${lower}'`);
      return lower as V;
    },
    ...(check ? { check } : {}),
  };
}

/** `true` or `false`; unset: false. */
export function flag(
  declared: Described & { check?: (value: boolean, context: ConfigContext) => string | undefined },
): ConfigVariable<boolean> {
  const { check, ...described } = declared;
  const { read } = choice({ ...described, values: ['true', 'false'], fallback: 'false' });
  return { ...described, default: 'false', read: (raw, context) => read(raw, context) === 'true', ...(check ? { check } : {}) };
}

interface TextRules<T> {
  /** What is wrong with a set value (a one-line error naming the variable), or undefined when it is fine. */
  refusal?: (value: string) => string | undefined;
  check?: (value: T, context: ConfigContext) => string | undefined;
}

function refuse(value: string, refusal: ((value: string) => string | undefined) | undefined): void {
  const refused = refusal?.(value);
  if (refused !== undefined) throw new ConfigError(refused);
}

/** A text without a default value; unset: undefined (`default` tells what the server does then). */
export function optionalText(declared: Described & TextRules<string | undefined> & { default: string }): ConfigVariable<string | undefined> {
  const { refusal, check, ...shown } = declared;
  return {
    ...shown,
    read(raw) {
      if (raw !== undefined) refuse(raw, refusal);
      return raw;
    },
    ...(check ? { check } : {}),
  };
}

/**
 * A text with a default: unset means `fallback`, shown as `default` when that differs. `normalise` gives the form the
 * server uses (a resolved path, an address without its trailing slash).
 */
export function text(
  declared: Described & TextRules<string> & { fallback: string; default?: string; normalise?: (value: string) => string },
): ConfigVariable<string> {
  const { fallback, refusal, check, normalise = (value: string) => value, ...described } = declared;
  return {
    ...described,
    default: declared.default ?? fallback,
    read(raw) {
      const value = raw ?? fallback;
      refuse(value, refusal);
      return normalise(value);
    },
    ...(check ? { check } : {}),
  };
}
