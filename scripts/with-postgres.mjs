#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL server: initdb in a temporary folder, start on
// 127.0.0.1, run the command with TEST_DATABASE_URL and DATABASE_URL set, then stop the server
// and delete the folder, also when the command fails, hangs (--timeout) or we are interrupted.
// The command runs in its own process group, so a stop reaches its workers too (vitest's).
// `pnpm test` passes --timeout: its step limit minus 30 s (scripts/test-steps.mjs), so this
// limit fires first and the server is stopped and the folder deleted before the step is killed.
//
//   node scripts/with-postgres.mjs [--port 55432] [--timeout 270]
//        [--expect-tests FILE --matching TEXT] -- command args...
//
// --expect-tests: after the command, FILE (a vitest JSON report) must list at least one passed
// test whose full name contains TEXT; a step whose race tests were all skipped or filtered out
// then fails instead of passing by proving nothing.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
if (dash < 0 || dash === argv.length - 1) {
  console.error(
    'usage: with-postgres.mjs [--port N] [--timeout S] [--expect-tests FILE --matching TEXT] -- cmd...',
  );
  process.exit(2);
}
const options = argv.slice(0, dash);
const command = argv.slice(dash + 1);
const option = (name, fallback) => {
  const i = options.indexOf(name);
  return i >= 0 ? options[i + 1] : fallback;
};
const port = Number(option('--port', process.env.PG_TEST_PORT ?? 55432));
const timeoutSeconds = Number(option('--timeout', 270));
const expectFile = option('--expect-tests', undefined);
const expectText = option('--matching', '');

/** The newest installed PostgreSQL's bin folder (Debian keeps them under /usr/lib/postgresql). */
function binDir() {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin');
  }
  const probe = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (probe.status === 0) return probe.stdout.trim();
  console.error("with-postgres: no PostgreSQL found (scripts/setup.sh installs Debian's postgresql)");
  process.exit(2);
}

const bin = binDir();
const isRoot = process.getuid?.() === 0;
// initdb and postgres refuse to run as root: run them as the postgres user then.
const asServerUser = (exe, args) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, exe), ...args]] : [join(bin, exe), args];
const run = (exe, args) => {
  const [file, list] = asServerUser(exe, args);
  const res = spawnSync(file, list, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${exe} failed (${res.status}): ${res.stderr || res.stdout}`);
  return res.stdout;
};

const dir = mkdtempSync(join(tmpdir(), 'casino-pg-'));
if (isRoot) spawnSync('chown', ['postgres:postgres', dir]);
chmodSync(dir, 0o700);
const dataDir = join(dir, 'data');
let started = false;

function stopServer() {
  if (started) {
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error(`with-postgres: ${error.message}`);
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let child;
/** Signals the command's whole process group (its workers too). */
function killCommand(signal) {
  try {
    if (child?.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killCommand('SIGTERM');
    stopServer();
    process.exit(130);
  });
}

let status = 1;
try {
  run('initdb', ['-D', dataDir, '-U', 'casino', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // The socket goes to our own folder (the default one may not exist or not be writable).
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-o',
    `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  started = true;
  const url = `postgres://casino@127.0.0.1:${port}/postgres`;
  console.log(`with-postgres: PostgreSQL (${bin}) on 127.0.0.1:${port}`);
  status = await new Promise((resolve) => {
    const commandProcess = spawn(/** @type {string} */ (command[0]), command.slice(1), {
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: url },
    });
    child = commandProcess;
    const timer = setTimeout(() => {
      console.error(`with-postgres: the command ran longer than ${timeoutSeconds} s; stopping it`);
      killCommand('SIGKILL');
    }, timeoutSeconds * 1000);
    commandProcess.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? (signal ? 1 : 0));
    });
    commandProcess.on('error', (error) => {
      clearTimeout(timer);
      console.error(`with-postgres: ${error.message}`);
      resolve(1);
    });
  });
  if (expectFile) {
    const report = existsSync(expectFile)
      ? JSON.parse(readFileSync(expectFile, 'utf8'))
      : { testResults: [] };
    const passed = report.testResults
      .flatMap((file) => file.assertionResults ?? [])
      .filter((t) => t.status === 'passed' && t.fullName.includes(expectText)).length;
    console.log(`with-postgres: ${passed} passed test(s) matching "${expectText}"`);
    if (passed === 0) {
      console.error('with-postgres: no such test ran on PostgreSQL: failing the step');
      status = status || 1;
    }
  }
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  status = 1;
} finally {
  stopServer();
}
process.exit(status);
