/** The language badge's texts (namespace 'languageBadge'). */
export const en = {
  speaks: 'Speaks {{language}}',
  speaksMany: 'Speaks {{languages}}',
  names: { en: 'English', nl: 'Dutch', de: 'German', fr: 'French' },
};
