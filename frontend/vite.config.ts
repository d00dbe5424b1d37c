import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The config lives in frontend/ but is run from the repository root
// (`vite build --config frontend/vite.config.ts`), so every path is anchored here.
const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The API contract's hand-written field rules, shared with the backend (openapi/shared-rules.ts).
      { find: '@contract', replacement: fileURLToPath(new URL('../openapi', import.meta.url)) },
      // react-router's package exports point at its development build (dev-time warnings and
      // checks included) whatever the mode; a production bundle takes the production build it ships.
      ...(process.env.NODE_ENV === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  build: isSsrBuild
    ? // The prerender entry (src/app/prerender.tsx), run at build time by scripts/prerender.mjs.
      { outDir: '../dist/prerender', emptyOutDir: true }
    : {
        outDir: '../dist/frontend',
        emptyOutDir: true,
        sourcemap: true,
        // Which CSS and chunks each page needs: scripts/prerender.mjs links them in the prerendered HTML.
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries every page needs get stable, separately cached chunks; the rest splits by route.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
                // What the home page shares with the other public pages, in one chunk: a first visit
                // fetches few files (issue 23 item 5). The forms, demo and legal layout stay with their pages.
                {
                  name: 'public-site',
                  test: /frontend[\\/]src[\\/](features[\\/]marketing[\\/](components[\\/](?!contact-form|investor-form|waitlist-form|form-parts|lead-form|platform-demo|legal-page|count-up)|content[\\/](?!team)|hooks[\\/]use-(motion|rotation))|components[\\/]ui[\\/]icons|shared[\\/]auth[\\/]landing)/,
                },
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
}));
