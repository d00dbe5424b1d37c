#!/usr/bin/env node
// Part of `npm run build:web`, after the client and prerender builds: writes the home page's HTML as
// a first visit sees it into dist/frontend/home.html, which the API serves for `/` (issue 23 item 5).
// The browser paints the page from the HTML and its inlined stylesheets while the scripts load, and
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

/**
 * A stylesheet's rules in the page itself (issue 23 item 5): the page paints from its HTML alone, where
 * three render-blocking stylesheet requests (10 KiB compressed) held its first paint back. The
 * `<link>` stays, `disabled`: the browser neither fetches nor applies it, and Vite's loader, which adds
 * a page's stylesheet unless a stylesheet `<link>` of that address is there, finds it when a later
 * page needs the same CSS (else these rules would be loaded again, after the others, in another order).
 */
function inlined(href) {
  const css = readFileSync(join(root, href), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} holds "</style", which would end the inlined stylesheet`);
  return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
}

for (const page of PAGES) {
  const chunk = manifest[page.source];
  if (!chunk) throw new Error(`prerender: ${page.source} is not in the build manifest`);
  const markup = await prerenderPage(page.url);
  // The page's <title> and <meta> tags lead the markup (React hoists them): they go to <head>, where a
  // crawler that runs no script (a link preview's) reads them, in place of the template's title. React
  // adopts, when it mounts them, the title and the meta tags of the same attributes that are there.
  const [, hoisted, body] = /^((?:<(?:title>[^<]*<\/title|meta\b[^>]*|link\b[^>]*)>)*)([\s\S]*)$/.exec(markup);
  const title = /<title>[^<]*<\/title>/.exec(hoisted)?.[0];
  const description = /<meta property="og:description" content="([^"]*)"/.exec(hoisted)?.[1];
  if (!title || !description) throw new Error(`prerender: ${page.url} renders no <title> or og:description (PageMeta)`);
  // og:url is the page's absolute address, which only the browser knows (the build does not know where it
  // is served): left to React, as a relative one a link preview would take for the page's own.
  const metas = hoisted.replace(title, '').replace(/<meta property="og:url"[^>]*>/, '');
  const linked = new Set([...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
  const links = [
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.file}">`,
    ...stylesheetsOf(page.source)
      .filter((css) => !linked.has(`/${css}`))
      .map((css) => inlined(`/${css}`)),
  ];
  const html = template
    // The app's own stylesheets (index.html links them) are inlined in place, so the order of the rules stays.
    .replace(/<link rel="stylesheet" crossorigin href="([^"]+)">/g, (_, href) => inlined(href))
    // The page is painted from the HTML: its scripts only hydrate it, so they are fetched after what the
    // first paint needs (the document, then the font), not ahead of it (issue 23 item 5).
    .replace(/<(script type="module"|link rel="modulepreload") crossorigin/g, '<$1 fetchpriority="low" crossorigin')
    .replace(/<title>[^<]*<\/title>/, () => `${title}\n    ${metas}`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_, start) => `${start}${description}"`)
    .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<(?:script|link)\b[^>]*>/g)].map(([tag]) => tag);
  const blocking = (tag) => (/rel="stylesheet"/.test(tag) && !/\bdisabled\b/.test(tag)) || (/^<script|rel="modulepreload"/.test(tag) && !tag.includes('fetchpriority="low"'));
  if (tags.some(blocking)) {
    throw new Error(`prerender: ${page.file} still links a stylesheet, or a script at high priority, ahead of its first paint`);
  }
  if (!html.includes(body)) throw new Error(`prerender: index.html has no empty <div id="root"></div> to fill`);
  writeFileSync(join(root, page.file), html);
  console.log(`prerendered ${page.url} → ${join(root, page.file)} (${Math.round(html.length / 1024)} KiB)`);
}
// The manifest is for this script only; it is not served.
rmSync(join(root, '.vite'), { recursive: true, force: true });
