/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import packageJson from './package.json' with { type: 'json' };
import { pwaPlugins } from './vite-pwa.ts';

const API_SERVER = 'http://localhost:8080';
const packageDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
const sourceDir = `${packageDir}src/`;

const ICON_PREFIX = 'virtual:ionicon/';

/** The modules the first views need beyond the entry's (see `first-view` below). */
const FIRST_VIEW_MODULES =
  /[\\/]app[\\/]src[\\/](app[\\/]first-view|features[\\/]guest-(home|shell)[\\/](first-view|locales)|features[\\/]guest-home[\\/]guest-home\.css|components[\\/](first-view-frame|ui[\\/]phrases)|lib[\\/](time[\\/]format|i18n[\\/]intl-formats|i18n[\\/]fill-text))|[\\/]contract[\\/]src[\\/](rules[\\/](reservation|stay-times)|time[\\/]zoned)|node_modules[\\/]@?date-fns[\\/]/;

/**
 * `ionicons/icons` is one module holding every icon, and a module lands in a single chunk: the icons of every lazily
 * loaded screen would travel with /login's. This splits the imports into one tiny module per icon, so each icon
 * goes with the chunks that use it.
 */
function ioniconsPerIcon(): Plugin {
  let icons: Map<string, string> | undefined;
  return {
    name: 'stay:ionicons-per-icon',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !code.includes("'ionicons/icons'")) return null;
      return code.replace(/import \{([^}]*)\} from 'ionicons\/icons';/g, (_statement, names: string) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import { ${imported} as ${local} } from '${ICON_PREFIX}${imported}';`;
          })
          .join('\n'),
      );
    },
    resolveId(id) {
      return id.startsWith(ICON_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${ICON_PREFIX}`)) return null;
      if (!icons) {
        const resolved = await this.resolve('ionicons/icons', `${sourceDir}main.tsx`);
        if (!resolved) throw new Error('cannot resolve ionicons/icons');
        const source = readFileSync(resolved.id, 'utf8');
        icons = new Map([...source.matchAll(/^export const (\w+) = ("[^"\n]*");?$/gm)].map(([, name, value]) => [name!, value!]));
      }
      const name = id.slice(ICON_PREFIX.length + 1);
      const value = icons.get(name);
      if (value === undefined) throw new Error(`ionicons has no icon named ${name}`);
      return `export const ${name} = ${value};`;
    },
  };
}

/**
 * Fetches the first view's chunk (and its CSS) beside the entry instead of after it: the guest home's first paint
 * waits for it. A page without a first view only downloads it (about 15 kB gzip), it does not run it.
 */
function preloadFirstView(): Plugin {
  return {
    name: 'stay:preload-first-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === 'first-view');
        if (!chunk || chunk.type !== 'chunk') return [];
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' },
          ...css.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  // Explicit so the config behaves the same from the repository root (Vitest projects, --config) and from here.
  root: packageDir,
  plugins: [
    ioniconsPerIcon(),
    preloadFirstView(),
    react(),
    // The web app manifest, the service worker and /version.json (vite-pwa.ts).
    ...pwaPlugins(packageJson.version),
    // Brotli and gzip copies beside each file; the server sends the one the browser accepts.
    compression({ algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip')], include: /\.(js|css|html|svg|json)$/ }),
  ],
  resolve: {
    alias: [{ find: /^@\//, replacement: sourceDir }],
  },
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true, ws: true },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // Ionic's packages do not declare themselves side-effect free, so without this every Ionic
        // component lands in the bundle. Their CSS must still be kept.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /node_modules[\\/](@ionic|ionicons|@stencil)[\\/]/, sideEffects: false },
          // The contract is data and pure functions (zod schemas, rules); without this its barrel drags every
          // endpoint's schemas, and date-fns with them, into /login.
          { test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false },
        ],
        // @ionic/react defines every component at module level, several as classes extending React.Component
        // or through unannotated factory calls; these two let unused ones go (about 7 kB gzip on /login).
        propertyReadSideEffects: false,
        manualPureFunctions: ['createReactComponent', 'createForwardRef'],
      },
      output: {
        // Left to itself the bundler gives every set of screens sharing code a chunk of its own: about 270 files, so
        // the guest home needed some 190 requests, a few hundred bytes each, in waves behind one another. Shared code
        // is grouped instead (modules used by the same screens together, small groups merged into their nearest),
        // and /login's own code stays in its first files. strictExecutionOrder keeps each module's code running in
        // import order across the merged chunks, which the grouping alone does not promise.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], priority: 2 },
            // The guest home's first view (src/app/first-view) in one chunk of its own: in the shared groups its texts,
            // time formats and stay rules would come with chunks of the whole guest area, which it paints before.
            { name: 'first-view', test: FIRST_VIEW_MODULES, priority: 1.5 },
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 128 * 1024, priority: 1 },
          ],
        },
        // A shared chunk's name (and its CSS's) lists every screen using it; the hash alone tells them apart.
        chunkFileNames: (chunk) => (chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js'),
        assetFileNames: (asset) => (asset.names.some((name) => name.startsWith('shared~')) ? 'assets/shared-[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One findBy may wait up to 5 s for a lazy screen on a loaded machine (src/test/setup.ts); a test makes several.
    testTimeout: 20_000,
  },
});
