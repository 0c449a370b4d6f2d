import type { Weblink, WeblinkCategoryWithLinks } from '@stay/contract';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase();

/** Whether a link matches every word of the search, in its title (any language), address, description or asset code (accents ignored). */
export function linkMatches(link: Weblink, search: string): boolean {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise([link.title, link.titleNl, link.titleDe, link.titleFr, link.url, link.description, link.assetcode].filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}

/**
 * The categories with only their links that match the search; a category whose name matches keeps all its links.
 * Without a search: everything. Categories left without links are dropped while searching.
 */
export function searchCategories(
  categories: readonly WeblinkCategoryWithLinks[],
  search: string,
  nameOf: (category: WeblinkCategoryWithLinks) => string = (category) => category.name,
): WeblinkCategoryWithLinks[] {
  const query = normalise(search.trim());
  if (query === '') return [...categories];
  return categories.flatMap((category) => {
    if (normalise(nameOf(category)).includes(query)) return [category];
    const links = category.links.filter((link) => linkMatches(link, search));
    return links.length > 0 ? [{ ...category, links }] : [];
  });
}
