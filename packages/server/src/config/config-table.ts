import type { ConfigVariable } from './config-variable';

export const CONFIG_TABLE_START = '<!-- config-table:start -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

/** The README's configuration table: one row per variable with its default and meaning. */
export function configTable(variables: readonly Pick<ConfigVariable<unknown>, 'name' | 'default' | 'description'>[]): string {
  const rows = variables.map((variable) => `| \`${variable.name}\` | \`${variable.default}\` | ${variable.description} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** The document with `table` between its configuration table markers (the text between them replaced). */
export function withConfigTable(document: string, table: string): string {
  const start = document.indexOf(CONFIG_TABLE_START);
  const end = document.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) return document;
  return `${document.slice(0, start + CONFIG_TABLE_START.length)}\n${table}\n${document.slice(end)}`;
}
