/** The announcement modal and the guest's announcements page (namespace 'announcementModal'). */
export const en = {
  modal: {
    loading: 'Loading the announcement',
    error: 'This announcement could not be loaded.',
    retry: 'Try again',
    pager: 'Pages of the announcement',
    slide: 'Page {{index}} of {{count}}',
    next: 'Next',
    accept: 'Accept',
    dismiss: 'Dismiss',
    close: 'Close',
    beforeAccepting: "By accepting I confirm that i've read and understand this announcement",
    afterAccepting: 'You confirmed that you read and understand this announcement',
    policy: 'Policy',
  },
  page: {
    title: 'Announcements',
    back: 'Back',
    loading: 'Loading the announcements',
    intro: "The park's announcements and house rules. Tap one to read it again.",
    errorTitle: 'The announcements could not be loaded',
    errorBody: 'Check your connection and try again.',
    retry: 'Try again',
    emptyTitle: 'No announcements',
    emptyBody: 'When the park has news for you, you will find it here.',
    kind: {
      policy: 'Policy',
      page: 'Tip',
      general: 'News',
    },
    state: {
      accepted: 'Accepted',
      toAccept: 'To accept',
      read: 'Read',
      unread: 'New',
    },
  },
} as const;
