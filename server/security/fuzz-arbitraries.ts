import fc from 'fast-check';
import { z } from 'zod';

/**
 * Generators for the API fuzz test (fuzz-harness.ts). Bodies are built from each route's own zod
 * schema (read through its JSON Schema), so a new field is fuzzed without editing this file.
 */

/** Values of the seeded league that generated requests aim at, so they get past "not found". */
export interface Seeds {
  /** Primary keys that exist (users, teams, seasons, matches, results, adjustments share 1..n). */
  ids: number[];
  emails: string[];
  password: string;
  /** Tokens worth sending in token fields: access tokens, a reset link token, a confirm link token. */
  tokens: string[];
  /** A small valid image, base64. */
  logo: string;
}

export type Actor = 'admin' | 'captain' | 'anonymous';

/** Where the access token goes, or a junk Authorization header. */
export type TokenPlacement = 'body' | 'header' | { junkHeader: string };

export type Payload =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; body: string; contentType: string | null }
  /** A JSON body just over the 2 MB body limit, built when sent (short counterexamples). */
  | { kind: 'oversize' };

export interface FuzzRequest {
  actor: Actor;
  token: TokenPlacement;
  /** Replaces the actor's access_token in the body (wrong types, junk) when set. */
  tokenOverride?: { value: unknown };
  payload: Payload;
  /** A raw query string (without '?'), or none. */
  query: string | null;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** A field left out of a generated object. */
const MISSING = Symbol('missing');

const BODY_LIMIT = 2 * 1024 * 1024;

/** Characters that break naive code: NUL, lone surrogates, bidi overrides, zero width, quotes. */
const nastyChar = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\uD800',
  '\uDFFF',
  '\uDBFF',
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u00A0',
  '\u3000',
  '\t',
  '\n',
  '\r',
  ' ',
  '"',
  '\\',
  "'",
  '`',
  '<',
  '>',
  '%',
  '$',
  '{',
  '\u0301',
  'ß',
  'İ',
  'ﬁ',
  '𝔘',
  '😀',
  '👨‍👩‍👧',
);

const unit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: nastyChar },
);

const text = (maxLength: number) => fc.string({ unit, maxLength });

