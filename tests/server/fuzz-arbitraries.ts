import fc from 'fast-check';

/**
 * fast-check arbitraries for fuzzing the API from its OpenAPI document: values that fit a schema,
 * the same with hostile mutations (wrong types, missing and extra fields, huge and odd unicode
 * strings), raw bodies a JSON parser chokes on, bad bearer tokens, Range headers and path
 * traversal spellings. Used by api-fuzz.test.ts.
 */

/** The part of an OpenAPI 3.0 schema object the generator reads. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  example?: unknown;
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

export type SchemaResolver = (ref: string) => Schema;

/** Strings that broke parsers, databases or logs somewhere: NUL, lone surrogates, RTL, emoji, BOM. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil\u202c',
  'שלום עולם',
  '👩‍👩‍👧‍👦🎵🎶',
  '\ufeff{}',
  '\u200b\u200d',
  'e\u0301\u0301\u0301',
  '%00%ff%E0%A4%A',
  "'; DROP TABLE users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '{{7*7}}${7*7}<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\\\server\\share',
  '\r\n\t',
  'NaN',
  '-0',
  '1e400',
];

const BIG_LENGTHS = [257, 2001, 8001, 70_000, 300_000];

/** Odd, huge and random unicode strings (random ones include every plane). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...BIG_LENGTHS), fc.constantFrom('x', 'ä', '🎵', '\u0000', '['))
      .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length))),
  },
);

/** Any JSON value of a type a field would not expect. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      1.5,
      2 ** 31,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      -1e308,
      [],
      {},
      [null],
      JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 4 }) },
);

function merge(schema: Schema, resolve: SchemaResolver): Schema {
  if (schema.$ref) return merge(resolve(schema.$ref), resolve);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => merge(part, resolve)));
  return schema;
}

const boundedInt = (schema: Schema) =>
  fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 100_000) });

/** Values that satisfy `schema` (small ones; formats and patterns come from examples). */
export function validValue(schema: Schema, resolve: SchemaResolver, depth = 0): fc.Arbitrary<unknown> {
  const s = merge(schema, resolve);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => validValue(variant, resolve, depth)));
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return boundedInt(s);
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000, noNaN: true });
    case 'string':
      if (s.format === 'email') return fc.constantFrom('new@example.com', 'conductor@example.com');
      if (s.example !== undefined || s.pattern) return fc.constant(String(s.example ?? 'choir-coach'));
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) });
    case 'array':
      return fc.array(depth > 3 ? fc.constant(null) : validValue(s.items ?? {}, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object':
      return validObject(s, resolve, depth);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function validObject(s: Schema, resolve: SchemaResolver, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [key, validValue(value, resolve, depth + 1)]),
  );
  const requiredKeys = (s.required ?? []).filter((key) => key in properties);
  return fc.record(shape, { requiredKeys });
}

/**
 * A body for `schema` with hostile mutations: each field may be valid, hostile or missing, and
 * extra fields may be added; or the whole body is a hostile value.
 */
export function mutatedValue(schema: Schema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  const s = merge(schema, resolve);
  if (s.type !== 'object' || !s.properties) return fc.oneof(validValue(s, resolve), hostileValue);
  const fields = Object.fromEntries(
    Object.entries(s.properties).map(([key, value]) => [
      key,
      fc.oneof({ weight: 2, arbitrary: validValue(value, resolve) }, { weight: 1, arbitrary: hostileValue }),
    ]),
  );
  const object = fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')), hostileValue, {
        maxKeys: 3,
      }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
  return fc.oneof({ weight: 5, arbitrary: object }, { weight: 1, arbitrary: hostileValue });
}

/** Valid JSON nested `levels` deep: `open` and `close` repeated around one value. */
const nested = (levels: number, open: string, close: string) =>
  `${open.repeat(levels)}1${close.repeat(levels)}`;

/** Arrays and objects nested from a few dozen to tens of thousands of levels (fixed steps: fast-check biases integers towards small ones). */
const deepJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(33, 500, 3000, 7000, 20_000, 60_000),
    fc.constantFrom(['[', ']'], ['{"a":', '}'], ['[{"b":', '}]']),
  )
  .map(([levels, [open, close]]) => nested(Math.min(levels, Math.floor(250_000 / open.length)), open, close));

