import {
  isWeblinkUrl,
  WEBLINK_ASSETCODE_MAX_LENGTH,
  WEBLINK_CATEGORY_NAME_MAX_LENGTH,
  WEBLINK_DESCRIPTION_MAX_LENGTH,
  WEBLINK_TITLE_MAX_LENGTH,
  type Weblink,
  type WeblinkCategory,
  type WeblinkCategoryCreateBodyInput,
  type WeblinkCategoryKind,
  type AppLanguage,
  type WeblinkCreateWithLocationBodyInput,
} from '@stay/contract';

/** The languages a text is translated into besides English, as the wire's field suffixes. */
export const TRANSLATIONS = [
  ['nl', 'Nl'],
  ['de', 'De'],
  ['fr', 'Fr'],
] as const satisfies readonly (readonly [Exclude<AppLanguage, 'en'>, string])[];
type Suffix = (typeof TRANSLATIONS)[number][1];

/** A translated text's fields: `<field>` is English, `<field>Nl`, `<field>De`, `<field>Fr` the others. */
export type TranslatedFields<Field extends string> = Record<Field | `${Field}${Suffix}`, string>;

/** The form field of `field` in `language` (English: the field itself). */
export const fieldIn = <Field extends string>(field: Field, language: AppLanguage): Field | `${Field}${Suffix}` =>
  language === 'en' ? field : `${field}${TRANSLATIONS.find(([code]) => code === language)![1]}`;

/** A translated text as typed in the form: empty translations become null (missing). */
function translationsOf<Field extends string>(form: Record<string, string>, field: Field) {
  return Object.fromEntries(TRANSLATIONS.map(([, suffix]) => [`${field}${suffix}`, form[`${field}${suffix}`]!.trim() || null])) as Record<
    `${Field}${Suffix}`,
    string | null
  >;
}

/** A translated text's form fields from a saved one (null: empty). */
function formTextsOf<Field extends string>(saved: Record<string, unknown> | null, field: Field): TranslatedFields<Field> {
  const text = (key: string) => (typeof saved?.[key] === 'string' ? (saved[key] as string) : '');
  return Object.fromEntries([[field, text(field)], ...TRANSLATIONS.map(([, suffix]) => [`${field}${suffix}`, text(`${field}${suffix}`)])]) as TranslatedFields<Field>;
}

/** The link form's fields as typed; `language` 'all' is a link for every language. */
export type WeblinkForm = TranslatedFields<'title'> &
  TranslatedFields<'description'> & {
    url: string;
    categoryId: string;
    language: AppLanguage | 'all';
    assetcode: string;
  };

export type WeblinkFormField = 'title' | 'url' | 'categoryId' | 'description' | 'assetcode';
export type WeblinkFormProblem = 'required' | 'invalidUrl' | 'tooLong';
export type WeblinkFormProblems = Partial<Record<WeblinkFormField, WeblinkFormProblem>>;

export function weblinkFormOf(link: Weblink | null, categoryId: string): WeblinkForm {
  return {
    ...formTextsOf(link, 'title'),
    url: link?.url ?? '',
    ...formTextsOf(link, 'description'),
    categoryId: link?.categoryId ?? categoryId,
    language: link?.language ?? 'all',
    assetcode: link?.assetcode ?? '',
  };
}

/** Text before a colon that names a scheme (`https:`, `javascript:`); a port after a host (`example.com:8080`) does not. */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/** The typed address with https:// in front when it names no scheme ("example.com"); any other scheme stays, to be refused. */
export function withWebScheme(url: string): string {
  const trimmed = url.trim();
  return trimmed === '' || SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** What is wrong with the form, field by field (the server checks the same, and decides). */
export function weblinkFormProblems(form: WeblinkForm): WeblinkFormProblems {
  const problems: WeblinkFormProblems = {};
  const title = form.title.trim();
  const url = withWebScheme(form.url);
  if (title === '') problems.title = 'required';
  else if (title.length > WEBLINK_TITLE_MAX_LENGTH) problems.title = 'tooLong';
  if (url === '') problems.url = 'required';
  else if (!isWeblinkUrl(url)) problems.url = 'invalidUrl';
  if (form.categoryId === '') problems.categoryId = 'required';
  if (form.description.trim().length > WEBLINK_DESCRIPTION_MAX_LENGTH) problems.description = 'tooLong';
  if (form.assetcode.trim().length > WEBLINK_ASSETCODE_MAX_LENGTH) problems.assetcode = 'tooLong';
  return problems;
}

/** The body of a valid form, for a new link or a change (every field sent, so clearing one clears it). */
export function weblinkBodyOf(form: WeblinkForm): WeblinkCreateWithLocationBodyInput {
  return {
    title: form.title.trim(),
    ...translationsOf(form, 'title'),
    url: withWebScheme(form.url),
    description: form.description.trim(),
    ...translationsOf(form, 'description'),
    categoryId: form.categoryId,
    language: form.language === 'all' ? null : form.language,
    assetcode: form.assetcode.trim() || null,
  };
}

/** The category form's fields as typed: the name in every language, and the kind. */
export type CategoryForm = TranslatedFields<'name'> & { kind: WeblinkCategoryKind };

export function categoryFormOf(category: WeblinkCategory | null, kind: WeblinkCategoryKind = 'faq'): CategoryForm {
  return { ...formTextsOf(category, 'name'), kind: category?.kind ?? kind };
}

/** What is wrong with the name: English is required; no name may be too long. */
export type CategoryFormProblems = Partial<Record<'name' | `name${Suffix}`, 'required' | 'tooLong'>>;

export function categoryFormProblems(form: CategoryForm): CategoryFormProblems {
  const problems: CategoryFormProblems = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > WEBLINK_CATEGORY_NAME_MAX_LENGTH) problems.name = 'tooLong';
  for (const [, suffix] of TRANSLATIONS) {
    if (form[`name${suffix}`].trim().length > WEBLINK_CATEGORY_NAME_MAX_LENGTH) problems[`name${suffix}`] = 'tooLong';
  }
  return problems;
}

export function categoryBodyOf(form: CategoryForm): WeblinkCategoryCreateBodyInput {
  return { name: form.name.trim(), ...translationsOf(form, 'name'), kind: form.kind };
}
