// What `pnpm start` runs. Each entry starts only when the folder it `requires` exists.
export const services = [
  {
    name: 'reference back end',
    requires: 'apps/reference-backend/package.json',
    command: ['pnpm', '--filter', '@casino/reference-backend', 'start'],
    // The documented demo partner key (apps/reference-backend/README.md), so demo links can be
    // signed, and the demo payment provider (test cards, simulated outcomes, demo 3DS).
    env: { LINKED_SIGNUP_KEY: 'demo-partner-key-not-for-production', PAYMENTS_DEMO: '1' },
    url: 'http://127.0.0.1:4000 (API reference: /docs)',
  },
  {
    name: 'casino app',
    requires: 'apps/casino/package.json',
    // Built once, then served with its production security headers, pointed at the back end.
    command: ['sh', '-c', 'pnpm --filter @casino/app build >/dev/null && pnpm --filter @casino/app preview'],
    env: { CASINO_API_URL: 'http://127.0.0.1:4000', PORT: '5173' },
    url: 'http://127.0.0.1:5173 (brands: http://lulu.localhost:5173, http://wincraft.localhost:5173)',
  },
  {
    name: 'storybook',
    requires: 'storybook/package.json',
    command: ['pnpm', '--filter', '@casino/storybook', 'dev'],
    url: 'http://127.0.0.1:6006',
  },
];
