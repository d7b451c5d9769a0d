// Every failed call becomes an ApiError with a kind the UI can branch on, and the server's
// error body when there is one, so a screen can show the server's message or a clear state.

export type ApiErrorKind =
  /** The server answered with a status other than 200 (403 included). */
  | 'http'
  /** No answer within the read timeout (spec 7: 15 s). */
  | 'timeout'
  /** The request never reached a server (offline, DNS, refused, CORS). */
  | 'network'
  /** A 200 whose body is not JSON. */
  | 'malformed'
  /** A 200 whose JSON lacks what the app reads (a field missing or of another type). */
  | 'invalid-answer'
  /** The caller aborted (route change, unmount). */
  | 'aborted';

/** The error body of the reference back end: `{ error: { code, message, field?, details? } }`. */
export interface ServerErrorBody {
  error?: { code?: string; message?: string; field?: string; details?: Record<string, unknown> };
  message?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly method: string;
  readonly path: string;
  /** Seconds the server asked to wait before trying again (429 / 503 Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    method: string;
    path: string;
    status?: number;
    body?: unknown;
    cause?: unknown;
    retryAfterSeconds?: number | undefined;
    /** invalid-answer: where the answer differs from what the app reads (e.g. `data.location: missing`). */
    problem?: string;
  }) {
    super(ApiError.describe(init), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
    this.retryAfterSeconds = init.retryAfterSeconds ?? detailSeconds(init.body);
  }

  private static describe(init: {
    kind: ApiErrorKind;
    method: string;
    path: string;
    status?: number;
    body?: unknown;
    problem?: string;
  }) {
    const where = `${init.method} ${init.path}`;
    if (init.kind === 'http') return `${where} answered ${init.status}${codeSuffix(init.body)}`;
    if (init.kind === 'invalid-answer')
      return `${where} answered 200 with an unexpected shape (${init.problem})`;
    return `${where} failed: ${init.kind}`;
  }

  /** The spec 8 error code the server sent, if any (e.g. PAYMENT_LIMIT_THRESHOLD). */
  get code(): string | undefined {
    return (this.body as ServerErrorBody | undefined)?.error?.code;
  }

  /** The server's own message, if any (spec 8: sign-up shows the server message or 'msg.try.again'). */
  get serverMessage(): string | undefined {
    const body = this.body as ServerErrorBody | undefined;
    return body?.error?.message ?? body?.message;
  }

  /** What the server adds to its error (`error.details`), if anything. */
  get details(): Record<string, unknown> | undefined {
    return (this.body as ServerErrorBody | undefined)?.error?.details;
  }

  /** The field a 400 names, if any. */
  get field(): string | undefined {
    return (this.body as ServerErrorBody | undefined)?.error?.field;
  }

  /** Worth retrying: the server or the network failed, not the request. */
  get retryable(): boolean {
    return (
      this.kind === 'timeout' ||
      this.kind === 'network' ||
      (this.kind === 'http' && (this.status ?? 0) >= 500)
    );
  }
}

/** The reference back end repeats Retry-After in the body (`details.retryAfterSeconds`). */
function detailSeconds(body: unknown): number | undefined {
  const seconds = (body as ServerErrorBody | undefined)?.error?.details?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : undefined;
}

/** A Retry-After header (delay in seconds, or an HTTP date) as whole seconds from `now`. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function codeSuffix(body: unknown): string {
  const code = (body as ServerErrorBody | undefined)?.error?.code;
  return code ? ` (${code})` : '';
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
