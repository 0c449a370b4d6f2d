/** The guest area's tab bar and More page (namespace 'guestShell'). */
export const en = {
  tabs: {
    label: 'Main menu',
    home: 'Home',
    chat: 'Chat',
    services: 'Services',
    more: 'More',
  },
  more: {
    title: 'More',
    signedInAs: 'Signed in as',
    help: 'Help and contact',
    helpBody: 'Questions, a problem in your suite or something lost? Write in the chat or call the park.',
    openChat: 'Open the chat',
    announcements: 'Announcements and house rules',
    reportProblem: 'Report a problem with the app',
    settings: 'Language',
    profile: 'Your profile',
    reservation: 'Your reservation',
  },
} as const;
