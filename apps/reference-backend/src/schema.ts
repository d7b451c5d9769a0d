/** Tiny JSON Schema builders: the route schemas are plain JSON Schema (draft 2020-12 / OpenAPI 3.1). */
export type Schema = Record<string, unknown>;

export const str = (extra: Schema = {}): Schema => ({ type: 'string', ...extra });
export const num = (extra: Schema = {}): Schema => ({ type: 'number', ...extra });
export const int = (extra: Schema = {}): Schema => ({ type: 'integer', ...extra });
export const bool = (extra: Schema = {}): Schema => ({ type: 'boolean', ...extra });
export const arr = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra });
export const nullable = (s: Schema): Schema => {
  const t = s.type;
  if (typeof t === 'string') return { ...s, type: [t, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
};
export const anyObj = (description?: string): Schema => ({
  type: 'object',
  additionalProperties: true,
  ...(description ? { description } : {}),
});
export const dateTime = (extra: Schema = {}): Schema => ({ type: 'string', format: 'date-time', ...extra });
export const day = (extra: Schema = {}): Schema => ({
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  ...extra,
});

/** An object; `required` lists the keys that must be there (all of them when 'all'). */
export function obj(
  props: Record<string, Schema>,
  required: string[] | 'all' = 'all',
  extra: Schema = {},
): Schema {
  return {
    type: 'object',
    properties: props,
    required: required === 'all' ? Object.keys(props) : required,
    additionalProperties: true,
    ...extra,
  };
}

/** A request body: unknown extra fields are allowed (the front end sends more than we read). */
export function body(props: Record<string, Schema>, required: string[] = [], extra: Schema = {}): Schema {
  return { type: 'object', properties: props, required, additionalProperties: true, ...extra };
}

export const query = (props: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties: props,
  required,
  additionalProperties: true,
});

export const data = (inner: Record<string, Schema>, required: string[] | 'all' = 'all'): Schema =>
  obj({ data: obj(inner, required) });

export const list = (row: Schema): Schema => obj({ count: int({ minimum: 0 }), rows: arr(row) });

export const errorBody: Schema = obj({
  error: obj(
    {
      code: str({ description: 'A code of spec section 8 (or one defined by this server).' }),
      message: str(),
      field: str({ description: 'The request field at fault, when there is one.' }),
      details: anyObj(),
    },
    ['code', 'message'],
  ),
});

export const okMessage = data({ success: bool(), message: str() });
