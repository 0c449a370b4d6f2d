/** The guide profile editors: the guide's own and management's list of guides (namespace 'guideProfiles'). */
export const en = {
  title: 'My guide profile',
  titleManagement: 'Guides',
  intro: 'Guests see this when they choose a guide: your photo, a few words about you, the languages you speak and what you like to share.',
  introManagement: 'What guests see of each guide when they choose one. Open a guide to change their photo, bio, languages and interests.',
  loading: 'Loading the guide profiles',
  error: {
    title: 'The guide profiles could not be loaded',
    body: 'Check the connection and try again.',
  },
  retry: 'Try again',
  empty: {
    title: 'No guides yet',
    body: 'The guides of your park show here once they have an account.',
  },
  edit: 'Edit the profile of {{name}}',
  editTitle: 'Profile of {{name}}',
  noBio: 'No bio yet',
  photo: {
    legend: 'Photo',
    of: 'Photo of {{name}}',
    choose: 'Choose a photo',
    hint: 'A friendly photo of the face (PNG, JPEG or WebP). It is saved at once.',
    saving: 'Saving the photo…',
    saved: 'Photo saved',
    notAnImage: 'Choose a PNG, JPEG or WebP image.',
    failed: 'The photo could not be saved.',
  },
  bio: {
    legend: 'About',
    label: 'Bio',
  },
  languages: {
    legend: 'Languages spoken',
    hint: 'Guests who read one of these languages are offered this guide first.',
    other: 'Also: {{languages}}',
  },
  tags: {
    legend: 'Interests',
    hint: 'Guests whose answers share an interest see this guide higher up.',
  },
  save: 'Save',
  saving: 'Saving…',
  saved: 'Guide profile saved',
  failed: 'The profile could not be saved. Try again.',
} as const;
