/** The staff areas' side menu (namespace 'staffShell'). */
export const en = {
  menu: {
    label: 'Staff menu',
    open: 'Open the menu',
    workspace: 'Workspace',
    settings: 'Settings',
    signedInAs: 'Signed in as',
    items: {
      chats: 'Chats',
      reservations: 'Reservations',
      complaints: 'Complaints',
      deliveries: 'Deliveries',
      weblinks: 'Web links',
      ratings: 'Ratings',
      availability: 'Availability',
      dashboard: 'Dashboard',
      products: 'Products',
      notifications: 'Notifications',
      profile: 'Profile',
      announcements: 'Announcements',
      bugReports: 'Bug reports',
      bugReport: 'Report a problem',
    },
  },
  screens: {
    reservations: 'Reservations',
    booking: 'Booking',
    complaints: 'Complaints',
    complaint: 'Complaint',
    fileComplaint: 'File a complaint',
    availability: 'My availability',
    dashboard: 'Dashboard',
  },
  layout: {
    selectChat: 'Select a chat',
    selectChatBody: 'Choose a conversation on the left to read and answer it here.',
  },
} as const;
