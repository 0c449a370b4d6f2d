import { Parser } from 'htmlparser2';

/** Carries the answer out of the parser's callbacks: the scan stops at the first element too deep. */
class TooDeep extends Error {}

/**
 * Whether more than `maxDepth` elements are open inside each other anywhere in the HTML. It reads the HTML with the
 * parser the sanitiser uses (htmlparser2, so implied and stray closing tags count as they will there) and stops at
 * the first element too deep, before the sanitiser's cost grows with the depth.
 */
export function exceedsDepth(html: string, maxDepth: number): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > maxDepth) throw new TooDeep();
    },
    onclosetag() {
      depth -= 1;
    },
  });
  try {
    parser.end(html);
    return false;
  } catch (error) {
    if (error instanceof TooDeep) return true;
    throw error;
  }
}
