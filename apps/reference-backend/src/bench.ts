/**
 * Load benchmark (loopback only, bounded): 200 concurrent clients for 20 s on get-user-details,
 * then on the game list and the lobby's filtered list, against a fresh server in a child process (in-memory PGlite).
 * Prints p50/p99 latency, throughput and errors. A script that prints, not a test.
 *
 *   pnpm --filter @casino/reference-backend bench        (BENCH_SECONDS / BENCH_CONNECTIONS to change)
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');

const child = spawn(process.execPath, ['--import', 'tsx', join(pkg, 'src', 'main.ts')], {
  cwd: pkg,
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    CORE_PORT: '',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    CASINO_TEST_MODE: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => child.kill('SIGTERM');
process.on('exit', stop);

const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const m = /casino host\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (m?.[1]) resolve(m[1]);
  });
  child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const login = await fetch(`${base}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'depositor@demo.casino', password: 'Demo1234!' }),
});
const { accessToken } = (await login.json()) as { accessToken: string };

const SEARCHES = ['a', 'mega', 'fruit', 'lightning', 'gold', 'ré', 'star', 'fox', 'o', 'live', 'wild', 'bl'];
const SORTS = ['sort', 'name', 'releaseDate', 'rtp'];
const PROVIDERS = (
  (await (await fetch(`${base}/api/games/providers`)).json()) as { data: { providers: { slug: string }[] } }
).data.providers.map((p) => p.slug);

const targets: {
  name: string;
  path: string;
  headers: Record<string, string>;
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}[] = [
  {
    name: 'GET /api/user/get-user-details',
    path: '/api/user/get-user-details',
    headers: { authorization: `Bearer ${accessToken}` },
  },
  { name: 'GET /api/games?category=slots&limit=50', path: '/api/games?category=slots&limit=50', headers: {} },
  {
    // The lobby's filtered list: search, two providers, an RTP floor and a sort that change on
    // every request (tens of thousands of combinations): every answer is filtered, sorted and
    // paged for its request (catalogue.ts), none repeated from an earlier one.
    name: 'GET /api/games (search+filters+sort)',
    path: '/api/games?search=a&limit=48',
    headers: {},
    setupRequest: (request: autocannon.Request) => {
      const search = SEARCHES[Math.floor(Math.random() * SEARCHES.length)] as string;
      const sort = SORTS[Math.floor(Math.random() * SORTS.length)] as string;
      const rtpMin = (92 + Math.floor(Math.random() * 600) / 100).toFixed(2);
      const providers = `providers=${PROVIDERS[Math.floor(Math.random() * PROVIDERS.length)]}&providers=${PROVIDERS[Math.floor(Math.random() * PROVIDERS.length)]}`;
      request.path = `/api/games?search=${encodeURIComponent(search)}&${providers}&rtpMin=${rtpMin}&maxMultiplierMin=500&sort=${sort}&limit=48`;
      return request;
    },
  },
];

console.log(
  `Benchmark: ${connections} concurrent clients, ${duration} s per call, server ${base} (loopback)\n`,
);
let failed = false;
for (const t of targets) {
  // warm-up: a second of traffic so the first measurements are not the JIT's
  const requests = t.setupRequest ? [{ setupRequest: t.setupRequest }] : undefined;
  await autocannon({ url: base + t.path, headers: t.headers, connections: 10, duration: 1, requests });
  const r = await autocannon({
    url: base + t.path,
    headers: t.headers,
    connections,
    duration,
    timeout: 15,
    requests,
  });
  // autocannon's errors already include its timeouts.
  const errors = r.errors + r.non2xx;
  if (errors > 0) failed = true;
  console.log(
    `${t.name.padEnd(40)} p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   ` +
      `${Math.round(r.requests.average)} req/s   ${r.requests.total} requests   errors ${errors} (non-2xx ${r.non2xx}, timeouts ${r.timeouts})`,
  );
}
stop();
process.exitCode = failed ? 1 : 0;
