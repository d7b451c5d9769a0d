// The fields an answer must have for the app to read it, checked where the answer arrives, so a 200
// with an unexpected shape becomes an ApiError ('invalid-answer') and a clear state instead of a
// TypeError deep inside a component. Deliberately tiny and interpretive (no code generation, no
// eval: the app's CSP has no 'unsafe-eval'): it runs on the first load, where valibot measured
// 1.7 KB gzip for two answers against 0.2 KB of room under the 130 KB budget.
//
// A shape names only what the app reads; anything else in the answer is allowed and kept, so an
// operator's back end may send more than the reference one. Each resource module's shapes are
// checked against the generated answer types at compile time (see `call`), so a shape can never
// demand a field the contract does not promise.

/** Checks `value`; answers undefined when it conforms, else where and how it does not. */
export type Shape<T> = ((value: unknown, at: string) => string | undefined) & { readonly __type?: T };

/** The type a shape guarantees. */
export type Infer<S> = S extends Shape<infer T> ? T : never;

const typed =
  <T>(name: 'string' | 'number' | 'boolean'): Shape<T> =>
  (value, at) =>
    typeof value === name && (name !== 'number' || Number.isFinite(value))
      ? undefined
      : `${at}: not a ${name}`;

export const string: Shape<string> = typed('string');
export const number: Shape<number> = typed('number');
export const boolean: Shape<boolean> = typed('boolean');
/** Any value, read as is (e.g. a map the caller checks itself). */
export const unknown: Shape<unknown> = () => undefined;

export const nullable =
  <T>(shape: Shape<T>): Shape<T | null> =>
  (value, at) =>
    value === null ? undefined : shape(value, at);

/** A field that may be absent (or undefined). */
export const optional =
  <T>(shape: Shape<T>): Shape<T | undefined> =>
  (value, at) =>
    value === undefined ? undefined : shape(value, at);

export const array =
  <T>(item: Shape<T>): Shape<T[]> =>
  (value, at) => {
    if (!Array.isArray(value)) return `${at}: not a list`;
    for (let index = 0; index < value.length; index++) {
      const problem = item(value[index], `${at}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = {
  [K in keyof F]: undefined extends Infer<F[K]> ? K : never;
}[keyof F];
type ObjectOf<F extends Fields> = {
  [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]>;
} & { [K in OptionalKeys<F>]?: Infer<F[K]> };

export const object =
  <F extends Fields>(fields: F): Shape<{ [K in keyof ObjectOf<F>]: ObjectOf<F>[K] }> =>
  (value, at) => {
    if (!isRecord(value)) return `${at}: not an object`;
    for (const key in fields) {
      const problem = (fields[key] as Shape<unknown>)(value[key], `${at}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };

/** An object used as a map: every value has the same shape. */
export const record =
  <T>(item: Shape<T>): Shape<Record<string, T>> =>
  (value, at) => {
    if (!isRecord(value)) return `${at}: not an object`;
    for (const key in value) {
      const problem = item(value[key], `${at}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  };

/** One of a few literal values (an enum of the contract). */
export const oneOf =
  <const V extends readonly (string | number)[]>(values: V): Shape<V[number]> =>
  (value, at) =>
    values.includes(value as V[number]) ? undefined : `${at}: not one of ${values.join(', ')}`;
