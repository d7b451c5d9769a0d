// GET /metrics (issue 37): the Prometheus text format, parsed here line by line, with the figures
// the calls before the scrape must have moved: requests by route template, rate-limit refusals,
// money movements from the database, and the Web Vitals a visit reported through log-event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from '../src/rateLimits.ts';
import { formatVitals, readVitals } from '../src/vitals-report.ts';
import { makeServer, type TestServer, VISA } from './helpers.ts';

/** One sample of the exposition format: `name{label="value",...} number`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

// Values as Go's ParseFloat reads them (Prometheus): NaN and Inf in any case.
const sampleLine =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|nan|[+-]?inf))$/i;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the text format strictly: a line that is neither a comment nor a sample throws. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`Not the Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(labelPair)) labels[pair[1] as string] = pair[2] as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (0 when there is none). */
const sampleTotal = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

let s: TestServer;
const scrape = async (headers: Record<string, string> = {}) => {
  const res = await s.call('GET', '/metrics', { headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return parseMetrics(res.body);
};

beforeAll(async () => {
  // The log-event limit at its real size (300 a minute from one address), so a burst meets it.
  s = await makeServer({ rateLimits: rateLimitsFromEnv({}), metricsToken: 'scrape-secret' });
});
afterAll(() => s?.close());

describe('GET /metrics', () => {
  it('counts answers by route template, never by the address typed', async () => {
    const before = await scrape();
    await s.call('GET', '/health');
    await s.call('GET', '/nothing/here/42');
    await s.call('GET', '/nothing/else/43');
    const after = await scrape();
    const requests = (labels: Record<string, string>) =>
      sampleTotal(after, 'casino_http_requests_total', labels) -
      sampleTotal(before, 'casino_http_requests_total', labels);
    expect(requests({ method: 'GET', route: '/health', status: '200' })).toBe(1);
    expect(requests({ route: 'unmatched', status: '404' })).toBe(2);
    expect(after.some((sample) => sample.labels.route?.includes('/nothing'))).toBe(false);
    expect(
      sampleTotal(after, 'casino_http_request_duration_seconds_count', { method: 'GET', route: '/health' }),
    ).toBeGreaterThanOrEqual(1);
    // The process's own figures (memory, event loop) for the operator.
    expect(sampleTotal(after, 'casino_backend_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the money movements recorded in the database, by type, status and currency', async () => {
    const count = () =>
      scrape().then((samples) =>
        sampleTotal(samples, 'casino_money_movements', {
          type: 'deposit',
          status: 'completed',
          currency: 'EUR',
        }),
      );
    const before = await count();
    const token = await s.login('kyc@demo.casino');
    const res = await s.call('POST', '/api/user/deposit', {
      token,
      body: { paymentMethodId: 1, amount: 25, card: VISA },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('observes the Web Vitals a visit reports through log-event, and refuses a malformed one', async () => {
    const report = (data: Record<string, unknown>) =>
      s.call('POST', '/api/user/log-event', { body: { event: 'web-vitals', data } });
    const visit = { page: 'liveCasino', brand: 'curacao', locale: 'de', device: 'mobile' };
    for (const [name, value] of [
      ['LCP', 1800],
      ['INP', 120],
      ['FCP', 900],
      ['TTFB', 300],
      ['CLS', 0.04],
    ] as const)
      expect((await report({ ...visit, name, value })).statusCode).toBe(200);
    const samples = await scrape();
    const timing = { metric: 'LCP', page: 'liveCasino', brand: 'curacao', device: 'mobile' };
    expect(sampleTotal(samples, 'casino_web_vitals_seconds_count', timing)).toBe(1);
    expect(sampleTotal(samples, 'casino_web_vitals_seconds_sum', timing)).toBeCloseTo(1.8);
    expect(sampleTotal(samples, 'casino_web_vitals_seconds_bucket', { ...timing, le: '2.5' })).toBe(1);
    expect(sampleTotal(samples, 'casino_web_vitals_seconds_bucket', { ...timing, le: '1.8' })).toBe(1);
    expect(sampleTotal(samples, 'casino_web_vitals_seconds_bucket', { ...timing, le: '1' })).toBe(0);
    expect(
      sampleTotal(samples, 'casino_web_vitals_cls_sum', {
        page: 'liveCasino',
        brand: 'curacao',
        device: 'mobile',
      }),
    ).toBeCloseTo(0.04);
    // pnpm vitals:report's figures: the p75 per page, brand and device class.
    const report75 = await readVitals(s.ctx.db, new Date(Date.now() - 86_400_000));
    expect(report75.find((row) => row.metric === 'LCP' && row.page === 'liveCasino')).toMatchObject({
      brand: 'curacao',
      device: 'mobile',
      visits: 1,
      p75: 1800,
    });
    const table = formatVitals(report75, 1);
    expect(table).toMatch(/liveCasino\s+curacao\s+mobile\s+LCP\s+1800 ms\s+1\s+good/);
    expect(table).toMatch(/liveCasino\s+curacao\s+mobile\s+CLS\s+0\.040\s+1\s+good/);
    for (const wrong of [
      { ...visit, name: 'FID', value: 10 },
      { ...visit, name: 'LCP', value: -1 },
      { ...visit, name: 'LCP', value: '1800' },
      { ...visit, name: 'LCP', value: 1800, page: '/casino?q=someone@example.com' },
      { ...visit, name: 'LCP', value: 1800, device: 'iPhone 15' },
    ]) {
      const res = await report(wrong);
      expect(res.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  // Last of the log-event tests: the burst leaves the address over its limit for a minute.
  it('counts rate-limit refusals by route', async () => {
    const burst = await Promise.all(
      Array.from({ length: 320 }, () =>
        s.call('POST', '/api/user/log-event', { body: { event: 'page-view', data: { page: 'home' } } }),
      ),
    );
    const refused = burst.filter((res) => res.statusCode === 429).length;
    expect(refused).toBeGreaterThan(0);
    const samples = await scrape();
    expect(sampleTotal(samples, 'casino_rate_limit_refusals_total', { route: '/api/user/log-event' })).toBe(
      refused,
    );
  });

  it('is not served through a proxy or to another machine without the token', async () => {
    const proxied = await s.call('GET', '/metrics', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('casino_');
    const remote = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    const withToken = await s.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(parseMetrics(withToken.body).length).toBeGreaterThan(0);
  });
});
