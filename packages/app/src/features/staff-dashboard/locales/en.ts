/** The dashboard's English texts (namespace 'staffDashboard'), loaded with the screen. */
export const en = {
  dashboard: {
    title: 'Dashboard',
    today: 'Today, {{day}}',
    loading: 'Loading the dashboard',
    error: {
      title: 'The dashboard could not be loaded',
      body: 'Check the connection and try again.',
      retry: 'Try again',
    },
    tiles: {
      label: 'Today',
      arrivals: 'Arrivals',
      departures: 'Departures',
      inHouse: 'In house',
      occupancy: 'Occupancy tonight',
      occupancyOf: '{{occupied}} of {{total}} suites',
    },
    chart: {
      title: 'Occupancy, next {{count}} days',
      summary:
        'Occupancy for the next {{count}} days, from {{from}} to {{to}}: on average {{average}} %, highest {{highest}} % on {{highestDay}}, lowest {{lowest}} % on {{lowestDay}}.',
      caption: 'Occupied suites per night',
      date: 'Night of',
      occupied: 'Occupied suites',
      percent: 'Occupancy',
      percentValue: '{{value}} %',
      occupiedValue: '{{occupied}} of {{total}}',
      tooltip: '{{value}} % · {{occupied}} of {{total}} suites',
      loading: 'Loading the chart',
      noSuites: 'The location has no suites to fill yet.',
    },
    suites: {
      title: 'Locks needing attention',
      loading: 'Loading the suites',
      allGood: 'Every lock is online and working.',
      error: 'The suites could not be loaded.',
      retry: 'Try again',
      inHouse: 'In house: {{name}}',
      nextArrival: 'Next arrival: {{name}}, {{day}}',
      empty: 'Empty, no arrival booked',
    },
  },
} as const;
