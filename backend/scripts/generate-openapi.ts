import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AppModule } from '../src/app.module';
import { loadConfig } from '../src/platform/config/app-config';
import { buildOpenApiDocument, serializeOpenApi } from '../src/platform/http/openapi';
import { API_PREFIX } from '../src/platform/http/create-app';

export const OPENAPI_FILE = join(process.cwd(), 'openapi', 'openapi.json');

/** Renders the OpenAPI document from the controllers' decorators, without a database or Redis. */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const noDatabase = { url: 'postgres://unused', poolSize: 1, kind: 'postgres' as const, description: 'none', close: async () => undefined };
  // preview: providers are not instantiated, so nothing connects anywhere.
  const app = await NestFactory.create(AppModule.forRoot(config, noDatabase, { api: false, workers: false }), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const text = serializeOpenApi(buildOpenApiDocument(app));
  await app.close();
  return text;
}

async function main(): Promise<void> {
  const text = await renderOpenApi();
  mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
  writeFileSync(OPENAPI_FILE, text);
  process.stdout.write(`Wrote ${OPENAPI_FILE}\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
