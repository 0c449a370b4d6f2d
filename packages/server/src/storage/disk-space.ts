import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../errors';

export interface DiskSpace {
  /** Bytes an unprivileged process may still write. */
  freeBytes: number;
  totalBytes: number;
}

/** Reads the free space of the file system holding `folder`; tests hand in their own. */
export type DiskSpaceProbe = (folder: string) => Promise<DiskSpace>;

export const statfsProbe: DiskSpaceProbe = async (folder) => {
  const stats = await statfs(await existingAncestor(folder));
  return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
};

/** DATA_DIR's subfolders are made on first upload; before that, the nearest folder that exists is on the same disk. */
async function existingAncestor(folder: string): Promise<string> {
  let current = path.resolve(folder);
  for (;;) {
    try {
      await statfs(current);
      return current;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}

export interface DiskSpaceCheck {
  /** Whether at least `minFreeBytes` are free, so uploads are taken. */
  isEnough: boolean;
  freeBytes: number;
  minFreeBytes: number;
}

/** The free space of the disk under `folder` against the minimum uploads leave free (readiness reports it too). */
export async function checkDiskSpace(folder: string, minFreeBytes: number, probe: DiskSpaceProbe = statfsProbe): Promise<DiskSpaceCheck> {
  const { freeBytes } = await probe(folder);
  return { isEnough: freeBytes >= minFreeBytes, freeBytes, minFreeBytes };
}

/** Refuses an upload with 507 INSUFFICIENT_STORAGE while the disk has less than the minimum free. */
export async function requireDiskSpace(folder: string, minFreeBytes: number, probe: DiskSpaceProbe = statfsProbe): Promise<void> {
  const check = await checkDiskSpace(folder, minFreeBytes, probe);
  if (!check.isEnough) throw new AppError('INSUFFICIENT_STORAGE', 'The server is short of disk space and takes no uploads now');
}
