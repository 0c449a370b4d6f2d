/** What every complaint screen names the same way (namespace 'complaint'): states, priorities, kinds, review. */
export const en = {
  states: {
    New: 'New',
    'In progress': 'In progress',
    Resolved: 'Resolved',
  },
  priorities: {
    LOW: 'Low',
    NORMAL: 'Normal',
    HIGH: 'High',
    URGENT: 'Urgent',
  },
  kinds: {
    CLEANING: 'Cleaning',
    MAINTENANCE: 'Maintenance',
    DEVICES: 'Devices',
    NOISE: 'Noise',
    SERVICE: 'Service',
    OTHER: 'Other',
  },
  review: {
    awaiting: 'Review pending',
    approved: 'Review: approved',
    declined: 'Review: declined',
  },
  priorityLabel: 'Priority: {{priority}}',
  stateLabel: 'State: {{state}}',
  noWorkgroup: 'No workgroup',
  counter: {
    label_one: '{{count}} open complaint',
    label_other: '{{count}} open complaints',
  },
  loading: {
    approve: 'Approving complaint',
    decline: 'Declining complaint',
    resolve: 'Resolving complaint',
    save: 'Saving complaint',
    file: 'Filing complaint',
    note: 'Adding note',
    appointment: 'Saving appointment',
    deleteAppointment: 'Deleting appointment',
  },
} as const;
