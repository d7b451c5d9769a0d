// Types of test-report.mjs (plain JavaScript, so that `node scripts/test-all.mjs` runs it as is).
export interface Failure {
  title: string;
  message: string;
}
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Tests marked test.fail() (Playwright): not allowed, they fail their step. */
  expectedToFail?: number;
  failures?: Failure[];
}
export interface Step {
  name: string;
  command: string[];
  /** Wall-time limit; defaultTimeoutMs without one. */
  timeoutMs?: number;
  env?: Record<string, string>;
  when?: () => boolean;
  report?: { file: string; parse: (json: unknown) => Counts };
}
/** A report file as test-all found it: its text, or why there is none. */
export type FoundReport = { text: string } | { missing: true } | { error: string };
export interface StepResult {
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  notes: string[];
  failures: Failure[];
}
export function vitestCounts(json: unknown): Counts;
export function playwrightFailures(json: unknown): Failure[];
/** The engines run's report (tests/engines/run.ts); planned runs that never reported count as failed. */
export function enginesCounts(json: unknown): Counts;
export function playwrightCounts(json: unknown, options?: { flakyFails?: boolean }): Counts;
export function stepResult(
  step: Step,
  status: number | 'timeout',
  report: FoundReport | undefined,
  timeoutMs: number,
): StepResult;
