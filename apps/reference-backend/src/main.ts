import { startServer } from './server.ts';
import { startupReport } from './startup-report.ts';

const running = await startServer({}, { LOG_LEVEL: 'warn', ...process.env });
const { ctx } = running;
const where = ctx.config.databaseUrl
  ? `PostgreSQL (${ctx.config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')})`
  : `PGlite in ${ctx.config.dataDir}`;
const docs = ctx.config.apiDocs
  ? `\n  API reference ${running.casinoUrl}/docs   (OpenAPI: ${running.casinoUrl}/openapi.json)`
  : '';
console.log(`Reference casino back end
  casino host   ${running.casinoUrl}   (socket.io at ${running.casinoUrl}/socket.io/)
  core host     ${running.coreUrl}/api/core/...${docs}
  database      ${where}
  brands        ${ctx.brands.brands.map((b) => b.id).join(', ') || '(none found)'}
${startupReport(ctx.config)
  .map((line) => `  ${line}`)
  .join('\n')}`);

// SIGTERM (a deploy, a scale-in) drains: /ready turns 503, new connections are refused, requests in
// flight finish (up to SHUTDOWN_TIMEOUT_MS), then the process exits.
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log(`Draining (up to ${ctx.config.shutdownTimeoutMs} ms), then stopping`);
  await running.close({ drainMs: ctx.config.shutdownTimeoutMs });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
