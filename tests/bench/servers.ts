// Starts the reference back end and the built app on free loopback ports for benchmark scripts.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface Servers {
  apiUrl: string;
  appPort: number;
  stop: () => Promise<void>;
}

// BENCH_API_PORT / BENCH_APP_PORT override the ports (parallel runs on one machine).
export async function startServers(ports: { apiPort?: number; appPort?: number } = {}): Promise<Servers> {
  const apiPort = Number(process.env.BENCH_API_PORT ?? ports.apiPort ?? 4390);
  const appPort = Number(process.env.BENCH_APP_PORT ?? ports.appPort ?? 5390);
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const backend: ChildProcess = spawn('pnpm', ['--filter', '@casino/reference-backend', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${apiUrl}/api/core/casino/settings2`, 120_000);
  // The built server, as production runs it (dist/.server/serve.js is plain JavaScript).
  const distDir = join(repoRoot, 'apps/casino/dist');
  const { startServer } = (await import(join(distDir, '.server/serve.js'))) as {
    startServer: typeof import('../../apps/casino/server/appServer.ts').startServer;
  };
  const { close, warm } = await startServer({
    root: distDir,
    port: appPort,
    env: { ...process.env, CASINO_API_URL: apiUrl },
  });
  await warm;
  return {
    apiUrl,
    appPort,
    stop: async () => {
      await close();
      // The group may have gone already (the back end exits with its pnpm parent): nothing to stop.
      if (backend.pid)
        try {
          process.kill(-backend.pid, 'SIGTERM');
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Asks the back end for every game's thumbnail once, so that a measurement does not share the
 * machine's two cores with the reference back end drawing them (sharp renders each on its first
 * request; an operator's thumbnails are ready-made files behind a CDN). Returns how many.
 */
export async function warmGameThumbnails(apiUrl: string, concurrency = 4): Promise<number> {
  const urls: string[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const response = await fetch(`${apiUrl}/api/games?sort=name&limit=100&pageNo=${pageNo}`);
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    const { rows } = ((await response.json()) as { data: { games: { rows: { thumbnailUrl: string }[] } } })
      .data.games;
    urls.push(...rows.map((game) => new URL(game.thumbnailUrl, apiUrl).href));
    if (rows.length < 100) break;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++] as string;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      }
    }),
  );
  return urls.length;
}
