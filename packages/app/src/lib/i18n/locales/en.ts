export const en = {
  common: {
    appName: 'Stay Companion',
    ok: 'Ok',
    logout: 'Log out',
    loading: 'Loading',
    cancel: 'Cancel',
  },
  roles: {
    GUEST: 'Guest',
    GUIDE: 'Guide',
    CUBER: 'Cuber',
    BACKOFFICE: 'Back office',
    MANAGEMENT: 'Management',
    UNKOWN: 'Unknown role',
  },
  emergencyPhone: {
    prompt: 'Need help? Call us',
  },
  login: {
    title: 'Sign in',
    heading: 'Welcome to your stay',
    intro: 'Sign in to see your suite, talk with your guide and order services.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    passwordRequired: 'Enter your password.',
  },
  guestHome: {
    title: 'Home',
    welcome: 'Welcome, {{name}}',
    intro: 'Good to have you with us.',
  },
  staffChats: {
    title: 'Chats',
    signedInAs: 'Signed in as',
    emptyTitle: 'No chats yet',
    emptyBody: 'The live chat inbox arrives with the chat feature (issue 4).',
  },
  placeholder: {
    back: 'Back to the start page',
    comingSoon: 'Coming soon',
    builtIn: 'This screen is built in issue {{issue}}, {{feature}}.',
    features: {
      guestStay: 'the guest-stay feature',
      chat: 'the chat feature',
    },
    screens: {
      guestChat: 'Chat',
      guestServices: 'Services',
      guideSelection: 'Choose your guide',
      activateReservation: 'Activate your reservation',
      activateInvite: 'Activate your invite',
      waitScreen: 'Your stay',
      chat: 'Chat',
      booking: 'Booking',
    },
  },
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
  },
};

/** Every language has the same keys as English. */
export type Translations = typeof en;
