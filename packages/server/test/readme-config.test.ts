import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from '../src/config';

describe('README configuration section', () => {
  it('documents every environment variable the server reads, with its default', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    for (const variable of CONFIG_VARIABLES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${variable.name}\` |`));
      expect(row, `README lists ${variable.name}`).toBeDefined();
      expect(row).toContain(variable.default);
    }
  });
});
