import { DEMO_PASSWORD, DEMO_PLAYERS } from './seed.ts';
import { startServer } from './server.ts';

const running = await startServer({}, { LOG_LEVEL: 'warn', ...process.env });
const { ctx } = running;
const where = ctx.config.databaseUrl
  ? `PostgreSQL (${ctx.config.databaseUrl.replace(/\/\/[^@]*@/, '//***@')})`
  : `PGlite in ${ctx.config.dataDir}`;
console.log(`Reference casino back end
  casino host   ${running.casinoUrl}   (socket.io at ${running.casinoUrl}/socket.io/)
  core host     ${running.coreUrl}/api/core/...
  API reference ${running.casinoUrl}/docs   (OpenAPI: ${running.casinoUrl}/openapi.json)
  database      ${where}
  brands        ${ctx.brands.brands.map((b) => b.id).join(', ') || '(none found)'}
  test mode     ${ctx.config.testMode ? 'ON (/__test/...)' : 'off'}
  demo players  ${DEMO_PLAYERS.map((p) => p.email).join(', ')} — password ${DEMO_PASSWORD}`);

const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
