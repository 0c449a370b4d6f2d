import { ConfigError, loadConfig } from '../config';
import { DatabaseUrlError } from '../db/dialect';
import { BACKUP_USAGE, parseBackupInput } from './backup-input';
import { runBackup } from './backup-command';
import { BackupError } from './backup-files';

async function main(argv: readonly string[]): Promise<number> {
  // npm runs workspace scripts in the workspace folder; a relative --to means the folder it was typed in.
  const parsed = parseBackupInput(argv, process.env.INIT_CWD ?? process.cwd());
  if (!parsed.ok) {
    console.error(parsed.errors.map((error) => `Error: ${error}`).join('\n'));
    console.error(BACKUP_USAGE);
    return 1;
  }
  try {
    const config = loadConfig();
    await runBackup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, to: parsed.folder, now: () => new Date(), print: (line) => console.log(line) });
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseUrlError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main(process.argv.slice(2));
