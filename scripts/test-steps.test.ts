// The steps' time limits must leave CI (90 minutes, setup.sh included) the time to print the
// summary: every step hung to its limit still ends inside it.
import { describe, expect, it } from 'vitest';
import { defaultTimeoutMs, steps } from './test-steps.mjs';

const limitOf = (step: (typeof steps)[number]) => step.timeoutMs ?? defaultTimeoutMs;

describe('pnpm test steps', () => {
  it('their time limits add up to less than 80 minutes', () => {
    const total = steps.reduce((sum, step) => sum + limitOf(step), 0);
    const each = steps.map((step) => `${step.name} ${limitOf(step) / 60_000} min`).join(', ');
    expect(total / 60_000, `the limits: ${each}`).toBeLessThan(80);
  });

  it('with-postgres stops its command before the step limit would kill it', () => {
    const step = steps.find((candidate) => candidate.command.includes('scripts/with-postgres.mjs'));
    const timeout = step?.command[step.command.indexOf('--timeout') + 1];
    expect(step?.command).toContain('--timeout');
    expect(Number(timeout) * 1000).toBeLessThan(limitOf(step as (typeof steps)[number]));
  });
});
