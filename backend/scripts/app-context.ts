import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { prepare } from '../src/bootstrap';

/** The app's modules without HTTP, subscribers or workers: for one-off maintenance scripts. */
export async function openMaintenanceContext(): Promise<INestApplicationContext> {
  const { config, database } = await prepare();
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, { api: false, workers: false }), {
    logger: ['error', 'warn'],
  });
  await app.init();
  return app;
}
