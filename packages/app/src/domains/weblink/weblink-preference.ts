import type { AppLanguage, Weblink, WeblinkCategoryWithLinks } from '@stay/contract';

/** Whom a link is shared with: the suites of the guest's stay (ids, a link's asset code) and the guest's language. */
export interface WeblinkAudience {
  suiteIds: readonly string[];
  language: AppLanguage | null;
}

/** Lower comes first: the guest's suite, then links for no suite, then another suite's; within those, the guest's language first. */
function rankOf(link: Weblink, audience: WeblinkAudience): number {
  const suite = link.assetcode === null ? 1 : audience.suiteIds.includes(link.assetcode) ? 0 : 2;
  const language = audience.language === null || link.language === audience.language ? 0 : link.language === null ? 1 : 2;
  return suite * 3 + language;
}

/** Whether a link belongs to one of the guest's suites. */
export const isForAudienceSuite = (link: Weblink, audience: WeblinkAudience): boolean =>
  link.assetcode !== null && audience.suiteIds.includes(link.assetcode);

/**
 * The categories with the guest's links on top: in each category the links of the guest's suite and language first
 * (otherwise in their own order), and the categories that hold such links before the others.
 */
export function forAudience(categories: readonly WeblinkCategoryWithLinks[], audience: WeblinkAudience): WeblinkCategoryWithLinks[] {
  const ranked = categories.map((category) => {
    const links = category.links
      .map((link, index) => ({ link, index, rank: rankOf(link, audience) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index);
    return { category: { ...category, links: links.map((item) => item.link) }, best: links[0]?.rank ?? Number.POSITIVE_INFINITY };
  });
  return ranked
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.best - b.best || a.index - b.index)
    .map((item) => item.category);
}