/** Up to 100 KB of one repeated piece (cut anywhere, so surrogate pairs may be split). */
const hugeString = fc
  .tuple(fc.string({ unit, minLength: 1, maxLength: 6 }), fc.integer({ min: 1_000, max: 100_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

const strangeString = fc.oneof(
  fc.constantFrom('', ' ', '   ', '\u0000', 'null', 'undefined', 'true', '[]', '{}', 'NaN', '<script>'),
  text(40),
  hugeString,
);

const specialNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  1.5,
  -2.5,
  1e-7,
  5e-324,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
);

const numericString = fc.constantFrom(
  '1',
  '2',
  ' 3 ',
  '1e3',
  '1e400',
  '0x10',
  '0b1',
  '+5',
  '-1',
  '3.0',
  '3.5',
  'NaN',
  'Infinity',
  '-Infinity',
  '٣',
  '9999999999',
  '2147483648',
  '',
);

const strangeNumber = fc.oneof(
  specialNumber,
  fc.integer(),
  fc.double(),
  fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
);

/** Deeply nested arrays or objects, far deeper than any route expects. */
const deepNesting = fc.tuple(fc.integer({ min: 10, max: 2_000 }), fc.boolean()).map(([depth, useObjects]) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = useObjects ? { a: value } : [value];
  return value;
});

/** Any JSON value of any shape. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 2, arbitrary: strangeString },
  { weight: 2, arbitrary: strangeNumber },
  { weight: 1, arbitrary: numericString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: deepNesting },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.oneof(text(12), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString')),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    ),
  },
);

const validPhones = ['+4915112345678', '+14155552671', '+447911123456', '+493012345678'];

/** Well-formed (or nearly) values for a string field, chosen by its name. */
function stringLike(name: string, schema: JsonSchema, seeds: Seeds): fc.Arbitrary<unknown> {
  const lower = name.toLowerCase();
  const max = schema.maxLength ?? 200;
  const sized = fc.oneof(
    text(Math.min(max, 60)),
    fc.constant('x'.repeat(max)),
    fc.constant('y'.repeat(max + 1)),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
    fc.constantFrom('  padded  ', '   ', 'RTL \u202Eevil', 'nul\u0000inside', 'lone \uD800 surrogate'),
  );
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), sized);
  if (lower.includes('mail')) {
    return fc.oneof(
      fc.constantFrom(...seeds.emails),
      fc.constantFrom(...seeds.emails.map((mail) => ` ${mail.toUpperCase()} `)),
      fc.emailAddress(),
      fc.constantFrom('a@b', '@', 'a@@b.de', 'ü@ö.de', 'x@example.test\u0000', `${'a'.repeat(250)}@b.de`),
    );
  }
  if (lower.includes('password')) {
    return fc.oneof(fc.constant(seeds.password), fc.string({ unit, minLength: 8, maxLength: 130 }), sized);
  }
  if (lower.includes('phone')) {
    return fc.oneof(
      fc.constantFrom(...validPhones),
      fc.stringMatching(/^\+[1-9]\d{1,14}$/),
      fc.constantFrom('+49 151 12345678', '0049151', '+', '+0123', '+٤٩١٥١١٢٣٤٥٦٧٨'),
    );
  }
  if (lower.includes('date')) {
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc
        .date({
          min: new Date('0000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
      fc.constantFrom(
        '0001-01-01T00:00:00+14:00',
        '9999-12-31T23:59:59-14:00',
        '1970-01-01T00:00:00Z',
        'tbd',
        'TBD',
        ' tbd ',
        '2025-05-14',
        '2025-05-14T18:00:00Z',
        '2025-05-14 18:00',
        '2025-13-45',
        '2025-02-30T25:61:00Z',
        '0000-01-01',
        '9999-12-31T23:59:59+14:00',
        '275760-09-13T00:00:00Z',
        '2025-05-14T18:00:00.123456789+0200',
      ),
    );
  }
  if (lower.includes('logo')) {
    return fc.oneof(
      fc.constant(seeds.logo),
      fc.constant(`data:image/png;base64,${seeds.logo}`),
      fc.constantFrom('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'data:,', 'not base64 ✓', 'AAAA'),
      fc.base64String({ maxLength: 200 }),
      hugeString,
    );
  }
  if (lower.includes('token')) {
    return fc.oneof(
      fc.constantFrom(...seeds.tokens),
      fc.constantFrom(...seeds.tokens.map((token) => `${token.slice(0, -2)}xx`)),
      fc.constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.', 'a.b.c', 'Bearer x', ''),
      sized,
    );
  }
  return sized;
}

/** Well-formed (or nearly) values for a numeric field: ids aim at seeded rows. */
function numberLike(name: string, schema: JsonSchema, seeds: Seeds): fc.Arbitrary<unknown> {
  const isId = /id$/i.test(name);
  const min = schema.minimum ?? -100;
  const max = Math.min(schema.maximum ?? 100, 1_000);
  return fc.oneof(
    { weight: isId ? 6 : 1, arbitrary: fc.constantFrom(...seeds.ids) },
    { weight: isId ? 1 : 6, arbitrary: fc.integer({ min: Math.max(min - 2, -1_000), max: max + 2 }) },
    { weight: 1, arbitrary: fc.constantFrom(...seeds.ids).map(String) },
    { weight: 1, arbitrary: specialNumber },
    { weight: 1, arbitrary: numericString },
  );
}

/** A value for one field: usually well-formed for its type, sometimes anything at all. */
function fieldValue(name: string, schema: JsonSchema, seeds: Seeds, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((s) => fieldValue(name, s, seeds, depth)));
  switch (schema.type) {
    case 'string':
      return stringLike(name, schema, seeds);
    case 'integer':
    case 'number':
      return numberLike(name, schema, seeds);
    case 'boolean':
      return fc.oneof({ weight: 5, arbitrary: fc.boolean() }, fc.constantFrom('true', 'false', 1, 0, 'yes'));
    case 'array': {
      const items = schema.items;
      const item = items ? fieldValue(name, items, seeds, depth + 1) : junk;
      return fc.oneof(fc.array(item, { maxLength: 4 }), fc.array(item, { minLength: 99, maxLength: 102 }));
    }
    case 'object':
      return depth > 3 ? junk : objectLike(schema, seeds, depth + 1, 0.2);
    default:
      return junk;
  }
}

/**
 * An object with the schema's own fields: each well-formed, wrong (any JSON) or missing, with
 * `junkRate` the share of fields that are not well-formed; sometimes with unknown extra fields.
 */
function objectLike(
  schema: JsonSchema,
  seeds: Seeds,
  depth: number,
  junkRate: number,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  const badWeight = Math.round(junkRate * 10);
  const fields = entries.map(([name, property]) => {
    const options: fc.WeightedArbitrary<unknown>[] = [
      { weight: 20 - 2 * badWeight, arbitrary: fieldValue(name, property, seeds, depth) },
    ];
    if (badWeight > 0) {
      options.push(
        { weight: badWeight, arbitrary: junk },
        { weight: badWeight, arbitrary: fc.constant(MISSING) },
      );
    }
    return fc.oneof(...options).map((value) => [name, value] as const);
  });
  const extras = fc.oneof(
    { weight: 8, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.dictionary(text(16), junk, { minKeys: 1, maxKeys: 3 }) },
    {
      weight: 1,
      // Own "__proto__" and "constructor" keys (JSON.parse makes them own properties), privileges.
      arbitrary: fc.constantFrom(
        JSON.parse('{"__proto__":{"role":"ADMIN"}}') as Record<string, unknown>,
        { constructor: { prototype: { role: 'ADMIN' } } },
        { id: 1 },
        { role: 'ADMIN' },
        { user_id: 1 },
      ),
    },
  );
  return fc.tuple(fc.tuple(...fields), extras).map(([pairs, extra]) => {
    const object: Record<string, unknown> = { ...extra };
    for (const [name, value] of pairs) if (value !== MISSING) object[name] = value;
    return object;
  });
}

/** The JSON Schema of a route body (zod's own conversion), or null for routes without one. */
export function bodySchema(body: z.ZodType | undefined): JsonSchema | null {
  if (!body) return null;
  return z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const jsonContentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'application/vnd.api+json',
    ),
  },
);

