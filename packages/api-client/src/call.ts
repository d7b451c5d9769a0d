// Typed calls over the transport: the path, its parameters, query, body and answer all come from
// the types generated from the back end's OpenAPI document (src/generated/api.ts), so a call the
// contract does not have, or a wrong field, fails the type check. An optional shape checks the
// answer where it arrives (see shape.ts).
import { ApiError } from './errors.ts';
import type { paths } from './generated/api.ts';
import type { Shape } from './shape.ts';
import type { HttpMethod, RequestOptions, Transport, UploadProgress } from './transport.ts';

export type ApiPath = keyof paths;
type Verb<M extends HttpMethod> = Lowercase<M>;
type Operation<P extends ApiPath, M extends HttpMethod> = NonNullable<paths[P][Verb<M>]>;

/** The paths the contract offers for one method. */
export type PathsFor<M extends HttpMethod> = {
  [P in ApiPath]: [Operation<P, M>] extends [never] ? never : P;
}[ApiPath];

type Json<C> = C extends { content: { 'application/json': infer A } } ? A : never;

/** The JSON a 200 answers. */
export type AnswerOf<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends {
    responses: { 200: infer R };
  }
    ? Json<R>
    : never;

export type BodyOf<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends {
    requestBody?: infer B;
  }
    ? Json<NonNullable<B>>
    : never;

type Parameters<P extends ApiPath, M extends HttpMethod> =
  Operation<P, M> extends { parameters: infer Q } ? Q : never;
export type QueryOf<P extends ApiPath, M extends HttpMethod> = NonNullable<
  Parameters<P, M> extends { query?: infer Q } ? Q : never
>;
export type PathParamsOf<P extends ApiPath, M extends HttpMethod> = NonNullable<
  Parameters<P, M> extends { path?: infer Q } ? Q : never
>;

type Optional<K extends string, V> = [V] extends [never]
  ? { [_ in K]?: never }
  : Record<string, never> extends V
    ? { [_ in K]?: V }
    : { [_ in K]: V };

/** What one call sends: path parameters, query and body as the contract names them. */
export type CallInit<P extends ApiPath, M extends HttpMethod, T> = Optional<'params', PathParamsOf<P, M>> &
  Optional<'query', QueryOf<P, M>> &
  Optional<'body', BodyOf<P, M>> & {
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
    /**
     * The fields the app reads: a 200 without them fails as ApiError 'invalid-answer'. Its type
     * must accept every answer the contract allows (a shape cannot demand more than the contract).
     */
    shape?: Shape<T> & ([AnswerOf<P, M>] extends [T] ? unknown : { contractLacks: T });
  };

/** A path with its `{name}` parameters filled in (each one URL-encoded; `{*}` keeps its slashes). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`);
    return name === '*'
      ? String(value).split('/').map(encodeURIComponent).join('/')
      : encodeURIComponent(String(value));
  });
}

function options<P extends ApiPath, M extends HttpMethod, T>(init: CallInit<P, M, T>): RequestOptions {
  const { query, body, signal, headers } = init as {
    query?: RequestOptions['query'];
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  return {
    ...(query ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(signal ? { signal } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * Checks an answer against a shape outside `call`: for the few answers whose contract is looser
 * than what the app reads (a catalogue is `object` in the contract, id → AST in the app).
 */
export function checked<T>(
  method: HttpMethod,
  path: string,
  answer: unknown,
  shape: Shape<T> | undefined,
): T {
  const problem = shape?.(answer, 'answer');
  if (problem)
    throw new ApiError({ kind: 'invalid-answer', method, path, status: 200, body: answer, problem });
  return answer as T;
}

/** One typed call of the contract; with a shape, the answer is checked before it is returned. */
export async function call<M extends HttpMethod, P extends PathsFor<M>, T = AnswerOf<P, M>>(
  transport: Transport,
  method: M,
  path: P,
  ...[init]: Record<string, never> extends CallInit<P, M, T> ? [CallInit<P, M, T>?] : [CallInit<P, M, T>]
): Promise<T> {
  const request = (init ?? {}) as CallInit<P, M, T>;
  const url = fillPath(path, (request as { params?: Record<string, string | number> }).params);
  const answer = await transport.request<unknown>(method, url, options(request));
  return checked(method, url, answer, request.shape);
}

/** Like `call`, with upload progress (transport.upload). */
export async function upload<M extends HttpMethod, P extends PathsFor<M>, T = AnswerOf<P, M>>(
  transport: Transport,
  method: M,
  path: P,
  init: CallInit<P, M, T> & { onProgress?: (progress: UploadProgress) => void },
): Promise<T> {
  const url = fillPath(path, (init as { params?: Record<string, string | number> }).params);
  const answer = await transport.upload<unknown>(method, url, {
    ...options(init),
    ...(init.onProgress ? { onProgress: init.onProgress } : {}),
  });
  return checked(method, url, answer, init.shape);
}

/** The absolute URL of a contract path that is not JSON (an asset, an image, an HTML page). */
export function urlOf<P extends PathsFor<'GET'>>(
  transport: Transport,
  path: P,
  init: { params?: PathParamsOf<P, 'GET'>; query?: QueryOf<P, 'GET'> } = {},
): string {
  return transport.urlFor(
    fillPath(path, init.params as Record<string, string | number> | undefined),
    init.query as RequestOptions['query'],
  );
}
