import { ConfigError } from './config-error';
import { isConfigVariable, type ConfigContext, type ConfigDeclaration, type ConfigValues, type ConfigVariable } from './config-variable';

/** Every variable of a declaration, in declaration order. */
export function variablesOf(declaration: ConfigDeclaration): ConfigVariable<unknown>[] {
  return Object.values(declaration).flatMap((entry) => (isConfigVariable(entry) ? [entry] : variablesOf(entry)));
}

/**
 * Reads the environment into the configuration object the declaration describes: first every value (a malformed
 * one throws), then every variable's rule over the values read, in declaration order.
 */
export function readDeclaration<D extends ConfigDeclaration>(declaration: D, env: NodeJS.ProcessEnv): ConfigValues<D> {
  const values = new Map<ConfigVariable<unknown>, unknown>();
  const context: ConfigContext = {
    valueOf<T>(variable: ConfigVariable<T>): T {
      if (!values.has(variable)) values.set(variable, variable.read(env[variable.name]?.trim() || undefined, context));
      return values.get(variable) as T;
    },
  };
  const config = valuesOf(declaration, context);
  for (const variable of variablesOf(declaration)) {
    const refusal = variable.check?.(context.valueOf(variable), context);
    if (refusal !== undefined) throw new ConfigError(refusal);
  }
  return config as ConfigValues<D>;
}

function valuesOf(declaration: ConfigDeclaration, context: ConfigContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declaration).map(([key, entry]) => [key, isConfigVariable(entry) ? context.valueOf(entry) : valuesOf(entry, context)]),
  );
}