/** Bodies that are not JSON, or not sent as JSON. */
const rawPayload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constant('raw' as const),
  body: fc.oneof(
    fc.constantFrom('', '{', '{"a":', '[1,', 'null', '"str"', '{"__proto__":{"x":1}}', '\u0000', 'a=1&b=2'),
    fc.constantFrom(
      '{"a":1,"a":2}',
      '{"constructor":{"prototype":{"x":1}}}',
      '['.repeat(5_000),
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    ),
    text(200),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=xyz',
    'application/xml',
    'application/octet-stream',
    'json',
    null,
  ),
});

/** A query string: random pairs (repeated keys become arrays), broken escapes, known keys. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom('token', 'access_token', 'id', 'season_id'), text(10)), text(30)),
      {
        maxLength: 4,
      },
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.constantFrom(
    'token=a&token=b',
    'token[]=x',
    'token[a]=1',
    '%',
    '%zz',
    'token=%00',
    'token=%ff%fe',
    'token=%ED%A0%80',
    '&&&=',
    '=x',
    'a=1;b=2',
    `token=${'a'.repeat(20_000)}`,
  ),
);

/** A query string whose values come from the seeds (tokens from mail links). */
const seededQuery = (seeds: Seeds) =>
  fc.constantFrom(...seeds.tokens).map((token) => new URLSearchParams({ token }).toString());

