import type { NextFunction, Request, Response } from 'express';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The built front end, compressed once at build time and served as stored (issue 23 item 3): the
 * browser gets Brotli or gzip without the API compressing on every request, and without a
 * compression dependency in the request path. Only text assets are compressed; a file whose
 * compressed form is not smaller keeps none.
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.webmanifest']);

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `root`; returns how many files it compressed. */
export function precompressDirectory(root: string): number {
  let count = 0;
  for (const path of filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${path}.gz`, gzip);
    count += 1;
  }
  return count;
}

function* filesUnder(directory: string): Generator<string> {
  for (const name of readdirSync(directory)) {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (!name.endsWith('.br') && !name.endsWith('.gz')) yield path;
  }
}

/** The encodings the request accepts, by its Accept-Encoding header (a q=0 refuses one). */
function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/** Per original file under `root`, the stored encodings and their sizes, read once (the build never changes them while the app runs). */
function indexEncodings(root: string): Map<string, Map<string, { file: string; size: number }>> {
  const index = new Map<string, Map<string, { file: string; size: number }>>();
  if (!existsSync(root)) return index;
  for (const path of filesUnder(root)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const stored = new Map<string, { file: string; size: number }>();
    for (const { name, suffix } of ENCODINGS) {
      if (existsSync(path + suffix)) stored.set(name, { file: path + suffix, size: statSync(path + suffix).size });
    }
    if (stored.size > 0) index.set(path, stored);
  }
  return index;
}

/**
 * Serves `<file>.br` or `<file>.gz` for a GET or HEAD of a file under `root` that has one and
 * whose encoding the request accepts, with the original's type, `Vary: Accept-Encoding`, and the
 * cache header `cacheControl` gives the path; anything else goes on to the plain static handler.
 * Which files have which encodings is indexed when the handler is made, so a request does no
 * synchronous file-system work.
 */
export function precompressedStatic(root: string, cacheControl: (path: string) => string) {
  const base = resolve(root);
  const index = indexEncodings(base);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let path: string;
    try {
      path = resolve(base, `.${decodeURIComponent(request.path)}`);
    } catch {
      return next();
    }
    if (!path.startsWith(base + sep) || !COMPRESSIBLE.has(extname(path))) return next();
    response.vary('Accept-Encoding');
    const stored = index.get(path);
    const wanted = accepted(request.headers['accept-encoding']);
    const encoding = stored && ENCODINGS.find(({ name }) => wanted.has(name) && stored.has(name));
    if (!stored || !encoding) return next();
    const { file, size } = stored.get(encoding.name)!;
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Content-Length', size);
    response.setHeader('Cache-Control', cacheControl(request.path));
    response.type(extname(path));
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file).on('error', next).pipe(response);
  };
}