/** Raw request bodies a JSON parser chokes on or that hit the limits. */
export function rawBody(validJson: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    // Broken: a valid body cut off, or with a bracket too many.
    validJson.chain((json) => fc.nat({ max: Math.max(0, json.length - 1) }).map((cut) => json.slice(0, cut))),
    validJson.map((json) => `${json}}`),
    // Deep nesting, as the whole body or as one more field of a valid one, within and beyond the 256 KB cap.
    {
      weight: 3,
      arbitrary: fc
        .tuple(deepJson, validJson)
        .map(([deep, json]) =>
          json.startsWith('{') ? `{"deep":${deep}${json === '{}' ? '' : ','}${json.slice(1)}` : deep,
        ),
    },
    deepJson,
    fc.constantFrom(
      '',
      ' ',
      'null',
      '[]',
      '0',
      '"x"',
      '\ufeff{}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":1e999}',
    ),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constant(`"${'x'.repeat(300_000)}"`),
  );
}

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json;charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  '*/*',
];

/** Latin-1 text (what an HTTP header can carry) without line breaks or NUL. */
const headerText = (maxLength: number) =>
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength,
  });

/** Authorization headers that must never sign anyone in: malformed, garbled, truncated, forged. */
export function badAuthorization(validToken: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer x',
      'Bearer a b',
      'Basic Y29uZHVjdG9yQGV4YW1wbGUuY29tOmNob2lyLTIwMjY=',
      'Token abc',
      `Bearer ${validToken}x`,
      `Bearer ${validToken.slice(0, -1)}`,
      `Bearer ${validToken.toUpperCase()}`,
      `Bearer ${'A'.repeat(10_000)}`,
      'Bearer %00',
      'Bearer ÿÿÿ',
      `Bearer ${validToken}, Bearer ${validToken}`,
    ),
    headerText(80).map((text) => `Bearer ${text}`),
    headerText(80),
  );
}

/** Range header values: single, multi, reversed, open, huge, negative, non-numeric, other units. */
export const hostileRange: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'bytes=0-0',
    'bytes=-1',
    'bytes=-0',
    'bytes=0-',
    'bytes=100-10',
    'bytes=--1',
    'bytes=-5-10',
    'bytes=0-1,2-3',
    'bytes=0-1, 0-1, 0-1, 0-1',
    `bytes=${'0-1,'.repeat(1000)}0-1`,
    'bytes=99999999999999999999999-',
    'bytes=0-99999999999999999999999',
    `bytes=${'9'.repeat(400)}-${'9'.repeat(400)}`,
    'bytes=1e3-2e3',
    'bytes=0x10-0x20',
    'bytes=a-b',
    'bytes=',
    'bytes',
    'bytes = 0-1',
    'items=0-1',
    '0-1',
    '',
    'bytes=\u00a0-1',
  ),
  fc
    .tuple(
      fc.oneof(fc.integer({ min: -100, max: 20_000 }), fc.constant('')),
      fc.oneof(fc.integer({ min: -100, max: 20_000 }), fc.constant('')),
    )
    .map(([start, end]) => `bytes=${start}-${end}`),
  fc
    .array(fc.tuple(fc.nat(9000), fc.nat(9000)), { minLength: 2, maxLength: 20 })
    .map((ranges) => `bytes=${ranges.map(([a, b]) => `${a}-${b}`).join(',')}`),
  headerText(40),
);

/** Ways to spell "one folder up" (and other separators) that decoders disagree on. */
export const TRAVERSAL_SEGMENTS = [
  '..',
  '.%2e',
  '%2e%2e',
  '%2E%2E',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%uff0e%uff0e',
  '..%2f',
  '..%5c',
  '..\\',
  '..%00',
  '%00',
  '.',
  '',
  '%2f',
  '\\',
  '%5c..%5c',
  '....//',
  '..;',
];

/** Targets outside the served folders (and private ones inside content/). */
export const TRAVERSAL_TARGETS = [
  'secret.txt',
  'package.json',
  'etc/passwd',
  'content/editions/catalogue.json',
  '',
];

/** A path below `prefix` that tries to climb out of it. */
export function traversalPath(prefix: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(
        fc.array(fc.constantFrom(...TRAVERSAL_SEGMENTS), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...TRAVERSAL_TARGETS),
        fc.constantFrom('', '%00.json', '%00', '?download=1', '#x', '/', '%2f'),
      )
      .map(([segments, target, suffix]) => `${prefix}${segments.join('/')}/${target}${suffix}`),
    fc.integer({ min: 100, max: 20_000 }).map((length) => `${prefix}${'a/'.repeat(length / 2)}`),
    fc.integer({ min: 256, max: 20_000 }).map((length) => `${prefix}${'x'.repeat(length)}.json`),
  );
}
