import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The app's indigo (indigo 8 in the theme): the installed app's title bar and splash. */
const THEME_COLOR = '#3b5bdb';

const VIRTUAL = 'virtual:hindi-catalog';
const RESOLVED = `\0${VIRTUAL}`;

/**
 * `virtual:hindi-catalog`: src/i18n/hi.json compiled for Lingui at build time, so the app ships neither the ICU
 * parser nor uncompiled messages (Lingui's production runtime takes compiled catalogs only). Only the Hindi chunk
 * imports it.
 */
function hindiCatalog(catalogPath: string): Plugin {
  return {
    name: 'wicket-hindi-catalog',
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(catalogPath);
      const source = JSON.parse(readFileSync(catalogPath, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)]));
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}

/**
 * React Router 7 publishes only its development build through its package exports (remix-run/react-router#14102,
 * open), so a production bundle carried its dev-only checks and warnings. The build takes the production build it
 * ships beside it; every import of 'react-router' resolves here, so the app still has one router instance.
 */
function reactRouterProductionBuild(): Plugin {
  const productionEntry = fileURLToPath(import.meta.resolve('react-router/package.json')).replace(
    /package\.json$/,
    'dist/production/index.mjs',
  );
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? productionEntry : null),
  };
}

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks every JavaScript chunk for eager compilation. The app loads a chunk only to run it (the shell at start, a
 * screen and its parts when opened), and without the hint V8 compiles each function lazily, on the main thread, the
 * first time it runs. On a first visit (no code cache yet) that was about 1,300 lazy compiles before View Bets showed;
 * with the hint 28, the work done on V8's background thread while the files download (bench/README.md, change 28).
 *
 * V8 honours the comment only as the file's first line, so it is added last: after minification, which drops
 * comments, and after Vite puts its `__vite__mapDeps` line at the top of chunks with dynamic imports. Each source map
 * gains one unmapped line at the top to match.
 */
function compileHints(): Plugin {
  return {
    name: 'wicket-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}

/**
 * Dev server proxies the API to the local server; the build goes to dist/, which the server serves.
 *
 * The build is an installable app (issue 19): a web app manifest, and a Workbox service worker that precaches the
 * built files so the app opens without a network and answers every page address with index.html. It caches nothing
 * else: no runtime caching at all, and /api never gets the index.html fallback, so balances, bets and every other
 * answer always come from the server (offline they fail and the app says it is offline). The same worker shows push
 * notifications (public/push-sw.js, imported).
 */
export default defineConfig({
  plugins: [
    reactRouterProductionBuild(),
    react(),
    compileHints(),
    hindiCatalog(fileURLToPath(new URL('./src/i18n/hi.json', import.meta.url))),
    VitePWA({
      registerType: 'autoUpdate',
      // No registration script: the app registers /sw.js itself once its first screen is on show
      // (src/lib/service-worker.ts), so the worker's start and precache do not compete with that screen.
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        id: '/',
        name: 'Wicket Pools',
        short_name: 'Wicket Pools',
        description: 'Club cricket pools with play-money credits',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#f8f9fa',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}', 'icons/*.png'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        // No runtime caching: /api answers, the live stream GET /api/events included, always go to the network.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        // Source maps stay on the server; no screen needs them offline.
        globIgnores: ['**/*.map'],
        // Push notifications (design-contests section 2): the push and notificationclick handlers, public/push-sw.js,
        // run in this same worker, so the generated precache and offline fallback stay as they are.
        importScripts: ['/push-sw.js'],
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every `from 'zod'` gets zod with its eval probe switched off (src/lib/zod-config.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks; the entry's exports are not used by anything.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Long-lived vendor chunks, cached across deployments; zod loads only with the screens that validate forms.
          // Mantine is left to the bundler so each screen carries only the components it uses.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
            // Everything else the first page needs in one file instead of a handful of small shared chunks.
            { name: 'shell', tags: ['$initial'] },
          ],
          // Small chunks shared by a few screens are copied into those screens (rolldown keeps one module instance
          // at run time), so a screen arrives in a few requests rather than a dozen: over HTTP/1.1 each extra round
          // of requests costs a round trip on a phone network. The price is some duplicated bytes across screens.
          experimentalInlineCommonChunks: { maxSize: 4000 },
        },
      },
    },
  },
});
