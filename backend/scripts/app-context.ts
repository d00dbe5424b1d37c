import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../src/app.module';
import { prepare } from '../src/bootstrap';

/** The app's modules without HTTP, subscribers or workers: for one-off maintenance scripts. */
export async function openMaintenanceContext(role: string): Promise<INestApplicationContext> {
  // A script opens an embedded database only when no `npm start` serves it, and then alone (ADR 0010).
  const { config, database } = await prepare({ role, shares: false });
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, { api: false, workers: false }), {
    logger: ['error', 'warn'],
  });
  await app.init();
  return app;
}
