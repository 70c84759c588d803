import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type SchemaResolver = (ref: string) => JsonSchema;

/** Values no well-behaved client sends: boundaries, huge and odd strings, wrong types. */
const wildStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '%',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '\u0000',
  '\u202e\u0301',
  'a'.repeat(5000),
  '😀'.repeat(300),
  '2026-02-30',
  '00000000-0000-0000-0000-000000000000',
  '__proto__',
);
export const wildString = fc.oneof(wildStrings, fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string());
const wildNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 53), 1.5, 1e308, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const wildValue: fc.Arbitrary<unknown> = fc.oneof(
  wildString,
  wildNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

function numberBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? (integer ? Number.MIN_SAFE_INTEGER : -1e12);
  let max = schema.maximum ?? (integer ? Number.MAX_SAFE_INTEGER : 1e12);
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  else if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  else if (schema.exclusiveMaximum === true) max -= step;
  return { min, max };
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  const { min, max } = numberBounds(schema, integer);
  // The bounds themselves are where off-by-one mistakes live: draw them often.
  const edges = fc.constantFrom(min, max);
  if (integer) return fc.oneof(edges, fc.integer({ min: Math.ceil(min), max: Math.floor(max) }));
  return fc.oneof(edges, fc.double({ min, max, noNaN: true }));
}

function isoDate(date: Date) {
  return date.toISOString().slice(0, 10);
}
const dates = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true });

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date':
      return dates.map(isoDate);
    case 'date-time':
      return dates.map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot invert falls back to plain strings (the API then refuses them).
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 200));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

/**
 * Values the schema allows (drawn towards its edges), each part sometimes swapped for a wild value
 * when `wildness` > 0: the fuzzer's requests are mostly valid, so handlers are reached, and partly not.
 */
export function arbitraryFor(
  schema: JsonSchema,
  resolve: SchemaResolver,
  wildness = 0,
): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, resolve, wildness);
  if (wildness <= 0) return valid;
  return fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wildValue, weight: wildness });
}

function validArbitrary(
  schema: JsonSchema,
  resolve: SchemaResolver,
  wildness: number,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, wildness);
  const base = baseArbitrary(schema, resolve, wildness);
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function baseArbitrary(schema: JsonSchema, resolve: SchemaResolver, wildness: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryFor(branch, resolve, wildness)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], resolve, wildness);
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = arbitraryFor(schema.items ?? {}, resolve, wildness);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.min(schema.maxItems ?? 4, minLength + 4) });
    }
    case 'object':
      return objectArbitrary(schema, resolve, wildness);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, resolve: SchemaResolver, wildness: number) {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, resolve, wildness)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in model);
  const record = fc.record(model, { requiredKeys });
  if (wildness <= 0) return record;
  // Sometimes a required field goes missing, or a field nobody declared comes along.
  return fc.oneof(
    { arbitrary: record, weight: 8 },
    {
      arbitrary: fc.tuple(record, fc.constantFrom('', ...requiredKeys)).map(([value, dropped]) => {
        const copy: Record<string, unknown> = { ...value };
        delete copy[dropped];
        return copy;
      }),
      weight: 1,
    },
    { arbitrary: fc.tuple(record, wildValue).map(([value, extra]) => ({ ...value, extra })), weight: 1 },
  );
}
