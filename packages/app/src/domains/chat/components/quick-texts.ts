/** A ready text staff put into the composer with `/` (a saved reply), already in the guest's language. */
export interface QuickTextView {
  id: string;
  title: string;
  /** What is typed after `/` to find it first; null without one. */
  shortcut: string | null;
  /** The text put into the composer. */
  text: string;
  /** Said under the composer once it is inserted (the guest's language is missing); null: nothing to say. */
  notice: string | null;
  /** A small label beside the title (shared or own). */
  tag?: string;
}

/** The composer's quick texts and the words its list uses (they come with the texts, in the person's language). */
export interface QuickTexts {
  items: readonly QuickTextView[];
  labels: { list: string; open: string; none: string; empty(query: string): string };
}

/** What is typed after a `/` that starts the message (and nothing on a later line), or null when it does not start so. */
export function slashQueryOf(text: string): string | null {
  const match = /^\/([^\n]*)$/.exec(text);
  return match ? match[1]! : null;
}

/**
 * The quick texts that match what was typed: every word must occur in the shortcut, title or text. Those whose
 * shortcut starts with the query come first; otherwise the given order holds.
 */
export function filterQuickTexts(items: readonly QuickTextView[], query: string): QuickTextView[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const matching = items.filter((item) => {
    const haystack = `${item.shortcut ?? ''} ${item.title} ${item.text}`.toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
  const first = words[0]!;
  const byShortcut = (item: QuickTextView) => (item.shortcut?.toLocaleLowerCase().startsWith(first) ? 0 : 1);
  return matching.map((item, index) => ({ item, index })).sort((a, b) => byShortcut(a.item) - byShortcut(b.item) || a.index - b.index).map(({ item }) => item);
}
