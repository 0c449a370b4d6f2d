/** The not-found and offline screens' texts (namespace 'statusPages'). */
export const en = {
  notFound: {
    title: 'Page not found',
    heading: 'We could not find this page',
    body: 'The link may be old or mistyped.',
    back: 'Go to the start page',
  },
  offline: {
    title: 'No connection',
    heading: 'You are offline',
    body: 'We cannot reach Stay Companion right now. Check your internet connection and try again.',
    retry: 'Try again',
    watching: 'You go back as soon as the connection returns.',
  },
} as const;
