/** The guest's FAQ and tips page (namespace 'guestFaq'). */
export const en = {
  title: 'FAQ & tips',
  loading: 'Loading the FAQ and tips',
  back: 'Back',
  faq: {
    title: 'Frequently asked questions',
    intro: 'Answers about your stay at the park.',
  },
  tips: {
    title: 'Tips nearby',
    intro: 'Our favourite places around the park.',
  },
  more: {
    title: 'More answers',
    faqLink: 'All questions and answers',
  },
  opensInNewTab: '(opens in a new tab)',
  readMore: 'Read more',
  empty: {
    title: 'No questions and tips here yet',
    body: 'Ask us anything in the chat: our team is happy to help.',
    chat: 'Open the chat',
  },
  error: {
    title: 'The FAQ and tips could not be loaded',
    body: 'Check the connection and try again.',
    retry: 'Try again',
  },
} as const;
