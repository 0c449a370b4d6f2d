import pg from 'pg';

/** The PostgreSQL server the cluster part uses; it creates its own database there and drops it afterwards. */
export const BENCH_PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  url: string;
  /**
   * Writes every changed page to disk (CHECKPOINT): what was seeded is then on disk before anything is timed, so no
   * commit waits behind its write-back.
   */
  checkpoint(): Promise<void>;
  drop(): Promise<void>;
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: BENCH_PG_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database `stay_bench_<pid>` on the bench's PostgreSQL. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `stay_bench_${process.pid}`;
  await withAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(BENCH_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    checkpoint: () => withAdmin(async (client) => void (await client.query('checkpoint'))),
    drop: () => withAdmin(async (client) => void (await client.query(`drop database if exists ${name} with (force)`))),
  };
}
