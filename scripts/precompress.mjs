#!/usr/bin/env node
// Part of `npm run build:web`: Brotli and gzip copies of the built front end's text assets, served
// as stored by the API (backend/src/platform/http/precompressed-static.ts; issue 23 item 3).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { precompressDirectory } = require('../dist/backend/src/platform/http/precompressed-static.js');
const root = process.argv[2] ?? 'dist/frontend';
console.log(`precompressed ${precompressDirectory(root)} files in ${root}`);
