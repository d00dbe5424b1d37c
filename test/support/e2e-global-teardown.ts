import { Client } from 'pg';

/** Drops the end-to-end run's database once the web server has stopped. */
export default async function teardown(): Promise<void> {
  const url = new URL(process.env.E2E_DATABASE_URL!);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
  await client.end();
}
