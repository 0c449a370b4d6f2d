import {
  APP_LANGUAGES,
  WEBLINK_CATEGORY_KINDS,
  textInLanguage,
  type AppLanguage,
  type Weblink,
  type WeblinkCategory,
  type WeblinkCategoryKind,
  type WeblinkCategoryWithLinks,
} from '@stay/contract';
import type { WeblinkCategoryRow, WeblinkRow } from './repository';

const languageOf = (value: string | null): AppLanguage | null =>
  (APP_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as AppLanguage) : null;

const kindOf = (value: string): WeblinkCategoryKind =>
  (WEBLINK_CATEGORY_KINDS as readonly string[]).includes(value) ? (value as WeblinkCategoryKind) : 'other';

export function toWeblink(row: WeblinkRow): Weblink {
  return {
    _id: row.id,
    title: row.title,
    titleNl: row.title_nl,
    titleDe: row.title_de,
    titleFr: row.title_fr,
    url: row.url,
    description: row.description,
    descriptionNl: row.description_nl,
    descriptionDe: row.description_de,
    descriptionFr: row.description_fr,
    categoryId: row.category_id,
    assetcode: row.assetcode,
    icon: row.icon,
    language: languageOf(row.language),
    order: row.sort_order,
    shareCount: Number(row.share_count),
  };
}

export function toCategory(row: WeblinkCategoryRow): WeblinkCategory {
  return {
    _id: row.id,
    name: row.name,
    nameNl: row.name_nl,
    nameDe: row.name_de,
    nameFr: row.name_fr,
    kind: kindOf(row.kind),
    icon: row.icon,
    order: row.sort_order,
  };
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

/** What a guest reads of a link: title and description in their language (`fallback`: the location's), the rest null. */
function toGuestLink(link: Weblink, language: AppLanguage, fallback: AppLanguage): Weblink {
  return {
    ...link,
    title: textInLanguage({ en: link.title, nl: link.titleNl, de: link.titleDe, fr: link.titleFr }, language, fallback),
    description: textInLanguage({ en: link.description, nl: link.descriptionNl, de: link.descriptionDe, fr: link.descriptionFr }, language, fallback),
    titleNl: null,
    titleDe: null,
    titleFr: null,
    descriptionNl: null,
    descriptionDe: null,
    descriptionFr: null,
  };
}

/**
 * A category as the guest reads it: its name and its links' texts in the guest's language, else the location's
 * content language (`fallback`), else English; the other languages null.
 */
export function toGuestCategory(category: WeblinkCategoryWithLinks, language: AppLanguage, fallback: AppLanguage): WeblinkCategoryWithLinks {
  return {
    ...category,
    name: textInLanguage({ en: category.name, nl: category.nameNl, de: category.nameDe, fr: category.nameFr }, language, fallback),
    nameNl: null,
    nameDe: null,
    nameFr: null,
    links: category.links.map((link) => toGuestLink(link, language, fallback)),
  };
}
