/** This feature's English texts (namespace 'waitScreen'), loaded with the feature, not with /login. */
export const en = {
  waitScreen: {
    title: 'Your stay',
    refresh: 'Check again',
    refreshing: 'Checking…',
    activate: 'Activate a reservation',
    activateNew: 'Activate a new reservation',
    countdown: {
      heading: 'Your stay is coming up',
      opensOn: 'Your app opens on {{day}}.',
      stay: 'Then you can see {{suite}}, choose your guide and chat with them. You arrive on {{start}}.',
      summary: 'The app opens in {{days}} days and {{hours}} hours.',
      units: { days: 'days', hours: 'hours', minutes: 'min', seconds: 'sec' },
    },
    provisional: {
      heading: 'Your reservation is provisional',
      body: 'Your stay from {{start}} is not confirmed yet.',
      next: 'As soon as it is confirmed, the app opens here for your stay.',
    },
    past: {
      heading: 'Thank you for staying with us',
      body: 'Your stay in {{suite}} ended on {{end}}.',
      next: 'Coming back? Activate your next reservation to use the app again.',
      chatBody: 'Left something behind or a question about your invoice? Your chat with the park is still here.',
      chat: 'Open your chat',
    },
    none: {
      heading: 'No current reservation',
      body: 'Your account has no reservation to show. Activate one with its reservation number.',
    },
    error: {
      heading: 'We could not check your reservation',
      body: 'Check your connection and try again.',
    },
  },
} as const;
