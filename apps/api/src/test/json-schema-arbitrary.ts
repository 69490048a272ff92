import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI document of the zod schemas uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

type Components = Record<string, JsonSchema>;

/** Values that have broken parsers, coercions and databases elsewhere: each field may get one. */
export const JUNK_VALUES: readonly unknown[] = [
  null,
  '',
  ' ',
  'NaN',
  '-0',
  -0,
  '1e308',
  1e308,
  -1e308,
  'Infinity',
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0.5,
  true,
  [],
  {},
  [null],
  '\u0000',
  '\u202e\u200b',
  '𝕏🙂 हिन्दी 中文',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  { __proto__: null, constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}}'),
  { $gt: '' },
];

export const junk = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...JUNK_VALUES) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 50 }) },
  );

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 20; i += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = components[name] ?? {};
  }
  return current;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 60);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'));
      return schema.maxLength === undefined
        ? matching
        : matching.filter((s) => s.length <= (schema.maxLength ?? 0) && s.length >= minLength);
    } catch {
      // a pattern fast-check cannot generate from: plain strings, which the schema mostly rejects
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : undefined);
  const min = Math.max(low ?? -1e12, Number.MIN_SAFE_INTEGER);
  const max = Math.min(high ?? 1e12, Number.MAX_SAFE_INTEGER);
  if (integer || !Number.isFinite(min) || !Number.isFinite(max)) {
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of values that match `schema` (mostly: patterns and
 * refinements the document cannot express are the server's to reject).
 */
export function arbitraryOf(schema: JsonSchema, components: Components, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  if (depth > 6) return fc.constant(null);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((a) => arbitraryOf(a, components, depth + 1)));
  if (s.allOf?.length) return arbitraryOf(s.allOf[0] ?? {}, components, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryOf({ ...s, type }, components, depth + 1)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(s.items ?? {}, components, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const keys = Object.keys(properties);
      if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }));
      const record = Object.fromEntries(
        keys.map((key) => [key, arbitraryOf(properties[key] ?? {}, components, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((key) => key in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Deep copy with one change: a field replaced by junk, removed, or an extra field added. */
function mutateAt(value: unknown, path: number[], replacement: unknown, action: number): unknown {
  if (value === null || typeof value !== 'object') return replacement;
  const entries = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : Object.entries(value as Record<string, unknown>);
  if (entries.length === 0 || path.length === 0) {
    return Array.isArray(value) ? [...value, replacement] : { ...(value as object), fuzzExtra: replacement };
  }
  const [head = 0, ...rest] = path;
  const index = head % entries.length;
  const [key, child] = entries[index] ?? ['0', null];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && action === 1 && !Array.isArray(copy)) {
    delete copy[key];
    return copy;
  }
  const next = rest.length === 0 ? replacement : mutateAt(child, rest, replacement, action);
  if (Array.isArray(copy)) copy[index] = next;
  else copy[key] = next;
  return copy;
}

/** Values from the schema, then broken in one place (wrong type, missing, extra, junk). */
export function mutatedOf(schema: JsonSchema, components: Components): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      arbitraryOf(schema, components),
      fc.array(fc.nat(), { minLength: 0, maxLength: 4 }),
      junk(),
      fc.nat(2),
    )
    .map(([value, path, replacement, action]) => mutateAt(value, path, replacement, action));
}

/** A request body for `schema`: valid-ish, mutated, or anything at all. */
export function bodyOf(schema: JsonSchema | undefined, components: Components): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), junk());
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(schema, components) },
    { weight: 4, arbitrary: mutatedOf(schema, components) },
    { weight: 1, arbitrary: junk() },
  );
}

/** Path parameter values that are not what a route expects. */
export const oddPathSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      '%00',
      '%',
      '%E0%A4%A',
      '%FF',
      '-0',
      'NaN',
      '1e308',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '00000000-0000-0000-0000-000000000000',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      encodeURIComponent('हिन्दी中文🙂'),
      'x'.repeat(2000),
      encodeURIComponent("' or 1=1 --"),
    ),
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.uuid(),
  );

/** Query strings: mostly schema values, sometimes junk values, repeated and unknown keys. */
export function queryOf(
  parameters: { name: string; schema: JsonSchema }[],
  components: Components,
): fc.Arbitrary<string> {
  const pair = (name: string, value: fc.Arbitrary<unknown>) =>
    value.map(
      (v) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
    );
  const known = parameters.map((p) =>
    fc.option(
      fc.oneof(
        { weight: 4, arbitrary: pair(p.name, arbitraryOf(p.schema, components)) },
        { weight: 1, arbitrary: pair(p.name, junk()) },
      ),
      { nil: undefined, freq: 3 },
    ),
  );
  const extras = fc.array(
    fc.oneof(
      pair('__proto__[x]', fc.constant('1')),
      pair(parameters[0]?.name ?? 'x', junk()),
      fc.constantFrom('a[b][c]=1', '=', '&&', 'x', '%zz=1', `q=${'y'.repeat(3000)}`),
    ),
    { minLength: 1, maxLength: 2 },
  );
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: extras },
  );
  return fc
    .tuple(fc.tuple(...known), extra)
    .map(([values, more]) => [...values.filter((v): v is string => v !== undefined), ...more].join('&'));
}
