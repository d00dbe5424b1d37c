import IORedis from 'ioredis';
import { dropDatabase } from './test-database';

export default async function teardown(): Promise<void> {
  await dropDatabase(process.env.DATABASE_URL!);

  const redis = new IORedis(process.env.REDIS_URL!);
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
