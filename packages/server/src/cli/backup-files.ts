import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
/** Where a backup keeps DATA_DIR's files, under their paths relative to DATA_DIR. */
export const FILES_FOLDER = 'files';
export const SQLITE_COPY = 'database.sqlite';
export const POSTGRES_DUMP = 'database.pgdump';

/** Backups hold personal data: readable by their owner only. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

const fileEntrySchema = z.object({ path: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type FileEntry = z.infer<typeof fileEntrySchema>;

export const manifestSchema = z.object({
  format: z.literal('stay-backup'),
  version: z.literal(1),
  dialect: z.enum(['sqlite', 'postgres']),
  /** When the database snapshot was taken (UTC ISO). Files are copied after it. */
  createdAt: z.string(),
  /** The newest migration applied to the backed-up schema; null when it had none. */
  latestMigration: z.string().nullable(),
  database: fileEntrySchema,
  /** DATA_DIR's files (the upload folders), paths relative to the backup folder. */
  files: z.array(fileEntrySchema),
  /** Files listed in DATA_DIR that vanished before they were copied (removed by the server meanwhile). */
  skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
  totalBytes: z.number().int().nonnegative(),
  durationMs: z.number().nonnegative(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Copies a file, hashing what was written; the copy must not exist yet. Answers its size and SHA-256. */
export async function copyWithChecksum(source: string, destination: string): Promise<{ bytes: number; sha256: string }> {
  await mkdir(path.dirname(destination), { recursive: true, mode: PRIVATE_FOLDER_MODE });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(source), tap, createWriteStream(destination, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
  return { bytes, sha256: hash.digest('hex') };
}

export async function checksumOf(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Every regular file under `root`, as paths relative to it, in a stable order; `include` decides per relative path.
 * A folder that vanishes while it is listed is passed over (the server removed it meanwhile); links are never followed.
 */
export async function listFiles(root: string, include: (relative: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  const visit = async (relativeFolder: string) => {
    let entries;
    try {
      entries = await readdir(path.join(root, relativeFolder), { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const relative = relativeFolder ? path.join(relativeFolder, entry.name) : entry.name;
      if (!include(relative)) continue;
      if (entry.isDirectory()) await visit(relative);
      else if (entry.isFile()) found.push(relative);
    }
  };
  await visit('');
  return found;
}

/** Whether `folder` is missing or holds nothing. */
export async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if (isMissing(error)) return true;
    throw error;
  }
}

export const isMissingFile = isMissing;

/** Reads and checks a backup's manifest; throws a one-line message when it is absent or not ours. */
export async function readManifest(backupFolder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(path.join(backupFolder, MANIFEST_FILE), 'utf8');
  } catch (error) {
    if (isMissing(error)) throw new BackupError(`${backupFolder} holds no ${MANIFEST_FILE}: it is not a complete backup made by db:backup`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupError(`${path.join(backupFolder, MANIFEST_FILE)} is not valid JSON: the backup is damaged`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${path.join(backupFolder, MANIFEST_FILE)} is not a db:backup manifest (${parsed.error.issues[0]?.message ?? 'unknown shape'})`);
  return parsed.data;
}

/** A refusal or failure the command reports as one line, without a stack. */
export class BackupError extends Error {}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** The password of a PostgreSQL URL goes to the client tools through PGPASSWORD, never on their command line (ps shows it). */
export function postgresToolTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
