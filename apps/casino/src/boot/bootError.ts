// Why boot could not finish, on its own so the error screen loads without boot's machinery.
import type { ApiError } from '@casino/api-client';
import type { ConfigError } from '@casino/layout-engine';

export type BootFailure =
  | { kind: 'runtime-config'; message: string }
  | { kind: 'unreachable'; error: ApiError | Error }
  | { kind: 'invalid-config'; error: ConfigError };

export class BootError extends Error {
  constructor(readonly failure: BootFailure) {
    super(failure.kind);
  }
}
