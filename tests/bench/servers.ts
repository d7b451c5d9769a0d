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

// BENCH_API_PORT / BENCH_APP_PORT: two benches on one machine must not answer each other.
export async function startServers({
  apiPort = Number(process.env.BENCH_API_PORT ?? 4390),
  appPort = Number(process.env.BENCH_APP_PORT ?? 5390),
} = {}): Promise<Servers> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const backend: ChildProcess = spawn('pnpm', ['--filter', '@casino/reference-backend', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${apiUrl}/api/core/casino/settings2`, 120_000);
  const { startServer } = (await import(join(repoRoot, 'apps/casino/server/serve.mjs'))) as {
    startServer: (options: {
      port: number;
      env: NodeJS.ProcessEnv;
    }) => Promise<{ server: import('node:http').Server; warm: Promise<void> }>;
  };
  const { server, warm } = await startServer({
    port: appPort,
    env: { ...process.env, CASINO_API_URL: apiUrl },
  });
  await warm;
  return {
    apiUrl,
    appPort,
    stop: async () => {
      server.close();
      if (backend.pid) process.kill(-backend.pid, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
