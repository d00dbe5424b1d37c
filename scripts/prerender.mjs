#!/usr/bin/env node
// Part of `npm run build:web`, after the client and prerender builds: writes the home page's HTML as
// a first visit sees it into dist/frontend/home.html, which the API serves for `/` (issue 23 item 5).
// The browser paints the page from the HTML and its stylesheets while the scripts load, and
// frontend/src/app/main.tsx hydrates it. Other routes keep the empty index.html.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = process.argv[2] ?? 'dist/frontend';
const PAGES = [{ url: '/', source: 'src/features/marketing/pages/home-page.tsx', file: 'home.html' }];

const manifestFile = join(root, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const template = readFileSync(join(root, 'index.html'), 'utf8');
const { prerenderPage } = await import(pathToFileURL(join('dist', 'prerender', 'prerender.mjs')).href);

/** The chunk's own CSS and that of every chunk it imports statically, in load order, once each. */
function stylesheetsOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(imported, seen)), ...(chunk.css ?? [])];
}

for (const page of PAGES) {
  const chunk = manifest[page.source];
  if (!chunk) throw new Error(`prerender: ${page.source} is not in the build manifest`);
  const markup = await prerenderPage(page.url);
  // The page's <title> and <meta> tags lead the markup (React hoists them). They are left out: the
  // browser's React adds its own to <head> and would not adopt these, so each would appear twice.
  const [, , body] = /^((?:<(?:title>[^<]*<\/title|meta\b[^>]*|link\b[^>]*)>)*)([\s\S]*)$/.exec(markup);
  const linked = new Set([...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
  const links = [
    `<link rel="modulepreload" crossorigin href="/${chunk.file}">`,
    ...stylesheetsOf(page.source)
      .filter((css) => !linked.has(`/${css}`))
      .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
  ];
  const html = template
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error(`prerender: index.html has no empty <div id="root"></div> to fill`);
  writeFileSync(join(root, page.file), html);
  console.log(`prerendered ${page.url} → ${join(root, page.file)} (${Math.round(html.length / 1024)} KiB)`);
}
// The manifest is for this script only; it is not served.
rmSync(join(root, '.vite'), { recursive: true, force: true });
