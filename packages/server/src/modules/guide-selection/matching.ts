/**
 * Deterministic guide matching on the guest's own answers: an answer fits a guide when one of its tags is one of
 * the guide's, and a guide scores one point per fitting answer. The answers that fit are what the guest is told,
 * so a score never exceeds the answers given and nothing the guest did not pick is claimed as a match. Ties break
 * on first name, then id, so the same answers always give the same order.
 */
export interface MatchCandidate {
  id: string;
  firstname: string;
  tags: readonly string[];
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
}

const normalise = (tag: string) => tag.trim().toLowerCase();

export function matchGuides<G extends MatchCandidate, A extends MatchAnswer>(guides: readonly G[], answers: readonly A[]): MatchResult<G, A>[] {
  const seen = new Set<string>();
  const distinct = answers.filter((answer) => {
    const key = `${answer.label}\u0000${answer.value}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return guides
    .map((guide) => {
      const guideTags = new Set(guide.tags.map(normalise));
      const matchedAnswers = distinct.filter((answer) => answer.tags.some((tag) => guideTags.has(normalise(tag))));
      return { guide, score: matchedAnswers.length, matchedAnswers };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.guide.firstname.localeCompare(b.guide.firstname, 'en') ||
        (a.guide.id < b.guide.id ? -1 : a.guide.id > b.guide.id ? 1 : 0),
    );
}
