import {
  WEBLINK_CATEGORY_KINDS,
  WEBLINK_LANGUAGES,
  type Weblink,
  type WeblinkCategory,
  type WeblinkCategoryKind,
  type WeblinkCategoryWithLinks,
  type WeblinkLanguage,
} from '@stay/contract';
import type { WeblinkCategoryRow, WeblinkRow } from './repository';

const languageOf = (value: string | null): WeblinkLanguage | null =>
  (WEBLINK_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as WeblinkLanguage) : null;

const kindOf = (value: string): WeblinkCategoryKind =>
  (WEBLINK_CATEGORY_KINDS as readonly string[]).includes(value) ? (value as WeblinkCategoryKind) : 'other';

export function toWeblink(row: WeblinkRow): Weblink {
  return {
    _id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    categoryId: row.category_id,
    assetcode: row.assetcode,
    icon: row.icon,
    language: languageOf(row.language),
    order: row.sort_order,
    shareCount: Number(row.share_count),
  };
}

export function toCategory(row: WeblinkCategoryRow): WeblinkCategory {
  return { _id: row.id, name: row.name, nameNl: row.name_nl, kind: kindOf(row.kind), icon: row.icon, order: row.sort_order };
}

/** Categories with their links (already in order), each category's own in the order given. */
export function withLinks(categories: readonly WeblinkCategoryRow[], links: readonly WeblinkRow[]): WeblinkCategoryWithLinks[] {
  const byCategory = new Map<string, Weblink[]>();
  for (const link of links) {
    const list = byCategory.get(link.category_id) ?? [];
    list.push(toWeblink(link));
    byCategory.set(link.category_id, list);
  }
  return categories.map((row) => ({ ...toCategory(row), links: byCategory.get(row.id) ?? [] }));
}

/** A category as the guest reads it: the name in the guest's language (Dutch falls back to English), `nameNl` null. */
export function toGuestCategory(category: WeblinkCategoryWithLinks, lang: WeblinkLanguage): WeblinkCategoryWithLinks {
  return { ...category, name: lang === 'nl' && category.nameNl !== null ? category.nameNl : category.name, nameNl: null };
}
