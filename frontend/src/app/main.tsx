import '@fontsource-variable/inter';
import '@/styles/tokens.css';
import '@/styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The home page arrives prerendered (scripts/prerender.mjs): hydrate its markup; every other route starts empty.
// Hydrated as a transition, React works in slices of a few milliseconds and lets the browser in between,
// where a default-priority hydration is one long task that blocks input for its whole length (Lighthouse's
// total blocking time on the home page, issue 23 item 5). The page is already painted meanwhile.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
