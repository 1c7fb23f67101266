import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    // The Fastify server owns these paths; in development Vite forwards them to it.
    proxy: {
      '/api': api,
      '/crests': api,
      '/images': api,
      '/dev': api,
    },
  },
});
