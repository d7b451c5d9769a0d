// Types of e2e-shards.mjs (plain JavaScript, so that `node tests/run-e2e.mjs` runs it as is).

/** One spec file in one project: the unit the shards are planned in. */
export interface Unit {
  project: string;
  file: string;
}

export interface ListedUnit extends Unit {
  tests: number;
  durationMs: number;
}

export interface WeighedUnit extends ListedUnit {
  weightMs: number;
}

export interface Shard {
  units: WeighedUnit[];
  weightMs: number;
}

/** `[project] › file` → milliseconds. */
export type Durations = Record<string, number>;

export function unitKey(unit: Unit): string;
export function unitsOf(report: unknown): ListedUnit[];
export function durationsOf(report: unknown): Durations;
export function weigh(units: ListedUnit[], durations: Durations): WeighedUnit[];
export function planShards(weighted: WeighedUnit[], shardCount: number): Shard[];
export function testListOf(shard: Shard): string;
