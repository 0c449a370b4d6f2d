import { type Db, renderSvgAsPng, setGuidePortraitOnce } from '@stay/server/seeding';
import { DEMO_GUIDE_PORTRAITS } from './demo-guide-portraits';
import { DEMO_GUIDE_IDS } from './seed-demo-stays-data';

/**
 * Each demo guide's own portrait as their picture, stored under `dataDir` like an upload, so guests choosing a guide
 * tell them apart. A guide who has a picture (an earlier run, or one they uploaded) keeps it.
 */
export async function seedDemoGuidePortraits(db: Db, dataDir: string): Promise<number> {
  let added = 0;
  for (const guide of Object.keys(DEMO_GUIDE_PORTRAITS) as (keyof typeof DEMO_GUIDE_PORTRAITS)[]) {
    if (await setGuidePortraitOnce(db, dataDir, DEMO_GUIDE_IDS[guide], await renderSvgAsPng(DEMO_GUIDE_PORTRAITS[guide]))) added += 1;
  }
  return added;
}
