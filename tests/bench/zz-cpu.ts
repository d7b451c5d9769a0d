import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { brandIds, brandOriginFor } from './brands.ts';
import { startServers } from './servers.ts';
const brand = brandIds[0] as string;
const servers = await startServers({ apiPort: 4395, appPort: 5395 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'] });
try {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${brandOriginFor(brand, servers.appPort)}/casino`, { waitUntil: 'networkidle' });
  const box = page.getByRole('searchbox');
  await box.click();
  await page.keyboard.press('x'); await page.waitForTimeout(1500); await box.fill(''); await page.waitForTimeout(1500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (const word of ['gold', 'star', 'mega']) {
    for (const k of word) { await page.keyboard.press(k); await page.waitForTimeout(700); }
    await box.fill(''); await page.waitForTimeout(1000);
  }
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/keys.cpuprofile', JSON.stringify(profile));
} finally { await browser.close(); await servers.stop(); }
