/** The host of a link's address for a compact line ('www.duinpark.example'), or the address itself when it has none. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
