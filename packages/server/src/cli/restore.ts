import { ConfigError, loadConfig } from '../config';
import { DatabaseUrlError } from '../db/dialect';
import { RESTORE_USAGE, parseRestoreInput } from './backup-input';
import { BackupError } from './backup-files';
import { runRestore } from './restore-command';

async function main(argv: readonly string[]): Promise<number> {
  // npm runs workspace scripts in the workspace folder; a relative --from means the folder it was typed in.
  const parsed = parseRestoreInput(argv, process.env.INIT_CWD ?? process.cwd());
  if (!parsed.ok) {
    console.error(parsed.errors.map((error) => `Error: ${error}`).join('\n'));
    console.error(RESTORE_USAGE);
    return 1;
  }
  try {
    const config = loadConfig();
    await runRestore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, from: parsed.folder, print: (line) => console.log(line) });
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