const actor = fc.oneof(
  { weight: 12, arbitrary: fc.constant('admin' as const) },
  { weight: 5, arbitrary: fc.constant('captain' as const) },
  { weight: 3, arbitrary: fc.constant('anonymous' as const) },
);

const tokenPlacement: fc.Arbitrary<TokenPlacement> = fc.oneof(
  { weight: 16, arbitrary: fc.constant('body' as const) },
  { weight: 3, arbitrary: fc.constant('header' as const) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer abc', 'Bearer a.b.c'),
        fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => `Bearer ${s}`),
      )
      .map((junkHeader) => ({ junkHeader })),
  },
);

/** Requests for one POST route: random JSON, objects of the route's fields, raw and oversize bodies. */
export function postRequest(schema: JsonSchema | null, seeds: Seeds): fc.Arbitrary<FuzzRequest> {
  const shaped = (junkRate: number) =>
    schema?.type === 'object' ? objectLike(schema, seeds, 0, junkRate) : fc.dictionary(text(10), junk);
  const jsonValue = fc.oneof(
    // Everything well-formed: reaches the business logic.
    { weight: 5, arbitrary: shaped(0) },
    // Mostly well-formed, a few fields wrong, missing or extra.
    { weight: 8, arbitrary: shaped(0.25) },
    { weight: 3, arbitrary: shaped(0.7) },
    // Not the route's shape at all.
    { weight: 3, arbitrary: junk },
    // An array where an object is expected.
    { weight: 1, arbitrary: fc.array(shaped(0.25), { minLength: 1, maxLength: 2 }) },
  );
  const payload: fc.Arbitrary<Payload> = fc.oneof(
    {
      weight: 90,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        value: jsonValue,
        contentType: jsonContentType,
      }),
    },
    { weight: 8, arbitrary: rawPayload },
    { weight: 1, arbitrary: fc.constant({ kind: 'oversize' as const }) },
  );
  return fc.record({
    actor,
    token: tokenPlacement,
    tokenOverride: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.record({ value: junk }) },
    ),
    payload,
    query: fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: queryString }),
  });
}

/** Requests for one GET route: fuzzed query strings, the token in a header. */
export function getRequest(seeds: Seeds): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    actor,
    token: tokenPlacement.map((placement) => (placement === 'body' ? 'header' : placement)),
    payload: fc.constant({ kind: 'raw' as const, body: '', contentType: null }),
    query: fc.oneof(
      { weight: 2, arbitrary: fc.constant(null) },
      { weight: 6, arbitrary: queryString },
      { weight: 2, arbitrary: seededQuery(seeds) },
    ),
  });
}

/** The wire form of a request for fastify's inject. */
export function toInject(
  request: FuzzRequest,
  method: string,
  url: string,
  tokens: Record<Exclude<Actor, 'anonymous'>, string>,
): {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
} {
  const headers: Record<string, string> = {};
  const token = request.actor === 'anonymous' ? null : tokens[request.actor];
  if (typeof request.token === 'object') headers.authorization = request.token.junkHeader;
  else if (token && request.token === 'header') headers.authorization = `Bearer ${token}`;
  const fullUrl = request.query === null ? url : `${url}?${request.query}`;
  if (method === 'GET') return { method: 'GET', url: fullUrl, headers };
  const { payload } = request;
  if (payload.kind === 'oversize') {
    headers['content-type'] = 'application/json';
    return {
      method: 'POST',
      url: fullUrl,
      headers,
      payload: JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10) }),
    };
  }
  if (payload.kind === 'raw') {
    if (payload.contentType) headers['content-type'] = payload.contentType;
    return { method: 'POST', url: fullUrl, headers, payload: payload.body };
  }
  headers['content-type'] = payload.contentType;
  let value = payload.value;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const withToken: Record<string, unknown> = { ...value };
    if (request.tokenOverride) withToken.access_token = request.tokenOverride.value;
    else if (token && request.token === 'body') withToken.access_token = token;
    value = withToken;
  }
  return { method: 'POST', url: fullUrl, headers, payload: JSON.stringify(value) };
}
