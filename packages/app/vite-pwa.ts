import type { AppLanguage } from '@stay/contract';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { MANIFEST_TEXTS, manifestFileOf } from './src/lib/pwa/manifest-texts.ts';

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

/** The web app manifest in one language: its texts (src/lib/pwa/manifest-texts.ts) and `lang`; the rest is shared. */
export function manifestFor(language: AppLanguage): Partial<ManifestOptions> {
  return {
    id: '/',
    ...MANIFEST_TEXTS[language],
    lang: language,
    dir: 'ltr',
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
  };
}

/**
 * The manifests of the other languages beside vite-plugin-pwa's English one (`manifest-nl.webmanifest`, …): the app
 * switches its `<link rel="manifest">` to the one of its language (src/lib/pwa/manifest-link.ts). Same `id`, so it
 * is one installable app whatever the language.
 */
function manifestsPerLanguage(): Plugin {
  return {
    name: 'stay:manifests-per-language',
    apply: 'build',
    generateBundle() {
      for (const language of (Object.keys(MANIFEST_TEXTS) as AppLanguage[]).filter((other) => other !== 'en')) {
        this.emitFile({ type: 'asset', fileName: manifestFileOf(language), source: `${JSON.stringify(manifestFor(language), null, 2)}\n` });
      }
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
    manifestsPerLanguage(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: manifestFor('en'),
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
