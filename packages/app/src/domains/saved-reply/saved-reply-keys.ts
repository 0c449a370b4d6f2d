/** Every saved-reply query lives under ['saved-reply', ...], so a change reaches them all. */
export const savedReplyKeys = {
  all: ['saved-reply'] as const,
  /** The location's shared replies and the caller's own. */
  list: ['saved-reply', 'list'] as const,
};
