import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { resolveDatabaseTarget } from '../db/dialect';
import {
  BackupError,
  FILES_FOLDER,
  MANIFEST_FILE,
  POSTGRES_DUMP,
  PRIVATE_FILE_MODE,
  PRIVATE_FOLDER_MODE,
  SQLITE_COPY,
  checksumOf,
  copyWithChecksum,
  formatBytes,
  isEmptyFolder,
  isMissingFile,
  listFiles,
  postgresToolTarget,
  type FileEntry,
  type Manifest,
} from './backup-files';

export interface BackupOptions {
  /** DATABASE_URL; undefined selects `${dataDir}/stay.db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The backup folder: new or empty, outside DATA_DIR. */
  to: string;
  now: () => Date;
  print: (line: string) => void;
  /** The pg_dump to run (PATH lookup by default). */
  pgDump?: string;
}

/** Print a progress line at most this often while files are copied (every n files). */
const FILE_PROGRESS_EVERY = 200;

const isInside = (folder: string, candidate: string) => {
  const relative = path.relative(folder, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

/**
 * Backs up the database and DATA_DIR's files while the server runs. The database snapshot comes first, the files
 * after it: a file uploaded meanwhile is an extra the database does not name (harmless), and every file the
 * snapshot names is still there unless the server deleted it meanwhile (listed as skipped in the manifest).
 * The manifest is written last, so a folder without one is an unfinished backup.
 */
export async function runBackup(options: BackupOptions): Promise<Manifest> {
  const { dataDir, to, print } = options;
  const started = performance.now();
  if (isInside(dataDir, to)) throw new BackupError(`--to ${to} is inside DATA_DIR (${dataDir}): choose a folder outside it`);
  if (!(await isEmptyFolder(to))) throw new BackupError(`--to ${to} is not empty: choose a new or empty folder`);
  await mkdir(to, { recursive: true, mode: PRIVATE_FOLDER_MODE });

  const target = resolveDatabaseTarget(options.databaseUrl, dataDir);
  if (target.dialect === 'sqlite' && target.file === ':memory:') throw new BackupError('DATABASE_URL selects an in-memory database: there is nothing to back up');
  const createdAt = options.now().toISOString();
  const snapshot =
    target.dialect === 'sqlite'
      ? await snapshotSqlite(target.file, path.join(to, SQLITE_COPY), print)
      : await dumpPostgres(target.connectionString, path.join(to, POSTGRES_DUMP), options.pgDump ?? 'pg_dump', print);

  // The database file itself (and its journal) is the snapshot's business, not a file to copy.
  const databaseFiles =
    target.dialect === 'sqlite' && isInside(dataDir, target.file)
      ? new Set(['', '-wal', '-shm', '-journal'].map((suffix) => path.relative(dataDir, target.file) + suffix))
      : new Set<string>();
  const include = (relative: string) => !databaseFiles.has(relative) && !path.basename(relative).startsWith('.upload-');
  const listed = await listFiles(dataDir, include);
  print(`Files: ${listed.length} in ${dataDir}`);
  const files: FileEntry[] = [];
  const skipped: Manifest['skipped'] = [];
  let copiedBytes = 0;
  for (const [index, relative] of listed.entries()) {
    const backupPath = path.join(FILES_FOLDER, relative);
    try {
      const copied = await copyWithChecksum(path.join(dataDir, relative), path.join(to, backupPath));
      files.push({ path: backupPath, ...copied });
      copiedBytes += copied.bytes;
    } catch (error) {
      if (!isMissingFile(error)) throw error;
      skipped.push({ path: backupPath, reason: 'removed from DATA_DIR while the backup ran' });
    }
    if ((index + 1) % FILE_PROGRESS_EVERY === 0) print(`Files: ${index + 1} of ${listed.length} (${formatBytes(copiedBytes)})`);
  }
  print(`Files: ${files.length} copied (${formatBytes(copiedBytes)})${skipped.length ? `, ${skipped.length} skipped (removed while the backup ran)` : ''}`);

  const manifest: Manifest = {
    format: 'stay-backup',
    version: 1,
    dialect: target.dialect,
    createdAt,
    latestMigration: snapshot.latestMigration,
    database: snapshot.entry,
    files,
    skipped,
    totalBytes: snapshot.entry.bytes + copiedBytes,
    durationMs: Math.round(performance.now() - started),
  };
  await writeFile(path.join(to, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  print(`Backup complete: ${to} (${formatBytes(manifest.totalBytes)}, ${files.length + 1} files, ${(manifest.durationMs / 1000).toFixed(1)} s)`);
  return manifest;
}

interface Snapshot {
  entry: FileEntry;
  latestMigration: string | null;
}

/**
 * `VACUUM INTO` copies the database in one read transaction: in WAL mode the server keeps writing meanwhile, and
 * unlike the page-by-page backup API it never restarts when a write lands during the copy.
 */
async function snapshotSqlite(file: string, copy: string, print: (line: string) => void): Promise<Snapshot> {
  if (!existsSync(file)) throw new BackupError(`No SQLite database at ${file} (DATABASE_URL / DATA_DIR): nothing to back up`);
  print(`Database: SQLite ${file} (${formatBytes((await stat(file)).size)}), taking a consistent snapshot…`);
  const source = new SQLite(file, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    source.prepare('VACUUM INTO ?').run(copy);
  } finally {
    source.close();
  }
  const snapshot = new SQLite(copy, { fileMustExist: true });
  let latestMigration: string | null;
  try {
    const check = snapshot.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The snapshot of ${file} failed SQLite's quick_check (${String(check)}): the database needs attention`);
    latestMigration = latestSqliteMigration(snapshot);
  } finally {
    snapshot.close();
  }
  const entry = { path: SQLITE_COPY, ...(await checksumOf(copy)) };
  print(`Database: snapshot ${formatBytes(entry.bytes)}, latest migration ${latestMigration ?? '(none)'}`);
  return { entry, latestMigration };
}

function latestSqliteMigration(database: SQLite.Database): string | null {
  const table = database.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!table) return null;
  const row = database.prepare('select max(name) as name from kysely_migration').get() as { name: string | null };
  return row.name;
}

async function latestPostgresMigration(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the PostgreSQL database of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const table = await client.query<{ name: string | null }>("select to_regclass('kysely_migration')::text as name");
    if (!table.rows[0]?.name) return null;
    return (await client.query<{ name: string | null }>('select max(name) as name from kysely_migration')).rows[0]?.name ?? null;
  } finally {
    await client.end();
  }
}

/** pg_dump's custom format: one consistent snapshot of the whole database, compressed, restored with pg_restore. */
async function dumpPostgres(connectionString: string, dump: string, pgDump: string, print: (line: string) => void): Promise<Snapshot> {
  const latestMigration = await latestPostgresMigration(connectionString);
  const { dbname, env } = postgresToolTarget(connectionString);
  print(`Database: PostgreSQL ${new URL(dbname).pathname.slice(1)} on ${new URL(dbname).host}, running pg_dump --format=custom…`);
  await runTool(pgDump, ['--format=custom', '--no-owner', `--file=${dump}`, `--dbname=${dbname}`], env, () =>
    [
      `${pgDump} was not found: install PostgreSQL's client tools in the server's major version (Debian: apt install postgresql-client-15),`,
      `or run by hand: pg_dump --format=custom --file=${dump} "$DATABASE_URL" and copy DATA_DIR's folders beside it.`,
    ].join(' '),
  );
  const entry = { path: POSTGRES_DUMP, ...(await checksumOf(dump)) };
  print(`Database: dump ${formatBytes(entry.bytes)}, latest migration ${latestMigration ?? '(none)'}`);
  return { entry, latestMigration };
}

/** Runs a PostgreSQL client tool; its stderr becomes the error's one line. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv, missing: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => reject(new BackupError(error.code === 'ENOENT' ? missing() : `${command}: ${error.message}`)));
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${path.basename(command)} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').join(' / ') || 'no output'}`));
    });
  });
}
