import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express, { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppModule } from '../../app.module';
import { tokenFromRequest, TokenService } from '../auth/token.service';
import { AppConfig } from '../config/app-config';
import { ResolvedDatabase } from '../database/resolve-database';
import { PlatformRoles } from '../platform.module';
import { QueueService } from '../queue/queue.service';
import { SocketIoAdapter } from '../realtime/socket-io.adapter';
import { refuseCrossSiteWrites } from './cross-site';
import { answerLivenessFirst } from './liveness';
import { toErrorBody, withStatus } from './domain-exception.filter';
import { BodyNotAnObjectError, InputTooDeepError, jsonIsNotAnObject, jsonNestsDeeperThan, MAX_INPUT_DEPTH } from './hostile-input';
import { buildOpenApiDocument } from './openapi';
import { UnauthorizedError, ForbiddenError } from '../errors/domain-error';
import { precompressedStatic } from './precompressed-static';

export const API_PREFIX = 'api';
const SPA_EXCLUDED = /^\/(api|socket\.io|admin\/queues)(\/|$)/;

export interface CreateAppOptions {
  config: AppConfig;
  database: ResolvedDatabase;
  roles: PlatformRoles;
  /** Serve the built front end from this folder when it exists. */
  frontendDir?: string;
}

/** Builds the whole HTTP app: used by `main.ts`, the integration tests and the OpenAPI script. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(options.config, options.database, options.roles),
    // No urlencoded parser: a cross-site form post is never read (docs/adr/0008-hostile-input.md).
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', 'loopback');
  app.disable('x-powered-by'); // helmet removed it from every answer; now it is never set
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'upgrade-insecure-requests': null,
      },
    },
  });
  // Before Express and anything that reads, logs or routes: the liveness probe is the hottest request.
  answerLivenessFirst(app.getHttpServer(), `/${API_PREFIX}/health/live`, securityHeaders);
  app.use(refuseCrossSiteWrites(options.config.appUrl));
  // Nest reserves `verify` in useBodyParser, so the JSON parser is mounted directly.
  app.use(express.json({ limit: '1mb', verify: refuseHostileJson }));
  app.use(securityHeaders);
  app.useWebSocketAdapter(new SocketIoAdapter(app, options.config));

  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => buildOpenApiDocument(app), { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  mountBullBoard(app);
  if (options.frontendDir) serveFrontend(app, options.frontendDir);
  return app;
}

/**
 * Runs on the raw bytes, before JSON.parse and the validation pipe's recursive transform see them:
 * the one place every JSON route's body is refused when it is not an object or nests too deeply.
 */
function refuseHostileJson(_request: unknown, _response: unknown, raw: Buffer): void {
  // body-parser answers a verify error itself, with the error's `status` (403 when it has none).
  if (jsonIsNotAnObject(raw)) throw withStatus(new BodyNotAnObjectError());
  if (jsonNestsDeeperThan(raw, MAX_INPUT_DEPTH)) throw withStatus(new InputTooDeepError());
}

/** Bull Board for admins only (DESIGN.md, "Workers"); refused to everyone else. */
function mountBullBoard(app: INestApplication): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath('/admin/queues');
  createBullBoard({
    queues: app.get(QueueService).all().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
  });
  const tokens = app.get(TokenService);
  const adminsOnly = (request: Request, response: Response, next: NextFunction) => {
    tokens
      .verify(tokenFromRequest(request.headers))
      .then((user) => {
        if (user.role !== 'admin') throw new ForbiddenError();
        next();
      })
      .catch((error: unknown) => {
        const body = error instanceof UnauthorizedError || error instanceof ForbiddenError ? toErrorBody(error) : toErrorBody(new UnauthorizedError());
        response.status(body.statusCode).json(body);
      });
  };
  app.use('/admin/queues', adminsOnly, serverAdapter.getRouter());
}

function serveFrontend(app: NestExpressApplication, directory: string): void {
  const root = resolve(directory);
  const index = join(root, 'index.html');
  if (!existsSync(index)) return;
  // Brotli or gzip as stored at build time when the browser takes it (issue 23 item 3), else the file.
  app.use('/assets', precompressedStatic(join(root, 'assets'), () => 'public, max-age=31536000, immutable'));
  app.use('/assets', express.static(join(root, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // The home page prerendered at build time (scripts/prerender.mjs), for `/` only: its markup is `/`'s.
  const home = join(root, 'home.html');
  if (existsSync(home)) {
    app.use((request: Request, _response: Response, next: NextFunction) => {
      if ((request.method === 'GET' || request.method === 'HEAD') && request.path === '/') request.url = request.url.replace(/^\/(?=\?|$)/, '/home.html');
      next();
    });
  }
  // A page names the hashed assets of its build: it is revalidated, or a deploy would leave it pointing at removed ones.
  const cacheControl = (path: string) => (path.endsWith('.html') ? 'no-cache' : 'public, max-age=3600');
  // Never for an API, socket or queue-board path: no file of the build lives there, and looking cost every
  // API request an fs.stat of a missing file (8% of the oversight dashboard's CPU; docs/benchmarks.md 2026-11-29).
  const files = [
    precompressedStatic(root, cacheControl),
    express.static(root, { index: false, maxAge: '1h', setHeaders: (response, path) => response.setHeader('Cache-Control', cacheControl(path)) }),
  ];
  for (const serve of files) {
    app.use((request: Request, response: Response, next: NextFunction) => (SPA_EXCLUDED.test(request.path) ? next() : serve(request, response, next)));
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || SPA_EXCLUDED.test(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
}
