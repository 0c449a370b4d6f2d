import { describe, expect, it } from 'vitest';
import { parseBackupInput, parseRestoreInput } from '../../src/cli/backup-input';

const CWD = '/home/park/stay';

describe('parseBackupInput', () => {
  it('reads --to, resolving it from where the command was typed', () => {
    expect(parseBackupInput(['--to', 'backups/2024-06-01'], CWD)).toEqual({ ok: true, folder: '/home/park/stay/backups/2024-06-01' });
    expect(parseBackupInput(['--to', ' /srv/backups/stay '], CWD)).toEqual({ ok: true, folder: '/srv/backups/stay' });
    expect(parseBackupInput(['--to=/srv/backups/stay'], CWD)).toEqual({ ok: true, folder: '/srv/backups/stay' });
  });

  it.each([
    ['nothing', []],
    ['an empty folder', ['--to', '  ']],
  ])('refuses %s, naming the option', (_case, argv) => {
    expect(parseBackupInput(argv, CWD)).toEqual({ ok: false, errors: ['--to is required (the folder to write the backup to)'] });
  });

  it('refuses unknown options, --from and stray words', () => {
    expect(parseBackupInput(['--to', 'x', '--force'], CWD)).toMatchObject({ ok: false, errors: [expect.stringContaining("'--force'")] });
    expect(parseBackupInput(['--from', 'x'], CWD)).toMatchObject({ ok: false, errors: [expect.stringContaining("'--from'")] });
    expect(parseBackupInput(['--to', 'x', 'y'], CWD)).toMatchObject({ ok: false });
    expect(parseBackupInput(['--to'], CWD)).toMatchObject({ ok: false });
  });
});

describe('parseRestoreInput', () => {
  it('reads --from, resolving it from where the command was typed', () => {
    expect(parseRestoreInput(['--from', '../backups/monday'], CWD)).toEqual({ ok: true, folder: '/home/park/backups/monday' });
  });

  it('refuses a missing --from, --to and stray words', () => {
    expect(parseRestoreInput([], CWD)).toEqual({ ok: false, errors: ['--from is required (the folder of a backup made by db:backup)'] });
    expect(parseRestoreInput(['--to', 'x'], CWD)).toMatchObject({ ok: false, errors: [expect.stringContaining("'--to'")] });
    expect(parseRestoreInput(['x'], CWD)).toMatchObject({ ok: false });
  });
});
