/** Every device-admin query lives under ['device-admin', ...], so a change reaches them all. */
export const deviceAdminKeys = {
  all: ['device-admin'] as const,
  /** The location's suites with their devices. */
  suites: ['device-admin', 'suites'] as const,
  /** The devices the connectors report. */
  discovered: ['device-admin', 'discovered'] as const,
};
