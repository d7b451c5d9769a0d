// Types of e2e-reports.mjs (plain JavaScript, run by node as is).
export interface PlaywrightStats {
  startTime?: string;
  duration: number;
  expected: number;
  skipped: number;
  unexpected: number;
  flaky: number;
}
export interface MergedReport {
  config: unknown;
  suites: unknown[];
  errors: { message?: string }[];
  stats: PlaywrightStats;
}
export function mergeReports(
  runs: readonly { what: string; code: number; text?: string; error?: string }[],
): MergedReport;
