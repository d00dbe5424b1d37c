import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { prepare } from './bootstrap';

/**
 * The separate worker process (`npm run worker`): BullMQ workers only, no HTTP. On SIGTERM/SIGINT
 * the workers stop taking jobs and let in-flight ones finish before the process exits.
 */
async function main(): Promise<void> {
  const { config, database } = await prepare();
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot(config, database, { api: false, workers: true }),
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  process.stdout.write('Threshold workers are running. Stop with Ctrl+C.\n');
}

void main();
