/** The guest's rating of their stay after departure (namespace 'stayRating'). */
export const en = {
  stayRating: {
    title: 'How was your stay?',
    intro: 'Your rating helps the park make the next stay even better.',
    question: 'Your rating of the stay',
    stars_one: '{{count}} star',
    stars_other: '{{count}} stars',
    scoreOf: '{{score}} of 5 stars',
    scoreRequired: 'Choose 1 to 5 stars.',
    comment: 'Anything you would like to tell us? (optional)',
    submit: 'Send rating',
    thanks: 'Thank you for rating your stay!',
    rated: 'You rated your stay',
    change: 'Change rating',
    loading: 'Loading your rating',
    error: 'Your rating could not be loaded.',
    retry: 'Try again',
  },
} as const;
