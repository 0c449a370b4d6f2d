// `npm run check:exports`: lists every export of a server module's index.ts (packages/server/src/modules/<m>/index.ts)
// that no production file outside that module imports. Production is packages/server/src without the module itself;
// the seeding entry (src/seeding.ts) counts only for what it re-exports and packages/demo/src imports from it. Tests
// do not count: a test may import a module's own files. Exits 1 when it finds any.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join(root, 'packages/server/src');
const MODULES = join(SERVER_SRC, 'modules');
const SEEDING = join(SERVER_SRC, 'seeding.ts');
const DEMO_SRC = join(root, 'packages/demo/src');

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
const tsFiles = (folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join(folder, file));

/** The names a module's index.ts exports. */
function exportsOf(indexFile) {
  const names = new Set();
  for (const statement of parse(indexFile).statements) {
    if (ts.isExportDeclaration(statement)) {
      if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
      continue;
    }
    const isExported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!isExported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (statement.name && ts.isIdentifier(statement.name)) {
      names.add(statement.name.text);
    }
  }
  return names;
}

/** The module folder a relative specifier from `file` names through its index (`../chat`, `./modules/chat/index`), if any. */
function moduleOfSpecifier(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const target = resolve(dirname(file), specifier).replace(/\/index(\.ts)?$/, '');
  const fromModules = relative(MODULES, target);
  return /^[^./][^/]*$/.test(fromModules) ? fromModules : undefined;
}

/**
 * Every import or re-export of a module's index in `file`: [module, imported name, name seen outside] per name; a
 * namespace import or `export *` takes every name ('*').
 */
function moduleImportsOf(file) {
  const found = [];
  for (const statement of parse(file).statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = moduleOfSpecifier(file, statement.moduleSpecifier.text);
    if (!module) continue;
    const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
    if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
      found.push([module, '*', '*']);
      continue;
    }
    for (const element of bindings.elements) found.push([module, (element.propertyName ?? element.name).text, element.name.text]);
  }
  return found;
}

/** The names packages/demo/src imports from `@stay/server/seeding`. */
function namesTheDemoImports() {
  const names = new Set();
  for (const file of tsFiles(DEMO_SRC)) {
    for (const statement of parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.text !== '@stay/server/seeding') continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** `module: name` for every export of a module's index.ts that no production file outside the module imports. */
export function findUnusedModuleExports() {
  const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const used = new Map(modules.map((module) => [module, new Set()]));
  const demoNames = namesTheDemoImports();
  for (const file of tsFiles(SERVER_SRC)) {
    const ownModule = relative(MODULES, file).split('/')[0];
    for (const [module, name, outsideName] of moduleImportsOf(file)) {
      if (module === ownModule) continue;
      if (file === SEEDING && !demoNames.has(outsideName)) continue;
      used.get(module)?.add(name);
    }
  }
  const unused = [];
  for (const module of modules) {
    const names = used.get(module);
    if (names.has('*')) continue;
    for (const name of exportsOf(join(MODULES, module, 'index.ts'))) if (!names.has(name)) unused.push(`${module}: ${name}`);
  }
  return unused;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const unused = findUnusedModuleExports();
  if (unused.length === 0) {
    console.log('Every export of a server module index.ts is used by production code outside the module.');
  } else {
    console.log(`Exports of server module index.ts files that no production code outside the module uses (${unused.length}):`);
    for (const line of unused) console.log(`  ${line}`);
    process.exitCode = 1;
  }
}
