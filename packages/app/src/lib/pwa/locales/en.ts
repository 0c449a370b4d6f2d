/** The app's own update texts (namespace 'pwa'), loaded once the page has loaded. */
export const en = {
  newVersion: {
    header: 'New version',
    message: 'A new version is available and is being installed.',
  },
} as const;
