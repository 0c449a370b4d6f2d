import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { createDb, safeIdentifier } from '../../src/db/create-db';
import { migrateToLatest } from '../../src/db/migrations';
import { createAccessTokens } from '../../src/security/access-tokens';
import { TEST_JWT_SECRET } from '../support';
import { createFactories } from '../support/factories';
import { builtServerEntry } from '../support/server-build';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { runAdminStatement } from '../support/test-database';
import { runBackup } from '../../src/cli/backup-command';
import { manifestSchema, type Manifest } from '../../src/cli/backup-files';
import { runRestore } from '../../src/cli/restore-command';

const CHAT_PATH = '/api/guest/reservation/current/chat';
const CONCURRENCY = 6;
/** The backup starts once this many sends were acknowledged; the load goes on until it has finished. */
const ACKS_BEFORE_BACKUP = 40;
/** A real 1 × 1 PNG: images are decoded and stored re-encoded. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temporaryFolder(prefix: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), prefix));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** '' (SQLite in DATA_DIR), or a new empty PostgreSQL database next to TEST_DATABASE_URL's, dropped afterwards. */
async function freshDatabaseUrl(postgresUrl: string | undefined): Promise<string> {
  if (!postgresUrl) return '';
  const name = safeIdentifier(`stay_backup_${randomBytes(6).toString('hex')}`);
  await runAdminStatement(postgresUrl, `create database ${name}`);
  cleanups.push(() => runAdminStatement(postgresUrl, `drop database if exists ${name} with (force)`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function guestTokenIn(databaseUrl: string, dataDir: string): Promise<string> {
  const { db } = createDb({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    await migrateToLatest(db);
    const factories = createFactories({ db, accessTokens: createAccessTokens(TEST_JWT_SECRET, 3600) });
    await factories.settings();
    const location = await factories.location();
    return (await factories.stay({ locationId: location.id })).guest.token;
  } finally {
    await db.destroy();
  }
}

/** Runs one of the CLI entry points as `npm run db:backup` would, with the server's settings. */
function runCli(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--enable-source-maps', builtServerEntry(command), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

interface Acknowledged {
  nmbr: number;
  paragraph: string;
}

interface Acknowledgement extends Acknowledged {
  /** Wall-clock time the answer arrived, after the message's transaction committed. */
  at: number;
}

/**
 * Chat messages sent CONCURRENCY at a time until stopped; `acknowledged` grows with every 200 answer, and `reached`
 * resolves once `count` sends were acknowledged.
 */
function startChatLoad(baseUrl: string, token: string, runId: string, count: number) {
  const acknowledged: Acknowledgement[] = [];
  let onReached: () => void = () => {};
  const reached = new Promise<void>((resolve) => (onReached = resolve));
  let sent = 0;
  let isStopped = false;
  const worker = async () => {
    while (!isStopped) {
      const paragraph = `${runId} message ${(sent += 1)}`;
      const response = await fetch(`${baseUrl}${CHAT_PATH}/message`, {
        method: 'POST',
        headers: { accesstoken: token, 'content-type': 'application/json' },
        body: JSON.stringify({ paragraph }),
      });
      if (response.status === 200) acknowledged.push({ nmbr: ((await response.json()) as { nmbr: number }).nmbr, paragraph, at: Date.now() });
      else await response.body?.cancel();
      if (acknowledged.length >= count) onReached();
    }
  };
  const workers = Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return {
    acknowledged,
    reached,
    async stop(): Promise<void> {
      isStopped = true;
      await workers;
    },
  };
}

async function storedMessages(server: ServerProcess, token: string): Promise<Acknowledged[]> {
  const messages: Acknowledged[] = [];
  let before = '';
  for (;;) {
    const query = `pagesize=100&markasread=false&orderby=-chatmessages.nmbr${before ? `&chatmessages.nmbr=${encodeURIComponent(`<${before}`)}` : ''}`;
    const response = await fetch(`${server.baseUrl}${CHAT_PATH}/message?${query}`, { headers: { accesstoken: token } });
    expect(response.status, await response.clone().text()).toBe(200);
    const page = (await response.json()) as Acknowledged[];
    messages.push(...page.map(({ nmbr, paragraph }) => ({ nmbr, paragraph })));
    if (page.length < 100) return messages;
    before = String(Math.min(...page.map((message) => message.nmbr)));
  }
}

async function uploadAttachment(server: ServerProcess, token: string): Promise<{ filename: string; stored: Buffer }> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'before the backup.png');
  const upload = await fetch(`${server.baseUrl}${CHAT_PATH}/attachment`, { method: 'POST', headers: { accesstoken: token }, body: form });
  expect(upload.status, await upload.clone().text()).toBe(200);
  const { filename } = (await upload.json()) as { filename: string };
  const sent = await fetch(`${server.baseUrl}${CHAT_PATH}/message`, {
    method: 'POST',
    headers: { accesstoken: token, 'content-type': 'application/json' },
    body: JSON.stringify({ paragraph: 'photo', attachments: [filename] }),
  });
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { filename, stored: await downloadAttachment(server, token, filename) };
}

async function downloadAttachment(server: ServerProcess, token: string, filename: string): Promise<Buffer> {
  const response = await fetch(`${server.baseUrl}${CHAT_PATH}/attachment/${filename}`, { headers: { accesstoken: token } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

function defineBackupUnderLoadTest(dialect: 'sqlite' | 'postgres', postgresUrl: string | undefined): void {
  it('backs up while chat messages are written, and the restore holds every write acknowledged before the backup started', async () => {
    const dataDir = await temporaryFolder('stay-backup-source-');
    const databaseUrl = await freshDatabaseUrl(postgresUrl);
    const token = await guestTokenIn(databaseUrl, dataDir);
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const server = await startServerProcess(env);
    cleanups.push(() => server.kill('SIGKILL'));
    const attachment = await uploadAttachment(server, token);

    const runId = randomBytes(4).toString('hex');
    const load = startChatLoad(server.baseUrl, token, runId, ACKS_BEFORE_BACKUP);
    await load.reached;
    const acknowledgedBeforeBackup = [...load.acknowledged];
    const backupFolder = path.join(await temporaryFolder('stay-backup-'), 'backup');
    const backupStarted = performance.now();
    const backup = await runCli('backup', ['--to', backupFolder], env);
    const backupMs = performance.now() - backupStarted;
    const acknowledgedByBackupEnd = load.acknowledged.length;
    await load.stop();
    await server.kill('SIGTERM');
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup complete/);

    const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(backupFolder, 'manifest.json'), 'utf8')));
    expect(manifest).toMatchObject({ dialect, latestMigration: expect.stringMatching(/^\d{4}_/), skipped: [] });
    expect(manifest.files.some((file) => file.path.startsWith(`files${path.sep}attachments${path.sep}`) && file.path.endsWith(attachment.filename))).toBe(true);

    const restoredDataDir = path.join(await temporaryFolder('stay-restore-'), 'data');
    const restoredDatabaseUrl = await freshDatabaseUrl(postgresUrl);
    const restoredEnv = { DATA_DIR: restoredDataDir, DATABASE_URL: restoredDatabaseUrl, JWT_SECRET: TEST_JWT_SECRET };
    const restore = await runCli('restore', ['--from', backupFolder], restoredEnv);
    expect(restore.code, restore.output).toBe(0);

    const restored = await startServerProcess(restoredEnv);
    cleanups.push(() => restored.kill('SIGKILL'));
    const stored = new Map((await storedMessages(restored, token)).filter((message) => message.paragraph.startsWith(runId)).map((message) => [message.paragraph, message.nmbr]));
    const lost = acknowledgedBeforeBackup.filter((message) => stored.get(message.paragraph) !== message.nmbr);
    // The command notes the time before it takes the snapshot: a send answered before then had committed, so the
    // snapshot holds it (a plain copy of stay.db would miss those still in the write-ahead log).
    const snapshotAt = Date.parse(manifest.createdAt);
    const acknowledgedBeforeSnapshot = load.acknowledged.filter((message) => message.at < snapshotAt);
    const lostBeforeSnapshot = acknowledgedBeforeSnapshot.filter((message) => stored.get(message.paragraph) !== message.nmbr);
    expect(await downloadAttachment(restored, token, attachment.filename)).toEqual(attachment.stored);
    console.log(
      `backup under load (${dialect}): ${load.acknowledged.length} writes acknowledged (${acknowledgedBeforeBackup.length} before the backup started, ` +
        `${acknowledgedByBackupEnd - acknowledgedBeforeBackup.length} while it ran, ${acknowledgedBeforeSnapshot.length} before its snapshot), ` +
        `${stored.size} found after restore, ${lost.length + lostBeforeSnapshot.length} lost; ` +
        `backup ${manifest.totalBytes} bytes in ${manifest.files.length + 1} files, ${Math.round(backupMs)} ms for the command (${manifest.durationMs} ms inside it)`,
    );
    expect({ lost, lostBeforeSnapshot }).toEqual({ lost: [], lostBeforeSnapshot: [] });
    expect(acknowledgedByBackupEnd, 'the load went on while the backup ran').toBeGreaterThan(acknowledgedBeforeBackup.length);
  }, 120_000);
}

describe('db:backup and db:restore under write load [sqlite]', () => defineBackupUnderLoadTest('sqlite', undefined));

const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) describe('db:backup and db:restore under write load [postgres]', () => defineBackupUnderLoadTest('postgres', postgresUrl));
else describe.skip('db:backup and db:restore under write load [postgres] (TEST_DATABASE_URL not set)', () => defineBackupUnderLoadTest('postgres', undefined));

describe.skipIf(!postgresUrl)('db:backup without pg_dump [postgres]', () => {
  it('says exactly what to install or run instead', async () => {
    const databaseUrl = await freshDatabaseUrl(postgresUrl);
    const to = path.join(await temporaryFolder('stay-backup-'), 'backup');
    const backup = runBackup({ databaseUrl, dataDir: await temporaryFolder('stay-data-'), to, now: () => new Date(0), print: () => {}, pgDump: '/nonexistent/pg_dump' });
    await expect(backup).rejects.toThrow(
      `/nonexistent/pg_dump was not found: install PostgreSQL's client tools in the server's major version (Debian: apt install postgresql-client-15), ` +
        `or run by hand: pg_dump --format=custom --file=${path.join(to, 'database.pgdump')} "$DATABASE_URL" and copy DATA_DIR's folders beside it.`,
    );
  });
});

describe('db:backup and db:restore refusals', () => {
  const quiet = () => {};

  /** A migrated SQLite DATA_DIR with one upload, backed up; answers the folders and the manifest. */
  async function backedUp(): Promise<{ dataDir: string; backupFolder: string; manifest: Manifest }> {
    const dataDir = await temporaryFolder('stay-backup-source-');
    await guestTokenIn('', dataDir);
    const upload = path.join(dataDir, 'profile-images');
    await mkdir(upload, { recursive: true });
    await writeFile(path.join(upload, 'a.webp'), 'an image');
    const backupFolder = path.join(await temporaryFolder('stay-backup-'), 'backup');
    const manifest = await runBackup({ databaseUrl: undefined, dataDir, to: backupFolder, now: () => new Date('2024-06-01T03:00:00Z'), print: quiet });
    return { dataDir, backupFolder, manifest };
  }

  it('writes a manifest with the snapshot time, the latest migration and a checksum per file', async () => {
    const { manifest } = await backedUp();
    expect(manifest).toMatchObject({
      dialect: 'sqlite',
      createdAt: '2024-06-01T03:00:00.000Z',
      database: { path: 'database.sqlite', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      files: [{ path: path.join('files', 'profile-images', 'a.webp'), bytes: 8, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }],
    });
    expect(manifest.latestMigration).toMatch(/^\d{4}_/);
  });

  it('refuses a backup folder that is not empty or lies inside DATA_DIR', async () => {
    const { dataDir, backupFolder } = await backedUp();
    await expect(runBackup({ databaseUrl: undefined, dataDir, to: backupFolder, now: () => new Date(0), print: quiet })).rejects.toThrow(/is not empty/);
    await expect(runBackup({ databaseUrl: undefined, dataDir, to: path.join(dataDir, 'backups'), now: () => new Date(0), print: quiet })).rejects.toThrow(/inside DATA_DIR/);
  });

  it('restores only into an empty DATA_DIR', async () => {
    const { dataDir, backupFolder } = await backedUp();
    await expect(runRestore({ databaseUrl: undefined, dataDir, from: backupFolder, print: quiet })).rejects.toThrow(`DATA_DIR ${dataDir} is not empty`);
  });

  it('refuses a damaged backup before writing anything', async () => {
    const { backupFolder } = await backedUp();
    await writeFile(path.join(backupFolder, 'files', 'profile-images', 'a.webp'), 'an imagE');
    const target = path.join(await temporaryFolder('stay-restore-'), 'data');
    await expect(runRestore({ databaseUrl: undefined, dataDir: target, from: backupFolder, print: quiet })).rejects.toThrow(
      `The backup is damaged, nothing was restored: ${path.join('files', 'profile-images', 'a.webp')} does not match its checksum`,
    );
    await rm(path.join(backupFolder, 'database.sqlite'));
    await expect(runRestore({ databaseUrl: undefined, dataDir: target, from: backupFolder, print: quiet })).rejects.toThrow(/database\.sqlite is missing/);
    await expect(readdir(target)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a backup of the other database kind, or of a newer schema', async () => {
    const { backupFolder } = await backedUp();
    const target = path.join(await temporaryFolder('stay-restore-'), 'data');
    await expect(runRestore({ databaseUrl: 'postgres://stay@127.0.0.1:1/stay', dataDir: target, from: backupFolder, print: quiet })).rejects.toThrow(
      'The backup holds a SQLite database but DATABASE_URL selects PostgreSQL: set DATABASE_URL to match',
    );
    const manifestFile = path.join(backupFolder, 'manifest.json');
    await writeFile(manifestFile, (await readFile(manifestFile, 'utf8')).replace(/"latestMigration": "[^"]+"/, '"latestMigration": "9999_add_the_future"'));
    await expect(runRestore({ databaseUrl: undefined, dataDir: target, from: backupFolder, print: quiet })).rejects.toThrow(
      "The backup's schema is at migration 9999_add_the_future, which this version does not know: restore it with the version that made it",
    );
  });

  it('refuses a folder without a manifest', async () => {
    const folder = await temporaryFolder('stay-not-a-backup-');
    await expect(runRestore({ databaseUrl: undefined, dataDir: path.join(folder, 'data'), from: folder, print: quiet })).rejects.toThrow(/holds no manifest\.json/);
  });
});
