import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The SPA. In development the API is proxied to the Fastify server (npm run dev).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/v1': 'http://127.0.0.1:8080' } },
});
