// CSS lint for the app: feature and component CSS use the theme's tokens (src/theme/variables.css), never raw colours.
// Only correctness rules beside that; no stylistic rule set.
const RAW_COLOUR_FUNCTIONS = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

/** @type {import('stylelint').Config} */
export default {
  rules: {
    'color-no-invalid-hex': true,
    'color-no-hex': [true, { message: 'Use a colour token from src/theme/variables.css instead of a hex colour.' }],
    'color-named': ['never', { message: 'Use a colour token from src/theme/variables.css instead of a named colour.' }],
    'function-disallowed-list': [
      RAW_COLOUR_FUNCTIONS,
      { message: (name) => `Use a colour token from src/theme/variables.css instead of ${name}().` },
    ],
    'declaration-block-no-duplicate-properties': [true, { ignore: ['consecutive-duplicates-with-different-syntaxes'] }],
    'block-no-empty': true,
    'property-no-unknown': true,
    'unit-no-unknown': true,
  },
  overrides: [
    {
      // The theme is where the colours are defined.
      files: ['packages/app/src/theme/**/*.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
