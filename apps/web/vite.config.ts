import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Dev server proxies the API to the local server; the build goes to dist/, which the server serves. */
export default defineConfig({
  plugins: [react()],
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
