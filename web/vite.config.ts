import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    // 'source' first so workspace packages (@koalarent/core/contracts) resolve to their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
      '/uploads': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/api': { target: gateway, changeOrigin: true },
      '/uploads': { target: gateway, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
