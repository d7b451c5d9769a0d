import { type Config, DEMO_LINKED_SIGNUP_KEY, productionFlag } from './config.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from './seed.ts';

/**
 * What a start prints about the features that must never be on by accident: the mode, and for each
 * demo or test feature whether it is on and, in production, the flag that turned it on. One line
 * each, `<name>  <state>`, so an operator reads at a glance what this process will do.
 */
export function startupReport(config: Config): string[] {
  const allowedBy = (flag: Parameters<typeof productionFlag>[0]) =>
    config.production ? ` (allowed in production by ${productionFlag(flag)}=1)` : '';
  const line = (name: string, state: string) => `${name.padEnd(14)}${state}`;
  const demoKey = config.linkedSignupKey === DEMO_LINKED_SIGNUP_KEY;
  return [
    line('mode', config.production ? 'production' : 'development (NODE_ENV is not production)'),
    line(
      'demo players',
      config.demoPlayers
        ? `ON in an empty database${allowedBy('demoPlayers')}: ${DEMO_PLAYERS.map((p) => p.email).join(', ')}, password ${DEMO_PASSWORD}`
        : 'off (not seeded)',
    ),
    line(
      'demo payments',
      config.paymentsDemo
        ? `ON: test cards and simulated outcomes deposit money (PAYMENTS_DEMO=1)${allowedBy('paymentsDemo')}`
        : 'off (PAYMENTS_DEMO unset: deposits need a configured provider)',
    ),
    line(
      'partner key',
      demoKey
        ? `ON: the published demo key${allowedBy('demoPartnerKey')}`
        : config.linkedSignupKey
          ? 'set (LINKED_SIGNUP_KEY)'
          : 'not set (linked sign-ups are refused)',
    ),
    line('test mode', config.testMode ? `ON (/__test/...)${allowedBy('testMode')}` : 'off'),
    line('API reference', config.apiDocs ? `ON (/docs, /openapi.json)${allowedBy('apiDocs')}` : 'off'),
  ];
}
