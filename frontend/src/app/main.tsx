import '@fontsource-variable/inter';
import '@/styles/tokens.css';
import '@/styles/global.css';

import { StrictMode } from 'react';
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
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
