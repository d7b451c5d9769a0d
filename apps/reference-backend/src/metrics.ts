// Prometheus metrics of one back-end process (issue 37): GET /metrics in the text format, for an
// operator's Prometheus. Per route (the route's template, never the address a caller typed):
// request rate, latency and errors, and rate-limit refusals; the open sockets by kind; the money
// movements by type, status and currency, read from the database at each scrape, so every
// instance sharing one database reports the same figures; and the Web Vitals of real visits,
// reported by the app through log-event (no personal data: the page key, brand, locale and a
// device class only). Loopback callers, or callers with METRICS_TOKEN as a bearer token, get them;
// anyone else a 404, as if there were no such path.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isLoopbackHost } from './client-address.ts';
import type { Ctx, Realtime } from './context.ts';
import type { Db } from './db.ts';

/** The log-event name of a Web Vitals report. */
export const WEB_VITALS_EVENT = 'web-vitals';

/** The Web Vitals the app reports: four timings (milliseconds) and the layout shift score. */
export const webVitalTimings = ['LCP', 'INP', 'FCP', 'TTFB'] as const;
export const webVitalNames = [...webVitalTimings, 'CLS'] as const;
/** The app's viewport classes (spec 9 breakpoints: mobile < 768 px, tablet to 1024, desktop). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** What a `web-vitals` log-event carries. */
export interface WebVitalReport {
  name: WebVitalName;
  value: number;
  page: string;
  brand: string;
  locale: string;
  device: (typeof deviceClasses)[number];
}

/** A page key (camelCase, as the route table names pages) or a brand id. */
const key = /^[a-zA-Z0-9][a-zA-Z0-9-]{0,39}$/;
const localeKey = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

/** The report in a `web-vitals` event's data, or why it is not one. */
export function parseWebVital(data: unknown): WebVitalReport | string {
  if (typeof data !== 'object' || data === null) return 'data must be an object';
  const { name, value, page, brand, locale, device } = data as Record<string, unknown>;
  if (!webVitalNames.includes(name as WebVitalName)) return `name must be one of ${webVitalNames.join(', ')}`;
  // A timing beyond ten minutes, or a layout shift beyond 100, is not a measurement.
  const ceiling = name === 'CLS' ? 100 : 600_000;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > ceiling)
    return `value must be a number from 0 to ${ceiling}`;
  if (typeof page !== 'string' || !key.test(page)) return 'page must be a page key';
  if (typeof brand !== 'string' || !key.test(brand)) return 'brand must be a brand id';
  if (typeof locale !== 'string' || !localeKey.test(locale)) return 'locale must be a locale';
  if (!deviceClasses.includes(device as WebVitalReport['device']))
    return `device must be one of ${deviceClasses.join(', ')}`;
  return {
    name: name as WebVitalName,
    value,
    page,
    brand,
    locale,
    device: device as WebVitalReport['device'],
  };
}

export interface Metrics {
  registry: Registry;
  /** The text a scrape gets (the money movements read from the database first). */
  scrape(): Promise<string>;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  observeWebVital(report: WebVitalReport): void;
}

/** What the metrics read at a scrape: the database (money movements) and the open sockets. */
export interface MetricsSources {
  db: Db;
  sockets: () => ReturnType<Realtime['socketCounts']>;
}

/** A registry of its own per context (tests build many in one process). */
export function createMetrics({ db, sockets }: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'casino_backend_' });
  const requests = new Counter({
    name: 'casino_http_requests_total',
    help: 'Requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'casino_http_request_duration_seconds',
    help: 'Time to answer, by method and route template',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'casino_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429 RATE_LIMITED), by route template',
    labelNames: ['route'],
    registers: [registry],
  });
  new Gauge({
    name: 'casino_sockets',
    help: 'Open sockets of this process: all, players (in a user room), guests, seated at a table',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      for (const [kind, count] of Object.entries(sockets())) this.set({ kind }, count);
    },
  });
  const movementLabels = ['type', 'status', 'currency'] as const;
  const movements = new Gauge({
    name: 'casino_money_movements',
    help: 'Money movements recorded (all instances sharing the database), by type, status and currency',
    labelNames: movementLabels,
    registers: [registry],
  });
  const movementAmounts = new Gauge({
    name: 'casino_money_movement_amount',
    help: 'Sum of the movements amounts in their currency (a monitoring figure, not for accounting)',
    labelNames: movementLabels,
    registers: [registry],
  });
  const timings = new Histogram({
    name: 'casino_web_vitals_seconds',
    help: 'Web Vitals timings of real visits (LCP, INP, FCP, TTFB), by page, brand and device class',
    labelNames: ['metric', 'page', 'brand', 'device'],
    // Around the good / needs-improvement / poor thresholds of each timing.
    buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
    registers: [registry],
  });
  const shifts = new Histogram({
    name: 'casino_web_vitals_cls',
    help: 'Cumulative layout shift of real visits, by page, brand and device class',
    labelNames: ['page', 'brand', 'device'],
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers: [registry],
  });

  return {
    registry,
    async scrape() {
      const rows = await db.query<{
        type: string;
        status: string;
        currency: string;
        n: string;
        total: string;
      }>(
        `SELECT type, status, currency_code AS currency, count(*)::text AS n, coalesce(sum(amount), 0)::text AS total
           FROM transactions GROUP BY type, status, currency_code`,
      );
      movements.reset();
      movementAmounts.reset();
      for (const row of rows) {
        const labels = { type: row.type, status: row.status, currency: row.currency };
        movements.set(labels, Number(row.n));
        movementAmounts.set(labels, Number(row.total));
      }
      return registry.metrics();
    },
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route }, seconds);
      if (status === 429) refusals.inc({ route });
    },
    observeWebVital({ name, value, page, brand, device }) {
      if (name === 'CLS') shifts.observe({ page, brand, device }, value);
      else timings.observe({ metric: name, page, brand, device }, value / 1000);
    },
  };
}

/**
 * Who may read the metrics: a direct caller on loopback (a request through a proxy carries
 * X-Forwarded-For, so a proxy on the same machine does not open them to the world), or anyone
 * with METRICS_TOKEN as a bearer token.
 */
function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (token && req.headers.authorization === `Bearer ${token}`) return true;
  return isLoopbackHost(req.socket.remoteAddress ?? '') && req.headers['x-forwarded-for'] === undefined;
}

/** Counts every answer by its route's template, and serves GET /metrics. */
export function registerMetrics(app: FastifyInstance, ctx: Ctx): void {
  const { metrics } = ctx;
  app.addHook('onResponse', async (req, reply) => {
    // A path that matched no route counts as one label, whatever was typed.
    const route = req.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics')
      metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!mayScrape(req, ctx.config.metricsToken))
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    return reply.type(metrics.registry.contentType).send(await metrics.scrape());
  });
}
