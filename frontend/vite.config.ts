import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config lives in frontend/ but is run from the repository root
// (`vite build --config frontend/vite.config.ts`), so every path is anchored here.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root,
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The API contract's hand-written field rules, shared with the backend (openapi/shared-rules.ts).
      '@contract': fileURLToPath(new URL('../openapi', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/frontend',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get stable, separately cached chunks; the rest splits by route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store|@standard-schema)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  // `vite preview` reuses server.proxy and serves index.html for unknown paths (history fallback).
});
