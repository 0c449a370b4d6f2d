// Writes the table of every environment variable into README.md, between its two table markers, from the
// declarations in packages/server/src/config.ts. Run after changing a variable: `npm run docs:config`.
// (A server test fails while the README and the declarations differ.)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFIG_VARIABLES } from '../packages/server/src/config.ts';
import { CONFIG_TABLE_END, CONFIG_TABLE_START, configTable, withConfigTable } from '../packages/server/src/config/config-table.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readmePath = join(root, 'README.md');

const readme = readFileSync(readmePath, 'utf8');
if (!readme.includes(CONFIG_TABLE_START) || !readme.includes(CONFIG_TABLE_END)) throw new Error(`README.md has no ${CONFIG_TABLE_START} … ${CONFIG_TABLE_END} markers`);
writeFileSync(readmePath, withConfigTable(readme, configTable(CONFIG_VARIABLES)));
console.log(`README.md: ${CONFIG_VARIABLES.length} variables`);
