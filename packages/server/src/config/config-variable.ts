/** What a variable may consult while it is read or checked: the value of any other declared variable. */
export interface ConfigContext {
  valueOf<T>(variable: ConfigVariable<T>): T;
}

/** One environment variable: its name, its default and meaning as the README shows them, how it is read and checked. */
export interface ConfigVariable<T> {
  readonly name: string;
  /** The default as the README shows it. */
  readonly default: string;
  /** The README's description (markdown). */
  readonly description: string;
  /** The value from the trimmed setting (undefined when unset or blank); throws a ConfigError naming the variable. */
  read(raw: string | undefined, context: ConfigContext): T;
  /** A rule over the values read (a production refusal, a pair set together): the one-line error, or undefined. */
  check?(value: T, context: ConfigContext): string | undefined;
}

/** A group of variables, nested as the configuration object nests them. */
export interface ConfigDeclaration {
  readonly [key: string]: ConfigVariable<unknown> | ConfigDeclaration;
}

/** The configuration object a declaration reads into: each variable replaced by its value. */
export type ConfigValues<D> = { -readonly [K in keyof D]: D[K] extends ConfigVariable<infer T> ? T : ConfigValues<D[K]> };

export function isConfigVariable(entry: ConfigVariable<unknown> | ConfigDeclaration): entry is ConfigVariable<unknown> {
  return typeof entry.read === 'function';
}
