/** The saved replies' texts shared by the chat composer and the saved replies screen (namespace 'savedReply'). */
export const en = {
  picker: {
    label: 'Saved replies',
    open: 'Insert a saved reply',
    empty: 'No saved reply matches “{{query}}”.',
    none: 'No saved replies yet.',
    hint: 'Type / to find a saved reply',
  },
  notice: {
    missing: 'This reply has no {{language}} text yet, so it was inserted in {{fallback}}.',
    inserted: 'Inserted in {{language}}.',
  },
  scope: { shared: 'Shared', own: 'Mine' },
  languages: { en: 'English', nl: 'Dutch', de: 'German', fr: 'French' },
};
