import path from 'node:path';
import { parseArgs } from 'node:util';

export type FolderInputResult = { ok: true; folder: string } | { ok: false; errors: string[] };

export const BACKUP_USAGE = 'Usage: npm run db:backup -- --to <folder>    (a new or empty folder outside DATA_DIR)';
export const RESTORE_USAGE = 'Usage: npm run db:restore -- --from <folder>    (a backup made by db:backup; DATA_DIR and the database must be empty)';

/** Parses `db:backup`'s command line: `--to <folder>`, resolved from `cwd` (where the command was typed). */
export function parseBackupInput(argv: readonly string[], cwd: string): FolderInputResult {
  return parseFolderOption(argv, cwd, 'to', 'the folder to write the backup to');
}

/** Parses `db:restore`'s command line: `--from <folder>`, resolved from `cwd` (where the command was typed). */
export function parseRestoreInput(argv: readonly string[], cwd: string): FolderInputResult {
  return parseFolderOption(argv, cwd, 'from', 'the folder of a backup made by db:backup');
}

function parseFolderOption(argv: readonly string[], cwd: string, option: 'to' | 'from', meaning: string): FolderInputResult {
  let value: string | undefined;
  try {
    value = parseArgs({ args: [...argv], options: { [option]: { type: 'string' } }, strict: true, allowPositionals: false }).values[option] as
      | string
      | undefined;
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
  const folder = value?.trim() ?? '';
  if (!folder) return { ok: false, errors: [`--${option} is required (${meaning})`] };
  return { ok: true, folder: path.resolve(cwd, folder) };
}
