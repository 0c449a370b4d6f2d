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

/** Path alternatives under packages/app/src or contract/src as one pattern (either slash). */
function modulesUnder(app: string[], contract: string[] = []): RegExp {
  const alternatives = (parts: string[]) => parts.map((part) => part.replaceAll('/', '[\\\\/]')).join('|');
  const contractPart = contract.length > 0 ? `|[\\\\/]contract[\\\\/]src[\\\\/](${alternatives(contract)})` : '';
  return new RegExp(`[\\\\/]app[\\\\/]src[\\\\/](${alternatives(app)})${contractPart}`);
}

/** The modules the first views need beyond the entry's (see `first-view` below). */
const FIRST_VIEW_MODULES = modulesUnder(
  [
    'app/first-view/(first-view-controller|start-guest-home)',
    'features/guest-(home|shell)/(first-view|locales)',
    'features/guest-home/guest-home\\.css',
    'components/(first-view-frame|ui/phrases)',
    'lib/(time/format|i18n/intl-formats|i18n/fill-text)',
  ],
  ['rules/(reservation|stay-times)', 'time/zoned'],
);
const DATE_FNS_MODULES = /node_modules[\\/]@?date-fns[\\/]/;

/**
 * What only the staff inbox's first view needs: not preloaded for every page as `first-view` is, but fetched early by
 * the phones that open an inbox (preloadStaffInboxFirstView).
 */
const STAFF_INBOX_FIRST_VIEW_MODULES = modulesUnder(
  [
    'app/first-view/start-staff-inbox',
    'features/(staff-chats|chat-list|staff-shell)/first-view',
    'features/staff-shell/locales',
    'features/staff-chats/staff-chats\\.css',
    'features/chat-list/chat-list\\.css',
    'domains/chat/locales',
    'domains/chat/components/chat(-count-badge)?\\.css',
    'domains/chat/staff/chat-view',
    'components/ui/(avatar|pill|segmented-control)',
    'components/language-badge/(locales|language-badge\\.css)',
    'lib/text/(badge-count|names)',
  ],
  ['rules/(chat-guards|permissions)'],
);

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

/** The script that fetches the staff inbox's first view early (see preloadStaffInboxFirstView). */
const STAFF_INBOX_PRELOAD_SCRIPT = 'first-view-staff-preload.js';

/**
 * Fetches the staff inbox's first view (its chunk and CSS) as soon as the page starts, on a phone that opens an
 * inbox with a stored sign-in (the conditions of `staffInboxAreaOf`, in start-first-view.ts): otherwise its request
 * would wait for the entry's chunks. A tiny script of our own, since the Content-Security-Policy allows no inline one.
 */
function preloadStaffInboxFirstView(): Plugin {
  return {
    name: 'stay:preload-staff-inbox-first-view',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === 'first-view-staff');
      if (!chunk || chunk.type !== 'chunk') return;
      const links = [
        ['modulepreload', `/${chunk.fileName}`],
        ...[...(chunk.viteMetadata?.importedCss ?? [])].map((file) => ['preload', `/${file}`]),
      ];
      const source = `// Fetches the staff inbox's first view early (vite.config.ts, preloadStaffInboxFirstView).
if (/^\\/(guide|support|management)\\/chats$/.test(location.pathname) && !location.search && !matchMedia('(min-width: 992px)').matches && localStorage.getItem('stay.session')) {
  for (const [rel, href] of ${JSON.stringify(links)}) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (rel === 'preload') link.as = 'style';
    else link.crossOrigin = '';
    document.head.append(link);
  }
}
`;
      this.emitFile({ type: 'asset', fileName: STAFF_INBOX_PRELOAD_SCRIPT, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'script', attrs: { async: true, src: `/${STAFF_INBOX_PRELOAD_SCRIPT}` }, injectTo: 'head' }],
    },
  };
}

export default defineConfig({
  // Explicit so the config behaves the same from the repository root (Vitest projects, --config) and from here.
  root: packageDir,
  plugins: [
    ioniconsPerIcon(),
    preloadFirstView(),
    preloadStaffInboxFirstView(),
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
            { name: 'first-view', test: (id) => FIRST_VIEW_MODULES.test(id) || DATE_FNS_MODULES.test(id), priority: 1.5 },
            // The staff inbox's first view (start-staff-inbox.tsx) in a chunk beside it: its chat texts would double what
            // every page preloads.
            { name: 'first-view-staff', test: STAFF_INBOX_FIRST_VIEW_MODULES, priority: 1.4 },
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
