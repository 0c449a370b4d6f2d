/** The sign-in screen's texts (namespace 'auth'). */
export const en = {
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
} as const;
