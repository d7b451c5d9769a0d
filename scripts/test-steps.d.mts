// Types of test-steps.mjs (plain JavaScript, so that `node scripts/test-all.mjs` runs it as is).
import type { Step } from './test-report.mjs';

export const defaultTimeoutMs: number;
export const steps: Step[];
