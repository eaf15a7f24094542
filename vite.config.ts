import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { noChunkCycles } from './scripts/no-chunk-cycles';
import { HOME_PAGE } from './src/domain/home-page';
import { PAGE_MODULES, SHELL_MODULE } from './src/domain/page-modules';

// The SPA. In development the API is proxied to the Fastify server (npm run dev). The build writes
// a brotli and a gzip copy beside every asset, which the server sends as they are (server/http/spa.ts).
// React Router 7's package exports name only its development build (remix-run/react-router#12437),
// which keeps its dev-only warnings in a production bundle; builds take the production copy.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The signed-in shell's modules from src/, with those of the home page (where sign-in lands) but
 * not the page itself, which stays its own chunk so the server can name it (server/http/page-preloads.ts).
 * Packages are not followed: through an index that re-exports a whole library (Headless UI) they
 * would bring every part of it along.
 */
const firstLoadOf = new WeakMap<object, Set<string>>();
function firstLoadModules(ctx: { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null }) {
  let modules = firstLoadOf.get(ctx);
  if (modules) return modules;
  const home = fileURLToPath(new URL(PAGE_MODULES[HOME_PAGE], import.meta.url));
  const pending = [fileURLToPath(new URL(SHELL_MODULE, import.meta.url)), home];
  modules = new Set<string>();
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id) || id.includes('node_modules')) continue;
    modules.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  modules.delete(home);
  firstLoadOf.set(ctx, modules);
  return modules;
}

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
    noChunkCycles(),
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
            // Every signed-in page loads the shell: what joins it costs no page an extra request, and
            // the first load after sign-in fetches a few files rather than twenty. After `shared`,
            // whose modules (and what they import) it leaves there: shared never imports the
            // shell, so the two chunks never import each other.
            {
              name: (id, ctx) => (firstLoadModules(ctx).has(id) ? 'shell' : null),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
}));
