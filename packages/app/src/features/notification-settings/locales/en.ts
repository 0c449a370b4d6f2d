/** The staff notification settings page (namespace 'notificationSettings'). */
export const en = {
  title: 'Notifications',
  intro: 'Choose which push notifications you get. Whatever you switch off still shows in the app.',
  types: {
    title: 'What you are notified about',
    loading: 'Loading your notification choices',
    CHAT: { label: 'Mentions and reminders', hint: 'A colleague mentions you in a chat, or one of your reminders goes off.' },
    CHATS: { label: 'Messages in your chats', hint: 'A guest or colleague writes in a chat you take part in.' },
    GUEST_CHATS: { label: 'New guest chats', hint: 'A guest starts a chat, or a guest chat has nobody handling it.' },
    CUBER_CHATS: { label: 'Chats waiting for support', hint: 'A chat is handed to support and waits for someone to pick it up.' },
    RESERVATION: { label: 'Reservations', hint: 'Something happens to a reservation, such as an arrival or a change.' },
    APP_URL: { label: 'Park news', hint: 'An announcement from the park with a link to open.' },
    ORDERS: { label: 'Orders', hint: "A guest's order is placed, paid or changed." },
  },
  saved: 'Saved',
  error: {
    title: 'Your notification choices could not be loaded',
    body: 'Check the connection and try again.',
  },
  retry: 'Try again',
} as const;
