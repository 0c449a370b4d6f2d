/** The browser's push notifications control (namespace 'push'), shared by the staff settings and the guest's More page. */
export const en = {
  subscription: {
    title: 'Notifications on this device',
    checking: 'Checking notifications on this device…',
    state: {
      on: 'On: this device shows notifications, also when the app is closed.',
      off: 'Off: this device shows no notifications when the app is closed.',
      blocked: 'Blocked: notifications for this app are switched off in the browser or phone settings. Allow them there to receive them.',
      unsupported: 'This browser cannot show notifications for the app. Add the app to your home screen or use another browser.',
    },
    stateLabel: {
      on: 'On',
      off: 'Off',
      blocked: 'Blocked',
      unsupported: 'Not available',
    },
    turnOn: 'Turn on notifications',
    turningOn: 'Turning on…',
    /** Why a tap on "Turn on notifications" did not turn them on. */
    failure: {
      dismissed: 'Notifications were not allowed: the question was closed without an answer. Tap the button again and choose Allow.',
      denied: 'Notifications were refused for this app. To receive them, allow them in the browser or phone settings.',
      unsupported: 'This browser cannot show notifications for the app. Add the app to your home screen or use another browser.',
      failed: 'Notifications could not be turned on. Check your connection and try again.',
    },
  },
} as const;
