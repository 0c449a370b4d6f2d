import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';

const architecture = readFileSync(path.join(REPO_ROOT, 'docs/architecture.md'), 'utf8');

/** The folders the module map must list, each under a heading that names it as (`<folder>`). */
const MAPPED_FOLDERS = [
  'packages/server/src/modules',
  'packages/server/src',
  'packages/server/src/platform',
  'packages/app/src/features',
  'packages/app/src/domains',
];

/** The text of a `## ` section, up to the next one. */
function sectionOf(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no "${heading}" section`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The first table after the heading that names `folder` in backticks: the first column's names. */
function tableNamesUnder(section: string, folder: string): string[] | undefined {
  const lines = section.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('#') && line.includes(`(\`${folder}\`)`));
  if (heading < 0) return undefined;
  const tableStart = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  const rows = [];
  for (let index = tableStart + 2; lines[index]?.startsWith('|'); index += 1) rows.push(lines[index] as string);
  return rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1] ?? row);
}

/** A folder git keeps: one holding a file somewhere below it. */
function holdsFiles(folder: string): boolean {
  return readdirSync(folder, { withFileTypes: true }).some((entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(path.join(folder, entry.name))));
}

function foldersIn(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && holdsFiles(path.join(REPO_ROOT, folder, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** The folder names a table lists (`name` or `name/`); rows naming files (`seeding.ts`) are left out. */
const folderNames = (names: string[]) =>
  names
    .filter((name) => !/\.[a-z]+$/.test(name))
    .map((name) => name.replace(/\/$/, ''))
    .sort();

describe('the module map in docs/architecture.md', () => {
  const moduleMap = sectionOf(architecture, '## Module map');
  const demoFolder = foldersIn('packages').includes('demo') ? ['packages/demo/src'] : [];

  it.each([...MAPPED_FOLDERS, ...demoFolder])('lists exactly the folders of %s', (folder) => {
    const names = tableNamesUnder(moduleMap, folder);
    expect(names, `a heading naming (\`${folder}\`) with a table of its folders`).toBeDefined();
    expect(folderNames(names ?? [])).toEqual(foldersIn(folder));
  });

  it('names every package in the table of packages', () => {
    const packageTable = architecture.slice(0, architecture.indexOf('\n## '));
    const listed = [...packageTable.matchAll(/^\| `packages\/([^`/]+)` \|/gm)].map(([, name]) => name).sort();
    expect(listed).toEqual(foldersIn('packages'));
  });
});
