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
  type WeblinkCreateWithLocationBodyInput,
  type WeblinkLanguage,
} from '@stay/contract';

/** The link form's fields as typed; `language` 'all' is a link for every language. */
export interface WeblinkForm {
  title: string;
  url: string;
  description: string;
  categoryId: string;
  language: WeblinkLanguage | 'all';
  assetcode: string;
}

export type WeblinkFormField = 'title' | 'url' | 'categoryId' | 'description' | 'assetcode';
export type WeblinkFormProblem = 'required' | 'invalidUrl' | 'tooLong';
export type WeblinkFormProblems = Partial<Record<WeblinkFormField, WeblinkFormProblem>>;

export function weblinkFormOf(link: Weblink | null, categoryId: string): WeblinkForm {
  return {
    title: link?.title ?? '',
    url: link?.url ?? '',
    description: link?.description ?? '',
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
    url: withWebScheme(form.url),
    description: form.description.trim(),
    categoryId: form.categoryId,
    language: form.language === 'all' ? null : form.language,
    assetcode: form.assetcode.trim() || null,
  };
}

/** The category form's fields as typed. */
export interface CategoryForm {
  name: string;
  nameNl: string;
  kind: WeblinkCategoryKind;
}

export function categoryFormOf(category: WeblinkCategory | null, kind: WeblinkCategoryKind = 'faq'): CategoryForm {
  return { name: category?.name ?? '', nameNl: category?.nameNl ?? '', kind: category?.kind ?? kind };
}

export type CategoryFormProblems = Partial<Record<'name' | 'nameNl', 'required' | 'tooLong'>>;

export function categoryFormProblems(form: CategoryForm): CategoryFormProblems {
  const problems: CategoryFormProblems = {};
  const name = form.name.trim();
  if (name === '') problems.name = 'required';
  else if (name.length > WEBLINK_CATEGORY_NAME_MAX_LENGTH) problems.name = 'tooLong';
  if (form.nameNl.trim().length > WEBLINK_CATEGORY_NAME_MAX_LENGTH) problems.nameNl = 'tooLong';
  return problems;
}

export function categoryBodyOf(form: CategoryForm): WeblinkCategoryCreateBodyInput {
  return { name: form.name.trim(), nameNl: form.nameNl.trim() || null, kind: form.kind };
}
