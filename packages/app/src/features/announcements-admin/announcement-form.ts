import {
  ANNOUNCEMENT_MAX_CHAPTERS,
  ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH,
  type AnnouncementCreateBodyInput,
  type AnnouncementKind,
  type AnnouncementPage,
  type AppLanguage,
  type ManagedAnnouncementDetail,
  type TextInLanguages,
} from '@stay/contract';
import { fieldInLanguage, missingInAny } from '@/components/content-language/shown-language';

/**
 * One chapter as the editor holds it, its title and rich text in English and the other languages (empty: missing);
 * `key` keeps its editors apart while chapters move.
 */
export interface ChapterDraft {
  key: string;
  title: string;
  titleNl: string;
  titleDe: string;
  titleFr: string;
  html: string;
  htmlNl: string;
  htmlDe: string;
  htmlFr: string;
}

export interface AnnouncementDraft {
  title: string;
  titleNl: string;
  titleDe: string;
  titleFr: string;
  kind: AnnouncementKind;
  /** Only for kind `page`. */
  page: AnnouncementPage;
  chapters: ChapterDraft[];
}

let chapterSerial = 0;
const nextKey = () => `chapter-${(chapterSerial += 1)}`;

export const emptyChapter = (): ChapterDraft => ({ key: nextKey(), title: '', titleNl: '', titleDe: '', titleFr: '', html: '', htmlNl: '', htmlDe: '', htmlFr: '' });

export const emptyDraft = (): AnnouncementDraft => ({ title: '', titleNl: '', titleDe: '', titleFr: '', kind: '', page: 'home', chapters: [emptyChapter()] });

/** The editor's copy of a saved announcement. */
export function draftOf(announcement: ManagedAnnouncementDetail): AnnouncementDraft {
  return {
    title: announcement.lettername,
    titleNl: announcement.letternameNl ?? '',
    titleDe: announcement.letternameDe ?? '',
    titleFr: announcement.letternameFr ?? '',
    kind: announcement.letterkind,
    page: announcement.page ?? 'home',
    chapters: announcement.chapters.map((chapter) => ({
      key: nextKey(),
      title: chapter.paragraphchapter,
      titleNl: chapter.paragraphchapterNl ?? '',
      titleDe: chapter.paragraphchapterDe ?? '',
      titleFr: chapter.paragraphchapterFr ?? '',
      html: chapter.paragraph,
      htmlNl: chapter.paragraphNl ?? '',
      htmlDe: chapter.paragraphDe ?? '',
      htmlFr: chapter.paragraphFr ?? '',
    })),
  };
}

/** The body to save: empty translations are null (missing: the reader sees the fallback). */
export function bodyOf(draft: AnnouncementDraft): AnnouncementCreateBodyInput {
  return {
    lettername: draft.title.trim(),
    letternameNl: draft.titleNl.trim() || null,
    letternameDe: draft.titleDe.trim() || null,
    letternameFr: draft.titleFr.trim() || null,
    letterkind: draft.kind,
    page: draft.kind === 'page' ? draft.page : null,
    chapters: draft.chapters.map((chapter) => ({
      paragraphchapter: chapter.title.trim(),
      paragraphchapterNl: chapter.titleNl.trim() || null,
      paragraphchapterDe: chapter.titleDe.trim() || null,
      paragraphchapterFr: chapter.titleFr.trim() || null,
      paragraph: chapter.html,
      paragraphNl: chapter.htmlNl || null,
      paragraphDe: chapter.htmlDe || null,
      paragraphFr: chapter.htmlFr || null,
    })),
  };
}

/** Whether rich text shows nothing: no words and no image. */
export const isBlankHtml = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

/** A draft's texts of one field (`title`, `html`) in every language; blank rich text counts as missing. */
export function draftTexts(source: AnnouncementDraft | ChapterDraft, field: 'title' | 'html' = 'title'): TextInLanguages {
  const texts = source as unknown as Record<string, string | undefined>;
  const text = (language: AppLanguage) => {
    const value = texts[fieldInLanguage(field, language)] ?? '';
    return field === 'html' && isBlankHtml(value) ? '' : value;
  };
  return { en: text('en'), nl: text('nl'), de: text('de'), fr: text('fr') };
}

/**
 * The languages a text is missing in where the English has one (the title, a chapter's title or text): guests reading
 * those languages see the fallback there. Publishing warns about them; it does not stop it.
 */
export function missingLanguagesOf(draft: AnnouncementDraft): AppLanguage[] {
  const texts = [
    draftTexts(draft),
    ...draft.chapters.flatMap((chapter) => [draftTexts(chapter, 'title'), draftTexts(chapter, 'html')]),
  ].filter((text) => text.en.trim() !== '');
  return missingInAny(texts);
}

export type DraftProblem = 'titleRequired' | 'chapterRequired' | 'chapterEmpty' | 'tooLarge';

/** What keeps the draft from being saved, first problem first; none when it can be saved. */
export function problemsOf(draft: AnnouncementDraft): { title?: DraftProblem; chapters?: DraftProblem; emptyChapters: number[] } {
  const emptyChapters = draft.chapters.flatMap((chapter, index) => (chapter.html.trim() === '' ? [index] : []));
  const isTooLarge = draft.chapters.some(
    (chapter) => [chapter.html, chapter.htmlNl, chapter.htmlDe, chapter.htmlFr].some((html) => html.length > ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH),
  );
  return {
    ...(draft.title.trim() === '' ? { title: 'titleRequired' as const } : {}),
    ...(draft.chapters.length === 0
      ? { chapters: 'chapterRequired' as const }
      : isTooLarge
        ? { chapters: 'tooLarge' as const }
        : emptyChapters.length > 0
          ? { chapters: 'chapterEmpty' as const }
          : {}),
    emptyChapters,
  };
}

export const canAddChapter = (draft: AnnouncementDraft) => draft.chapters.length < ANNOUNCEMENT_MAX_CHAPTERS;

/** The chapters with the one at `index` moved `by` places (kept within the list). */
export function moveChapter(chapters: readonly ChapterDraft[], index: number, by: -1 | 1): ChapterDraft[] {
  const target = index + by;
  if (index < 0 || index >= chapters.length || target < 0 || target >= chapters.length) return [...chapters];
  const moved = [...chapters];
  const [chapter] = moved.splice(index, 1);
  if (chapter) moved.splice(target, 0, chapter);
  return moved;
}
