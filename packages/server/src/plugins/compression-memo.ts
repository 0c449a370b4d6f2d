/** Lengths whose replies are kept at most per memo, least recently compressed first out. */
const DEFAULT_CAPACITY = 64;
/** Replies of one length kept at most: a few parks' product lists may well have the same length. */
const KEPT_PER_LENGTH = 4;

interface Compressed {
  payload: Buffer;
  compressed: Buffer;
}

/**
 * A compressor that answers a reply it compressed lately without compressing it again, when the bytes are the same:
 * replies many callers get alike (a park's product list, its categories, an empty list) are compressed once instead of
 * once per request. It keeps a few replies per length, so a lookup is a map read and, on a hit, a comparison of the
 * bytes or a few. The answered buffer is shared by every reply that gets it: it is sent and kept as it is, never
 * changed.
 */
export function rememberingCompressor(compress: (payload: Buffer) => Buffer, capacity = DEFAULT_CAPACITY): (payload: Buffer) => Buffer {
  const byLength = new Map<number, Compressed[]>();
  return (payload) => {
    const sameLength = byLength.get(payload.length) ?? [];
    const kept = sameLength.find((entry) => entry.payload.equals(payload));
    if (kept) return kept.compressed;
    const compressed = compress(payload);
    // A copy: the payload may be a slice of Node's shared buffer pool, which it would otherwise hold on to.
    const entries = [{ payload: Buffer.from(payload), compressed }, ...sameLength.slice(0, KEPT_PER_LENGTH - 1)];
    byLength.delete(payload.length);
    byLength.set(payload.length, entries);
    if (byLength.size > capacity) byLength.delete(byLength.keys().next().value!);
    return compressed;
  };
}
