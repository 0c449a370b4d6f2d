import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { resolveDatabaseTarget } from '../db/dialect';
import { migrationProvider } from '../db/migrations';
import {
  BackupError,
  checksumOf,
  copyWithChecksum,
  FILES_FOLDER,
  formatBytes,
  isEmptyFolder,
  isMissingFile,
  postgresToolTarget,
  PRIVATE_FOLDER_MODE,
  readManifest,
  type FileEntry,
  type Manifest,
} from './backup-files';
import { runTool } from './backup-command';

export interface RestoreOptions {
  /** DATABASE_URL; undefined selects `${dataDir}/stay.db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The backup folder made by db:backup. */
  from: string;
  print: (line: string) => void;
  /** The pg_restore to run (PATH lookup by default). */
  pgRestore?: string;
}

/**
 * Puts a backup back into an empty DATA_DIR (and, on PostgreSQL, an empty database). Nothing is written until every
 * checksum matched; each file is hashed again as it is copied.
 */
export async function runRestore(options: RestoreOptions): Promise<Manifest> {
  const { dataDir, from, print } = options;
  const manifest = await readManifest(from);
  const target = resolveDatabaseTarget(options.databaseUrl, dataDir);
  if (target.dialect !== manifest.dialect) {
    throw new BackupError(
      `The backup holds a ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database but DATABASE_URL selects ${target.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: set DATABASE_URL to match`,
    );
  }
  await refuseNewerSchema(manifest.latestMigration);
  if (!(await isEmptyFolder(dataDir))) throw new BackupError(`DATA_DIR ${dataDir} is not empty: restore into an empty or new folder`);
  if (target.dialect === 'sqlite') {
    if (target.file === ':memory:') throw new BackupError('DATABASE_URL selects an in-memory database: there is nowhere to restore to');
    if (['', '-wal', '-shm'].some((suffix) => existsSync(target.file + suffix))) throw new BackupError(`The SQLite database ${target.file} exists already: restore needs it absent`);
  } else {
    await refuseNonEmptyPostgres(target.connectionString);
  }

  const entries = [manifest.database, ...manifest.files];
  print(`Verifying ${entries.length} files (${formatBytes(manifest.totalBytes)}) of the backup made at ${manifest.createdAt}…`);
  const damaged: string[] = [];
  for (const entry of entries) {
    const problem = await verify(from, entry);
    if (problem) damaged.push(`${entry.path} ${problem}`);
  }
  if (damaged.length > 0) throw new BackupError(`The backup is damaged, nothing was restored: ${damaged.join('; ')}`);
  print('Verified: every checksum matches');

  await mkdir(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  let restoredBytes = 0;
  for (const entry of manifest.files) {
    await copyVerified(path.join(from, entry.path), path.join(dataDir, path.relative(FILES_FOLDER, entry.path)), entry);
    restoredBytes += entry.bytes;
  }
  print(`Files: ${manifest.files.length} restored into ${dataDir} (${formatBytes(restoredBytes)})`);

  // The database comes last: a restore that failed before leaves no database for a server to start on.
  if (target.dialect === 'sqlite') {
    await copyVerified(path.join(from, manifest.database.path), target.file, manifest.database);
    print(`Database: SQLite ${target.file} restored (${formatBytes(manifest.database.bytes)}, latest migration ${manifest.latestMigration ?? '(none)'})`);
  } else {
    const { dbname, env } = postgresToolTarget(target.connectionString);
    const pgRestore = options.pgRestore ?? 'pg_restore';
    await runTool(pgRestore, ['--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, path.join(from, manifest.database.path)], env, () =>
      [
        `${pgRestore} was not found: install PostgreSQL's client tools (Debian: apt install postgresql-client-15),`,
        `or run by hand: pg_restore --single-transaction --no-owner --dbname="$DATABASE_URL" ${path.join(from, manifest.database.path)}`,
      ].join(' '),
    );
    print(`Database: PostgreSQL ${new URL(dbname).pathname.slice(1)} restored with pg_restore (latest migration ${manifest.latestMigration ?? '(none)'})`);
  }
  print(`Restore complete: start the server with this DATA_DIR${target.dialect === 'postgres' ? ' and DATABASE_URL' : ''}`);
  return manifest;
}

const sourcePathOf = (backupFolder: string, entry: FileEntry) => {
  const file = path.resolve(backupFolder, entry.path);
  // A manifest names files inside its own folder only.
  if (path.relative(backupFolder, file).startsWith('..') || path.isAbsolute(path.relative(backupFolder, file))) {
    throw new BackupError(`The manifest names ${entry.path}, outside the backup folder: the backup is damaged`);
  }
  return file;
};

async function verify(backupFolder: string, entry: FileEntry): Promise<string | undefined> {
  if (entry.path !== path.normalize(entry.path) || !(entry.path.startsWith(`${FILES_FOLDER}${path.sep}`) || !entry.path.includes(path.sep))) {
    return 'is not a path a backup holds';
  }
  try {
    const actual = await checksumOf(sourcePathOf(backupFolder, entry));
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) return 'does not match its checksum';
    return undefined;
  } catch (error) {
    if (isMissingFile(error)) return 'is missing';
    throw error;
  }
}

async function copyVerified(source: string, destination: string, entry: FileEntry): Promise<void> {
  const copied = await copyWithChecksum(source, destination);
  if (copied.sha256 !== entry.sha256) throw new BackupError(`${entry.path} changed while it was restored: restore again into an empty DATA_DIR`);
}

/** A backup of a newer version's schema would be run by code that does not know its tables. */
async function refuseNewerSchema(latestMigration: string | null): Promise<void> {
  if (latestMigration === null) return;
  const known = Object.keys(await migrationProvider.getMigrations());
  if (!known.includes(latestMigration)) {
    throw new BackupError(`The backup's schema is at migration ${latestMigration}, which this version does not know: restore it with the version that made it`);
  }
}

async function refuseNonEmptyPostgres(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the PostgreSQL database of DATABASE_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    if (Number(rows[0]?.count ?? 0) > 0) {
      throw new BackupError(`The PostgreSQL database ${client.database ?? ''} is not empty: restore into a new database (createdb) named by DATABASE_URL`);
    }
  } finally {
    await client.end();
  }
}
