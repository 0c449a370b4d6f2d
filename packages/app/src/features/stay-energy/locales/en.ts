/** This feature's English texts (namespace 'stayEnergy'). */
export const en = {
  stayEnergy: {
    title: 'Your energy',
    intro: 'The heating of your suite per night, beside the average stay at the park.',
    yours: 'Your stay',
    park: 'Park average',
    kwh: '{{value}} kWh per night',
    hours: '{{value}} h of heating per night',
    summaryKwh: 'Your stay: {{yours}} kWh per night. Park average: {{park}} kWh per night.',
    summaryHours: 'Your stay: {{yours}} hours of heating per night. Park average: {{park}} hours per night.',
    noPark: 'Not enough stays yet for a park average.',
    empty: 'No energy has been measured for your stay yet.',
    heatingNote: 'Your thermostats do not meter energy, so this is the time they were heating.',
    error: 'Your energy could not be loaded.',
    loading: 'Loading your energy',
  },
};
