/** The texts every screen may use (namespace 'shared'), always loaded. Feature texts live with their feature. */
export const en = {
  common: {
    appName: 'Stay Companion',
    ok: 'Ok',
    logout: 'Log out',
    loading: 'Loading',
    /** The loading indicator's text when a call names none. */
    pleaseWait: 'Please wait...',
    cancel: 'Cancel',
    close: 'Close',
  },
  roles: {
    GUEST: 'Guest',
    GUIDE: 'Guide',
    CUBER: 'Support',
    BACKOFFICE: 'Back office',
    MANAGEMENT: 'Management',
    UNKOWN: 'Unknown role',
  },
  language: {
    label: 'Language',
  },
  emergencyPhone: {
    prompt: 'Need help? Call us',
  },
  offline: {
    title: 'You are offline',
    body: 'This cannot load without a connection. Check your internet connection and try again.',
  },
} as const;
