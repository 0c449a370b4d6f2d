import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '../src');
const QUERY = /\b(insertInto|updateTable|deleteFrom|selectFrom)\b|\bsql`/;
const DATABASE_IMPORT = /from '(kysely|pg|better-sqlite3)(\/[^']*)?'|from '(\.\.\/)+server\//;

it('holds no query and no database import: the demo writes through the modules (@stay/server/seeding)', () => {
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(10);
  const offending = files.filter((file) => {
    const text = readFileSync(join(SOURCE, file), 'utf8');
    return QUERY.test(text) || DATABASE_IMPORT.test(text);
  });
  expect(offending).toEqual([]);
});
