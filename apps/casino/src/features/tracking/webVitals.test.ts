import { buildRouteTable } from '@casino/layout-engine';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The library's measurements, captured: each test settles a metric by calling its callback.
const settle = vi.hoisted(() => new Map<string, (metric: { name: string; value: number }) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: { name: string; value: number }) => void) =>
    settle.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const { pageKeyOf, startWebVitals, webVitalData } = await import('./webVitals.ts');

const routes = buildRouteTable('basic');
const breakpoints = { tablet: 768, desktop: 1025 } as const;
const visit = { routes, brand: 'lulu', locale: 'de', landing: '/de/casino', breakpoints };

afterEach(() => settle.clear());

describe('the page a Web Vitals report names', () => {
  it('is the route table’s key of the landing path, with or without a locale prefix', () => {
    expect(pageKeyOf(routes, '/')).toBe('home');
    expect(pageKeyOf(routes, '/casino')).toBe('casino');
    expect(pageKeyOf(routes, '/de/casino')).toBe('casino');
    expect(pageKeyOf(routes, '/de')).toBe('home');
    expect(pageKeyOf(routes, '/no/such/page')).toBeUndefined();
  });
});

describe('a Web Vitals report', () => {
  it('carries the metric, the landing page, brand, locale and device class, and nothing else', () => {
    expect(webVitalData({ name: 'LCP', value: 1834.6 }, visit, 375)).toEqual({
      name: 'LCP',
      value: 1835,
      page: 'casino',
      brand: 'lulu',
      locale: 'de',
      device: 'mobile',
    });
    expect(webVitalData({ name: 'CLS', value: 0.043219 }, { ...visit, landing: '/gone' }, 1280)).toEqual({
      name: 'CLS',
      value: 0.0432,
      page: 'notFound',
      brand: 'lulu',
      locale: 'de',
      device: 'desktop',
    });
  });

  it('sends each settled metric once through log-event; a failed send is dropped quietly', async () => {
    const logEvent = vi.fn(async (_payload: unknown) => ({ success: true }) as never);
    startWebVitals({ api: { logEvent }, ...visit });
    expect([...settle.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    settle.get('INP')?.({ name: 'INP', value: 96 });
    expect(logEvent).toHaveBeenCalledTimes(1);
    expect(logEvent.mock.calls[0]?.[0]).toMatchObject({
      event: 'web-vitals',
      data: { name: 'INP', value: 96, page: 'casino', brand: 'lulu', locale: 'de' },
    });
    logEvent.mockRejectedValueOnce(new Error('offline'));
    settle.get('TTFB')?.({ name: 'TTFB', value: 310 });
    await Promise.resolve();
    expect(logEvent).toHaveBeenCalledTimes(2);
  });
});
