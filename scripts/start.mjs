#!/usr/bin/env node
// `pnpm start`: starts every part of the product that exists in this checkout, each on
// 127.0.0.1, prints their URLs, and stops them all on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { services } from './services.mjs';

/** @type {{ service: (typeof services)[number], child: import('node:child_process').ChildProcess }[]} */
const running = [];
for (const service of services) {
  if (!existsSync(service.requires)) continue;
  const child = spawn(/** @type {string} */ (service.command[0]), service.command.slice(1), {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...service.env },
  });
  const prefix = `[${service.name}]`;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`${prefix} ${line}\n`);
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix} exited with code ${code}`);
    if (code && code !== 0) shutdown(code);
  });
  running.push({ service, child });
}

if (!running.length) {
  console.error('Nothing to start yet.');
  process.exit(1);
}

console.log('\nStarting:');
for (const { service } of running) console.log(`  ${service.name.padEnd(18)} ${service.url}`);
console.log('Press Ctrl-C to stop.\n');

function shutdown(code = 0) {
  for (const { child } of running) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
