import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

/** A query runner: the database itself or one transaction. Same SQL on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction; rolled back when fn throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openPglite(dataDir: string): Promise<Db> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      // PGlite runs on this thread and chains queued queries through promises; yielding to the
      // event loop first lets sockets be read and written between queries (fair under load).
      await new Promise((resolve) => setImmediate(resolve));
      const res = await lite.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql) {
      await lite.exec(sql);
    },
    tx(fn) {
      return lite.transaction((t) =>
        fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await t.query<T>(sql, params)).rows;
          },
        }),
      );
    },
    async close() {
      await lite.close();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  // int8 (counts, sums of integers) as numbers, like PGlite does.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return res.rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as T[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDb(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies every migrations/NNN_name.sql not yet recorded in schema_migrations, in order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.tx(async (q) => {
      for (const statement of splitSql(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

function splitSql(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/** A unique constraint refused a row (SQLSTATE 23505), on PGlite and on PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
