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
  /**
   * The workgroup names the parks use, by their stored name in lower case; another workgroup shows as it is stored
   * (`lib/i18n/use-workgroup-name`).
   */
  workgroups: {
    guides: 'Guides',
    housekeeping: 'Housekeeping',
    backoffice: 'Back office',
    management: 'Management',
    cuber: 'Support',
    support: 'Support',
    reception: 'Reception',
    maintenance: 'Maintenance',
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
