/** The staff reservation texts shared by the dashboard and the ratings page (namespace 'staffReservation'). */
export const en = {
  leaderboard: {
    title: 'Guests matched and served',
    period: '{{from}} – {{to}}',
    loading: 'Loading the guides',
    empty: 'No guides at this location yet.',
    error: 'The guides could not be loaded.',
    retry: 'Try again',
    rank: 'Rank {{rank}}',
    score: '{{matched}} matched · {{served}} served',
  },
};
