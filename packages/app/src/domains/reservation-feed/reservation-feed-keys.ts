/** Every reservation-feed query lives under ['reservation-feed', ...], so a change reaches them all. */
export const reservationFeedKeys = {
  all: ['reservation-feed'] as const,
  /** The location's feeds and suites. */
  list: ['reservation-feed', 'list'] as const,
};
