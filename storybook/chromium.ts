// Debian's Chromium (apt-get install chromium), never a Playwright browser download.
import { execFileSync } from 'node:child_process';

export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser']).toString().trim();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
