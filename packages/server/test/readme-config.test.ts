import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from '../src/config';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, configTable } from '../src/config/config-table';

const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');

describe('README configuration section', () => {
  it('documents every environment variable the server reads, with its default', () => {
    for (const variable of CONFIG_VARIABLES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${variable.name}\` |`));
      expect(row, `README lists ${variable.name}`).toBeDefined();
      expect(row).toContain(variable.default);
    }
  });

  it('holds exactly the table the declarations generate (run `npm run docs:config` after changing a variable)', () => {
    const start = readme.indexOf(CONFIG_TABLE_START);
    const end = readme.indexOf(CONFIG_TABLE_END);
    expect(start, 'README.md has the configuration table markers').toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    expect(readme.slice(start + CONFIG_TABLE_START.length, end).trim()).toBe(configTable(CONFIG_VARIABLES));
  });
});
