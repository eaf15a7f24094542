import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The SPA. In development the API is proxied to the Fastify server (npm run dev). The build writes
// a brotli and a gzip copy beside every asset, which the server sends as they are (server/http/spa.ts).
export default defineConfig({
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/] })],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
});
