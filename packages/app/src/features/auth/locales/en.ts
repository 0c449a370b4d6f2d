/** The sign-in screen's texts (namespace 'auth'). */
export const en = {
  login: {
    title: 'Sign in',
    heading: 'Welcome to your stay',
    intro: 'Sign in to open your suite, set the heating and chat with your guide.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address, like name@example.com.',
    sessionEnded: {
      // The catalogue's text for SESSION_NOT_FOUND and REFRESHTOKEN_EXPIRED.
      title: 'Login has expired',
      body: 'Sign in again to continue.',
    },
    appUnavailable: 'The app could not be loaded. Check your connection and try again.',
    passwordRequired: 'Enter your password.',
    forgotPassword: 'Forgot your password?',
    reportProblem: 'Report a problem with the app',
    firstVisit: {
      heading: 'New here?',
      body: 'Activate your reservation with the reservation number from your booking confirmation. You create your account on the way.',
      action: 'Activate your reservation',
    },
    passwordReset: {
      title: 'Your password has been changed',
      body: 'Sign in with your new password. You have been signed out on your other devices.',
    },
  },
} as const;
