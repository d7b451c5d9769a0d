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

  constructor(init: {
    kind: ApiErrorKind;
    method: string;
    path: string;
    status?: number;
    body?: unknown;
    cause?: unknown;
  }) {
    super(ApiError.describe(init), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.method = init.method;
    this.path = init.path;
  }

  private static describe(init: {
    kind: ApiErrorKind;
    method: string;
    path: string;
    status?: number;
    body?: unknown;
  }) {
    const where = `${init.method} ${init.path}`;
    if (init.kind === 'http') return `${where} answered ${init.status}${codeSuffix(init.body)}`;
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

function codeSuffix(body: unknown): string {
  const code = (body as ServerErrorBody | undefined)?.error?.code;
  return code ? ` (${code})` : '';
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
