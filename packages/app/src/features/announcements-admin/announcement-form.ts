import {
  ANNOUNCEMENT_MAX_CHAPTERS,
  ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH,
  type AnnouncementCreateBodyInput,
  type AnnouncementKind,
  type AnnouncementPage,
  type ManagedAnnouncementDetail,
} from '@stay/contract';

/** One chapter as the editor holds it; `key` keeps its editors apart while chapters move. */
export interface ChapterDraft {
  key: string;
  title: string;
  titleNl: string;
  html: string;
  htmlNl: string;
}

export interface AnnouncementDraft {
  title: string;
  titleNl: string;
  kind: AnnouncementKind;
  /** Only for kind `page`. */
  page: AnnouncementPage;
  chapters: ChapterDraft[];
}

let chapterSerial = 0;
const nextKey = () => `chapter-${(chapterSerial += 1)}`;

export const emptyChapter = (): ChapterDraft => ({ key: nextKey(), title: '', titleNl: '', html: '', htmlNl: '' });

export const emptyDraft = (): AnnouncementDraft => ({ title: '', titleNl: '', kind: '', page: 'home', chapters: [emptyChapter()] });

/** The editor's copy of a saved announcement. */
export function draftOf(announcement: ManagedAnnouncementDetail): AnnouncementDraft {
  return {
    title: announcement.lettername,
    titleNl: announcement.letternameNl ?? '',
    kind: announcement.letterkind,
    page: announcement.page ?? 'home',
    chapters: announcement.chapters.map((chapter) => ({
      key: nextKey(),
      title: chapter.paragraphchapter,
      titleNl: chapter.paragraphchapterNl ?? '',
      html: chapter.paragraph,
      htmlNl: chapter.paragraphNl ?? '',
    })),
  };
}

/** The body to save: empty Dutch texts are null (the English shows in Dutch then). */
export function bodyOf(draft: AnnouncementDraft): AnnouncementCreateBodyInput {
  return {
    lettername: draft.title.trim(),
    letternameNl: draft.titleNl.trim() || null,
    letterkind: draft.kind,
    page: draft.kind === 'page' ? draft.page : null,
    chapters: draft.chapters.map((chapter) => ({
      paragraphchapter: chapter.title.trim(),
      paragraphchapterNl: chapter.titleNl.trim() || null,
      paragraph: chapter.html,
      paragraphNl: chapter.htmlNl || null,
    })),
  };
}

/** Whether rich text shows nothing: no words and no image. */
const isBlankHtml = (html: string) => !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';

/**
 * Whether a Dutch text is missing where the English has one (the title, a chapter's title or text): guests reading
 * Dutch see the English there. Publishing warns about it; it does not stop it.
 */
export function lacksDutch(draft: AnnouncementDraft): boolean {
  if (draft.title.trim() !== '' && draft.titleNl.trim() === '') return true;
  return draft.chapters.some(
    (chapter) => (chapter.title.trim() !== '' && chapter.titleNl.trim() === '') || (!isBlankHtml(chapter.html) && isBlankHtml(chapter.htmlNl)),
  );
}

export type DraftProblem = 'titleRequired' | 'chapterRequired' | 'chapterEmpty' | 'tooLarge';

/** What keeps the draft from being saved, first problem first; none when it can be saved. */
export function problemsOf(draft: AnnouncementDraft): { title?: DraftProblem; chapters?: DraftProblem; emptyChapters: number[] } {
  const emptyChapters = draft.chapters.flatMap((chapter, index) => (chapter.html.trim() === '' ? [index] : []));
  const isTooLarge = draft.chapters.some(
    (chapter) => chapter.html.length > ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH || chapter.htmlNl.length > ANNOUNCEMENT_PARAGRAPH_MAX_LENGTH,
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
