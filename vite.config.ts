import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The SPA. In development the API is proxied to the Fastify server (npm run dev). The build writes
// a brotli and a gzip copy beside every asset, which the server sends as they are (server/http/spa.ts).
// React Router 7's package exports name only its development build (remix-run/react-router#12437),
// which keeps its dev-only warnings in a production bundle; builds take the production copy.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /manifest\.json$/] }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The server reads it to name a first load's chunks in the page (server/http/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first page needs (React, the router, auth, /login) is one file, not five.
            { name: 'entry', tags: ['$initial'] },
            // Small modules the pages share (API queries, domain rules, components) travel
            // together: a signed-in first load fetches a handful of chunks rather than thirty.
            {
              name: 'shared',
              // Not the exporters: they load on the first export, with their CSV writer.
              test: /[\\/]src[\\/](api|domain|ui[\\/]components)[\\/](?![\w-]*(export|csv)\.ts)/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
}));
