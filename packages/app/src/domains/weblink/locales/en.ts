/** Web links shared by the staff page and the chat's share picker (namespace 'weblink'). */
export const en = {
  kinds: {
    faq: 'FAQ',
    gem: 'Tips',
    other: 'Other',
  },
  languages: {
    all: 'Every language',
    en: 'English',
    nl: 'Dutch',
  },
  shares_one: 'Shared {{count}} time',
  shares_other: 'Shared {{count}} times',
  picker: {
    open: 'Share a link',
    title: 'Share a link',
    search: 'Search links',
    searchPlaceholder: 'Title, address or description',
    loading: 'Loading the links',
    errorTitle: 'The links could not be loaded',
    errorBody: 'Check the connection and try again.',
    retry: 'Try again',
    emptyTitle: 'No links yet',
    emptyBody: 'Links added on the web links page can be shared here.',
    noMatchesTitle: 'No links match',
    noMatchesBody: 'Try another search.',
    share: 'Share {{title}}',
    shared: '“{{title}}” shared in the chat',
    failed: 'The link could not be shared. Try again.',
  },
} as const;
