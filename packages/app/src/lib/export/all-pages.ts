/** A keyset-paged list's page: its items and the cursor of the next page (null on the last). */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/** More pages than a park's list can hold: a cursor that keeps answering is a loop, not data. */
export const EXPORT_MAX_PAGES = 500;

/** Every item of a paged list, in order, each once (by `keyOf`), fetching page after page from the first. */
export async function allPages<T>(fetchPage: (cursor: string | undefined) => Promise<CursorPage<T>>, keyOf: (item: T) => string | number): Promise<T[]> {
  const items: T[] = [];
  const seen = new Set<string | number>();
  let cursor: string | undefined;
  for (let page = 0; page < EXPORT_MAX_PAGES; page += 1) {
    const answer = await fetchPage(cursor);
    for (const item of answer.items) {
      const key = keyOf(item);
      if (!seen.has(key)) {
        seen.add(key);
        items.push(item);
      }
    }
    if (answer.nextCursor === null || answer.nextCursor === cursor) break;
    cursor = answer.nextCursor;
  }
  return items;
}
