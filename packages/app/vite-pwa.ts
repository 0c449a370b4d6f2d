import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Where the built app tells which build it is; the running app compares it with the id baked into its bundle. */
export const VERSION_FILE = 'version.json';

/** The theme's primary teal and its light background (`src/theme/variables.css`). */
const THEME_COLOR = '#0e5a5a';
const BACKGROUND_COLOR = '#f7f4ef';

/**
 * Gives every build its own id: baked into the bundle as `__STAY_BUILD_ID__` and written to `/version.json`, so a
 * running app notices when a newer build is served. The dev server and tests get the id `dev`, which never asks to
 * update.
 */
function buildIdFile(version: string): Plugin {
  let buildId = 'dev';
  return {
    name: 'stay:build-id',
    config(_config, { command, mode }) {
      if (command === 'build' && mode !== 'test') buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      return { define: { __STAY_BUILD_ID__: JSON.stringify(buildId) } };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: `${JSON.stringify({ buildId, version })}\n` });
    },
  };
}

/**
 * The installable app: the web app manifest with its icons, and our own service worker (`src/sw.ts`) into which the
 * build injects the list of app-shell files to precache. The app registers the worker itself once the page has
 * loaded (`src/lib/pwa`), so nothing is injected into index.html.
 */
export function pwaPlugins(version: string): Plugin[] {
  return [
    buildIdFile(version),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Stay Companion',
        short_name: 'Stay',
        description: 'Your suite, your guide and our services during your stay.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      includeAssets: ['favicon.svg', 'zod-jitless.js', 'icons/apple-touch-icon-180.png', 'icons/badge-96.png'],
      injectManifest: {
        // The app shell: every script, style sheet and page of the build (not the .br/.gz copies, not version.json).
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['sw.js', 'workbox-*.js'],
      },
      devOptions: { enabled: false },
    }),
  ];
}
