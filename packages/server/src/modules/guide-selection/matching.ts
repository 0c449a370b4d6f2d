/**
 * Deterministic guide matching: every chosen answer carries tags; a guide scores one point per chosen answer
 * tag it has (an answer's tags counted once each). Ties break on first name, then id, so the same answers always
 * give the same order.
 */
export interface MatchCandidate {
  id: string;
  firstname: string;
  tags: readonly string[];
}

export interface MatchResult<G extends MatchCandidate> {
  guide: G;
  score: number;
  matchedTags: string[];
}

const normalise = (tag: string) => tag.trim().toLowerCase();

export function matchGuides<G extends MatchCandidate>(guides: readonly G[], answerTags: readonly (readonly string[])[]): MatchResult<G>[] {
  return guides
    .map((guide) => {
      const guideTags = new Set(guide.tags.map(normalise));
      const matched = new Set<string>();
      let score = 0;
      for (const tags of answerTags) {
        for (const tag of new Set(tags.map(normalise))) {
          if (!guideTags.has(tag)) continue;
          score += 1;
          matched.add(tag);
        }
      }
      return { guide, score, matchedTags: [...matched].sort() };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.guide.firstname.localeCompare(b.guide.firstname, 'en') ||
        (a.guide.id < b.guide.id ? -1 : a.guide.id > b.guide.id ? 1 : 0),
    );
}
