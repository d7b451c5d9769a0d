// `pnpm vitals:report [--days N]` (issue 37): the 75th percentile of each Web Vital of real
// visits (the app's 'web-vitals' log-events) per page, brand and device class over the last N days
// (default 7), the figure the Core Web Vitals are judged by. Reads the database the back end
// writes: PostgreSQL (DATABASE_URL) while the back end runs; the embedded database (DATA_DIR) only
// while it is stopped, as for `pnpm backend:reset`.
import { pathToFileURL } from 'node:url';
import { loadConfig } from './config.ts';
import { type Db, migrate, openDb } from './db.ts';
import { WEB_VITALS_EVENT } from './metrics.ts';

export interface VitalsRow {
  metric: string;
  page: string;
  brand: string;
  device: string;
  visits: number;
  /** Milliseconds, or the layout shift score for CLS. */
  p75: number;
}

/** The p75 of each metric per page, brand and device class, of the reports since `since`. */
export async function readVitals(db: Db, since: Date): Promise<VitalsRow[]> {
  const rows = await db.query<{
    metric: string;
    page: string;
    brand: string;
    device: string;
    visits: number;
    p75: string;
  }>(
    `SELECT data->>'name' AS metric, data->>'page' AS page, data->>'brand' AS brand,
            data->>'device' AS device, count(*)::int AS visits,
            percentile_cont(0.75) WITHIN GROUP (ORDER BY (data->>'value')::float8)::text AS p75
       FROM events
      WHERE event = $1 AND created_at >= $2
      GROUP BY 1, 2, 3, 4
      ORDER BY 2, 3, 4, 1`,
    [WEB_VITALS_EVENT, since],
  );
  return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
}

/** Google's thresholds of a good p75 (CLS a score, the rest milliseconds). */
const good: Record<string, number> = { LCP: 2500, INP: 200, CLS: 0.1, FCP: 1800, TTFB: 800 };

/** The report as a table, one line per page, brand, device class and metric. */
export function formatVitals(rows: VitalsRow[], days: number): string {
  if (rows.length === 0) return `No Web Vitals reported in the last ${days} days.`;
  const header = ['page', 'brand', 'device', 'metric', 'p75', 'visits', ''];
  const lines = rows.map((row) => [
    row.page,
    row.brand,
    row.device,
    row.metric,
    row.metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`,
    String(row.visits),
    row.p75 <= (good[row.metric] ?? Number.POSITIVE_INFINITY) ? 'good' : 'needs work',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [`Web Vitals, p75 of the last ${days} days`, render(header), ...lines.map(render)].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const daysArgument = process.argv.indexOf('--days');
  const days = daysArgument > 0 ? Number(process.argv[daysArgument + 1]) : 7;
  if (!Number.isFinite(days) || days <= 0) {
    console.error('Usage: pnpm vitals:report [--days N]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDb(config);
  await migrate(db);
  const rows = await readVitals(db, new Date(Date.now() - days * 86_400_000));
  await db.close();
  console.log(formatVitals(rows, days));
}
