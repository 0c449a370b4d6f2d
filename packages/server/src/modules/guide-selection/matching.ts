/**
 * Deterministic guide matching on the guest's own answers: an answer fits a guide when one of its tags is one of
 * the guide's, and a guide scores one point per fitting answer. The answers that fit are what the guest is told,
 * so a score never exceeds the answers given and nothing the guest did not pick is claimed as a match.
 *
 * The order prefers a guide who speaks the guest's language (the account's language, one of the guide profile's
 * `languages`): such a guide ranks as if they had one fitting answer more. So with equal scores the guide who speaks
 * the guest's language comes first, and speaking it outweighs no more than one answer. Remaining ties break on the
 * score itself, then first name, then id, so the same answers always give the same order.
 */
import { appLanguageOf, type AppLanguage } from '@stay/contract';

export interface MatchCandidate {
  id: string;
  firstname: string;
  tags: readonly string[];
  /** The languages the guide speaks (language codes or tags such as `de` or `de-DE`). */
  languages: readonly string[];
}

export interface MatchAnswer {
  /** The question's label. */
  label: string;
  /** The chosen option's value. */
  value: string;
  tags: readonly string[];
}

export interface MatchResult<G extends MatchCandidate, A extends MatchAnswer> {
  guide: G;
  score: number;
  /** The guest's answers that fit the guide, each once, in the order given. */
  matchedAnswers: A[];
  /** Whether the guide speaks the guest's language. */
  speaksGuestLanguage: boolean;
}

/** How much speaking the guest's language weighs in the order: as much as one fitting answer. */
export const GUEST_LANGUAGE_WEIGHT = 1;

const normalise = (tag: string) => tag.trim().toLowerCase();

/** Whether one of the guide's languages is the guest's. */
export const speaksLanguage = (guide: Pick<MatchCandidate, 'languages'>, language: AppLanguage): boolean =>
  guide.languages.some((spoken) => appLanguageOf(spoken) === language);

export function matchGuides<G extends MatchCandidate, A extends MatchAnswer>(
  guides: readonly G[],
  answers: readonly A[],
  guestLanguage: AppLanguage,
): MatchResult<G, A>[] {
  const seen = new Set<string>();
  const distinct = answers.filter((answer) => {
    const key = `${answer.label}\u0000${answer.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rank = (result: MatchResult<G, A>) => result.score + (result.speaksGuestLanguage ? GUEST_LANGUAGE_WEIGHT : 0);
  return guides
    .map((guide) => {
      const guideTags = new Set(guide.tags.map(normalise));
      const matchedAnswers = distinct.filter((answer) => answer.tags.some((tag) => guideTags.has(normalise(tag))));
      return { guide, score: matchedAnswers.length, matchedAnswers, speaksGuestLanguage: speaksLanguage(guide, guestLanguage) };
    })
    .sort(
      (a, b) =>
        rank(b) - rank(a) ||
        b.score - a.score ||
        a.guide.firstname.localeCompare(b.guide.firstname, 'en') ||
        (a.guide.id < b.guide.id ? -1 : a.guide.id > b.guide.id ? 1 : 0),
    );
}

/** The guides on offer without answers (the guest shows all guides): those who speak the guest's language first, then by first name. */
export function inGuestLanguageOrder<G extends MatchCandidate>(guides: readonly G[], guestLanguage: AppLanguage): G[] {
  return matchGuides(guides, [], guestLanguage).map((result) => result.guide);
}
