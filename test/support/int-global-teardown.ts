import IORedis from 'ioredis';
import { Client } from 'pg';

export default async function teardown(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();

  const redis = new IORedis(process.env.REDIS_URL!);
  const keys = await redis.keys(`${process.env.REDIS_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}
