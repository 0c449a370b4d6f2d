import { appLanguageOrEnglish } from '@/lib/i18n/languages';
import { textInLanguage, type Weblink, type WeblinkCategory } from '@stay/contract';

/** A category's name in the reader's language, else English (staff read every location's texts as written). */
export function categoryNameOf(category: Pick<WeblinkCategory, 'name' | 'nameNl' | 'nameDe' | 'nameFr'>, language: string): string {
  return textInLanguage({ en: category.name, nl: category.nameNl, de: category.nameDe, fr: category.nameFr }, appLanguageOrEnglish(language));
}

/** A link's title in a language (a guest's, the reader's), else English. */
export function linkTitleOf(link: Pick<Weblink, 'title' | 'titleNl' | 'titleDe' | 'titleFr'>, language: string): string {
  return textInLanguage({ en: link.title, nl: link.titleNl, de: link.titleDe, fr: link.titleFr }, appLanguageOrEnglish(language));
}

/** A link's description in a language, else English. */
export function linkDescriptionOf(link: Pick<Weblink, 'description' | 'descriptionNl' | 'descriptionDe' | 'descriptionFr'>, language: string): string {
  return textInLanguage(
    { en: link.description, nl: link.descriptionNl, de: link.descriptionDe, fr: link.descriptionFr },
    appLanguageOrEnglish(language),
  );
}
