// What `pnpm start` runs. Each entry starts only when the folder it `requires` exists.
export const services = [
  {
    name: 'reference back end',
    requires: 'apps/reference-backend/package.json',
    command: ['pnpm', '--filter', '@casino/reference-backend', 'start'],
    url: 'http://127.0.0.1:4000 (API reference: /docs)',
  },
  {
    name: 'storybook',
    requires: 'storybook/package.json',
    command: ['pnpm', '--filter', '@casino/storybook', 'dev'],
    url: 'http://127.0.0.1:6006',
  },
];
