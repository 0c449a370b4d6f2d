import { describe, expect, it } from 'vitest';
import { announcementCreateBodySchema, type ManagedAnnouncementDetail } from '@stay/contract';
import { bodyOf, draftOf, emptyChapter, emptyDraft, missingLanguagesOf, moveChapter, problemsOf } from './announcement-form';

const saved: ManagedAnnouncementDetail = {
  nmbr: 3,
  letterkind: 'page',
  lettername: 'Pool hours',
  letternameNl: 'Openingstijden zwembad',
  letternameDe: 'Öffnungszeiten Pool',
  letternameFr: null,
  page: 'services',
  version: 2,
  published: true,
  publishedAt: '2026-07-01T08:00:00.000Z',
  acceptanceCount: 4,
  createdAt: '2026-06-30T08:00:00.000Z',
  updatedAt: '2026-07-01T08:00:00.000Z',
  chapters: [
    {
      paragraphchapter: 'Summer',
      paragraphchapterNl: null,
      paragraphchapterDe: 'Sommer',
      paragraphchapterFr: null,
      paragraph: '<p>9 to 18</p>',
      paragraphNl: '<p>9 tot 18</p>',
      paragraphDe: '<p>9 bis 18</p>',
      paragraphFr: null,
    },
  ],
};

describe('the announcement form', () => {
  it('round-trips a saved announcement into a body the contract accepts', () => {
    const body = bodyOf(draftOf(saved));
    expect(body).toEqual({
      lettername: 'Pool hours',
      letternameNl: 'Openingstijden zwembad',
      letternameDe: 'Öffnungszeiten Pool',
      letternameFr: null,
      letterkind: 'page',
      page: 'services',
      chapters: [
        {
          paragraphchapter: 'Summer',
          paragraphchapterNl: null,
          paragraphchapterDe: 'Sommer',
          paragraphchapterFr: null,
          paragraph: '<p>9 to 18</p>',
          paragraphNl: '<p>9 tot 18</p>',
          paragraphDe: '<p>9 bis 18</p>',
          paragraphFr: null,
        },
      ],
    });
    expect(announcementCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a page only for a page-specific announcement, and empty Dutch texts as null', () => {
    const draft = { ...emptyDraft(), title: ' House rules ', kind: 'policy' as const, page: 'chat' as const };
    draft.chapters = [{ ...emptyChapter(), title: 'Quiet', html: '<p>After 22:00</p>' }];
    const body = bodyOf(draft);
    expect(body).toMatchObject({ lettername: 'House rules', letternameNl: null, letterkind: 'policy', page: null });
    expect(body).toMatchObject({ letternameDe: null, letternameFr: null });
    expect(body.chapters[0]).toMatchObject({ paragraphchapterNl: null, paragraphNl: null, paragraphchapterDe: null, paragraphDe: null, paragraphchapterFr: null, paragraphFr: null });
    expect(announcementCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('needs a title and text in every chapter', () => {
    const draft = emptyDraft();
    expect(problemsOf(draft)).toEqual({ title: 'titleRequired', chapters: 'chapterEmpty', emptyChapters: [0] });
    expect(problemsOf({ ...draft, title: 'Welcome', chapters: [] })).toEqual({ chapters: 'chapterRequired', emptyChapters: [] });
    const ready = { ...draft, title: 'Welcome', chapters: [{ ...emptyChapter(), html: '<p>Hi</p>' }] };
    expect(problemsOf(ready)).toEqual({ emptyChapters: [] });
  });

  it('names every language a text is missing in where the English has one', () => {
    const chapter = {
      ...emptyChapter(),
      title: 'Quiet',
      titleNl: 'Rust',
      titleDe: 'Ruhe',
      titleFr: 'Calme',
      html: '<p>After 22:00</p>',
      htmlNl: '<p>Na 22:00</p>',
      htmlDe: '<p>Nach 22:00</p>',
      htmlFr: '<p>Après 22 h</p>',
    };
    const complete = { ...emptyDraft(), title: 'House rules', titleNl: 'Huisregels', titleDe: 'Hausordnung', titleFr: 'Règlement', chapters: [chapter] };
    expect(missingLanguagesOf(complete)).toEqual([]);
    expect(missingLanguagesOf({ ...complete, titleNl: ' ' })).toEqual(['nl']);
    expect(missingLanguagesOf({ ...complete, chapters: [{ ...chapter, titleFr: '' }] })).toEqual(['fr']);
    expect(missingLanguagesOf({ ...complete, titleFr: '', chapters: [{ ...chapter, htmlDe: '<p>&nbsp;</p>', htmlNl: '' }] })).toEqual(['nl', 'de', 'fr']);
    // A chapter without an English title needs no other; an image is content.
    const untitled = { ...chapter, title: '', titleNl: '', titleDe: '', titleFr: '', htmlDe: '<p><img src="data:image/png;base64,AA=="></p>' };
    expect(missingLanguagesOf({ ...complete, chapters: [untitled] })).toEqual([]);
  });

  it('moves a chapter up and down within the list', () => {
    const [a, b, c] = [emptyChapter(), emptyChapter(), emptyChapter()];
    const chapters = [a, b, c];
    expect(moveChapter(chapters, 0, 1).map((chapter) => chapter.key)).toEqual([b, a, c].map((chapter) => chapter?.key));
    expect(moveChapter(chapters, 2, -1).map((chapter) => chapter.key)).toEqual([a, c, b].map((chapter) => chapter?.key));
    expect(moveChapter(chapters, 0, -1)).toEqual(chapters);
    expect(moveChapter(chapters, 2, 1)).toEqual(chapters);
  });
});
