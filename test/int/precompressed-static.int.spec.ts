import express from 'express';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { precompressDirectory, precompressedStatic } from '../../backend/src/platform/http/precompressed-static';

/** Issue 23 item 3: the built front end goes out Brotli- or gzip-compressed as stored, never re-compressed per request. */
describe('precompressed static files', () => {
  const root = mkdtempSync(join(tmpdir(), 'threshold-static-'));
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-123.js'), script);
    writeFileSync(join(root, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    writeFileSync(join(root, 'tiny.txt'), 'a');
    expect(precompressDirectory(root)).toBe(2);
    const app = express();
    app.use('/assets', precompressedStatic(join(root, 'assets'), () => 'public, max-age=31536000, immutable'));
    app.use('/assets', express.static(join(root, 'assets')));
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ port, path, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('writes .br and .gz beside text assets only, and only when they are smaller', () => {
    expect(existsSync(join(root, 'assets', 'app-123.js.br'))).toBe(true);
    expect(existsSync(join(root, 'assets', 'app-123.js.gz'))).toBe(true);
    expect(existsSync(join(root, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(join(root, 'tiny.txt.br'))).toBe(false);
  });

  it('serves Brotli when accepted, gzip when only that is, the same bytes once decoded, with the type and Vary of the original', async () => {
    const brotli = await get('/assets/app-123.js', 'gzip, deflate, br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzip = await get('/assets/app-123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  it('serves the plain file to a client that takes no compression, or refuses br with q=0, and never a .br to a path outside the root', async () => {
    const plain = await get('/assets/app-123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const noBrotli = await get('/assets/app-123.js', 'br;q=0, gzip');
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/logo.png', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/..%2f..%2fetc%2fpasswd', 'br')).status).toBe(404);
    expect((await get('/assets/%E0%A4%A', 'br')).status).toBeLessThan(500);
    expect(readFileSync(join(root, 'assets', 'app-123.js'), 'utf8')).toBe(script);
  });
});
