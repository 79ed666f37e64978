import fc from 'fast-check';
import {
  hugeString,
  NUMERIC_STRINGS,
  oddString,
  RawJson,
  badString,
  blankString,
  extraFieldName,
  integerBounds,
  invalidValue,
  objectMutation,
  toJsonText,
  typesOf,
  validObject,
  validValue,
  type Hints,
  type JsonSchema,
} from './schema-arbitraries.ts';

/**
 * Whole requests for one route: path, query string, body, extra headers and method, each either
 * valid for the route's schema or broken in one of many ways, and labelled with what was broken.
 */

export interface RequestBody {
  contentType?: string;
  payload: string | Buffer;
}

/** A generated request; printed short (long values cut) when fast-check reports a counterexample. */
export class FuzzRequest {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly query: string,
    /** Headers added to (and overriding) the caller's own. */
    readonly headers: Record<string, string>,
    readonly body: RequestBody | undefined,
    /** What was broken; empty for a request valid per schema. */
    readonly labels: string[],
  ) {}

  get url() {
    return this.query === '' ? this.path : `${this.path}?${this.query}`;
  }

  get label() {
    return this.labels.length === 0 ? 'valid' : this.labels.join('; ');
  }

  /** A one-glance description: values longer than 300 characters are cut, with their length. */
  describe() {
    const headers = Object.keys(this.headers).length > 0 ? ` headers ${shorten(JSON.stringify(this.headers))}` : '';
    const body = this.body
      ? ` body (${this.body.contentType ?? 'no content-type'}, ${this.body.payload.length} ${typeof this.body.payload === 'string' ? 'chars' : 'bytes'}) ${shorten(typeof this.body.payload === 'string' ? JSON.stringify(this.body.payload) : `<${this.body.payload.subarray(0, 200).toString('hex')}>`)}`
      : '';
    return `${this.method} ${shorten(this.url)}${headers}${body} [${this.label}]`;
  }

  [fc.toStringMethod]() {
    return this.describe();
  }
}

export function shorten(text: string, max = 300) {
  return text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;
}

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as any encoder does). */
export function percentEncode(text: string) {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

interface Part<T> {
  label?: string;
  value: T;
}

const valid = <T>(value: T): Part<T> => ({ value });

/**
 * A part is a choice between its valid form (first) and its breakages; cross-shrinking lets fast-check
 * try the valid form while shrinking, so a counterexample keeps only the breakages that matter.
 */
const CROSS_SHRINK = { withCrossShrink: true };

/** The route as the fuzzer sees it. */
export interface FuzzTarget {
  key: string;
  method: string;
  /** Fastify's URL: `:name` parameters, `*` wildcard. */
  url: string;
  params?: JsonSchema;
  querystring?: JsonSchema;
  body?: JsonSchema;
  /** The body the route expects: JSON (the default), multipart (uploads) or none. */
  bodyKind: 'json' | 'multipart' | 'none';
}

export interface RequestOptions {
  hints: Hints;
  /** Known good values per path parameter (real uids), tried beside schema-made ones. */
  knownParams?: Record<string, string[]>;
  /** Replaces the body generator (the multipart upload route). */
  body?: fc.Arbitrary<Part<RequestBody | undefined>>;
  /** Replaces the path parameter generator for a route without a params schema. */
  paramValues?: Record<string, fc.Arbitrary<string>>;
}

// ---------------------------------------------------------------------------------------------
// Path parameters

/** Raw (already encoded) path segments that routers and file servers trip on. */
const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%5C',
  '%',
  '%zz',
  '%C0%80',
  '%C0%AF',
  '%ED%A0%80',
  '%FF%FE',
  '%EF%BB%BF',
  '%20',
  '+',
  ';',
  ',',
  '~',
  '%3F',
  '%23',
  '%0D%0ASet-Cookie:%20x=1',
  'null',
  'undefined',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999999',
  '00616',
  '%20616',
];

function paramPart(name: string, schema: JsonSchema | undefined, options: RequestOptions): fc.Arbitrary<Part<string>> {
  const known = options.knownParams?.[name] ?? [];
  const own = options.paramValues?.[name];
  const validOptions: fc.Arbitrary<string>[] = [];
  // Real records first (deeper code), then values made from the schema.
  if (known.length > 0) validOptions.push(fc.constantFrom(...known), fc.constantFrom(...known), fc.constantFrom(...known));
  if (own) validOptions.push(own);
  if (schema) validOptions.push(validValue(schema, { name, hints: options.hints }).map((value) => String(value)));
  if (validOptions.length === 0) validOptions.push(fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/));
  const good = fc.oneof(...validOptions).map((value) => valid(percentEncode(value)));
  const odd = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_SEGMENTS).map((value) => ({ label: `param ${name} ${JSON.stringify(value)}`, value })) },
    { weight: 2, arbitrary: oddString.map((value) => ({ label: `param ${name} odd text`, value: percentEncode(value) })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(101, 5_000, 30_000)
        .chain((length) =>
          fc
            .constantFrom('a', 'ą')
            .map((character) => ({ label: `param ${name} ${length} × ${JSON.stringify(character)}`, value: percentEncode(character.repeat(length)) })),
        ),
    },
    {
      weight: schema ? 2 : 0,
      arbitrary: schema
        ? invalidValue(schema, { name, hints: options.hints }).map((value) => ({
            label: `param ${name} invalid`,
            value: percentEncode(typeof value === 'string' ? value : toJsonText(value)),
          }))
        : fc.constant(valid('x')),
    },
    { weight: 1, arbitrary: fc.constant({ label: `param ${name} empty`, value: '' }) },
  );
  return fc.oneof(CROSS_SHRINK, { weight: 3, arbitrary: good }, { weight: 2, arbitrary: odd });
}

function pathPart(target: FuzzTarget, options: RequestOptions): fc.Arbitrary<Part<string>> {
  const segments = target.url.split('/');
  const parts = segments.map((segment) => {
    if (segment.startsWith(':')) return paramPart(segment.slice(1), target.params?.properties?.[segment.slice(1)], options);
    if (segment === '*') return paramPart('*', undefined, options);
    return fc.constant(valid(segment));
  });
  const trailing = fc.oneof(
    CROSS_SHRINK,
    { weight: 12, arbitrary: fc.constant(valid('')) },
    { weight: 1, arbitrary: fc.constantFrom('/', '//', '/.', '/%2F', '/..').map((value) => ({ label: `path suffix ${value}`, value })) },
  );
  return fc.tuple(fc.tuple(...parts), trailing).map(([pieces, suffix]) => {
    const labels = [...pieces, suffix].flatMap((piece) => (piece.label ? [piece.label] : []));
    return { label: labels.length > 0 ? labels.join(', ') : undefined, value: pieces.map((piece) => piece.value).join('/') + suffix.value };
  });
}

// ---------------------------------------------------------------------------------------------
// Query strings

type Pairs = [string, string][];

function pairsOf(value: Record<string, unknown>): Pairs {
  return Object.entries(value).flatMap(([key, member]): Pairs =>
    Array.isArray(member) ? member.map((item) => [key, String(item)] as [string, string]) : [[key, typeof member === 'string' ? member : toJsonText(member)]],
  );
}

const encodePairs = (pairs: Pairs) => pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');

/** Raw query pieces (not re-encoded): bad escapes, NUL, encoded surrogates, odd separators. */
const RAW_QUERY_VALUES = [
  '%00',
  'a%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '+',
  '++',
  '%2B',
  '&',
  '==',
  '%26',
  '%3D',
  '[]',
  '%5B%5D',
  '%0A',
  '%0D%0A',
  '%7F',
  '%1B',
];

/** A query value that breaks a parameter: bad strings for text, numbers at and past the bounds for integers. */
function badQueryValue(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<string>[] = [badString(schema, { name, hints })];
  if (types.includes('integer') || types.includes('number')) {
    const { low, high } = integerBounds(schema);
    options.push(
      fc.constantFrom(
        String(low),
        String(high),
        String(low - 1),
        String(high + 1),
        '-1',
        '0',
        '1.5',
        '2.0',
        '1e3',
        '1e400',
        '9007199254740993',
        '-9007199254740993',
        '99999999999999999999',
        ...NUMERIC_STRINGS,
      ),
    );
  }
  if (types.includes('boolean')) options.push(fc.constantFrom('true', 'false', '1', '0', 'yes', ''));
  return fc.oneof(...options);
}

function queryPart(target: FuzzTarget, options: RequestOptions): fc.Arbitrary<Part<string>> {
  const schema = target.querystring;
  const hints = options.hints;
  const properties = Object.entries(schema?.properties ?? {});
  const validPairs: fc.Arbitrary<Pairs> = schema ? validObject(schema, hints).map(pairsOf) : fc.constant([]);
  const names = properties.map(([name]) => name);
  const mutations: fc.Arbitrary<Part<string>>[] = [
    fc
      .tuple(validPairs, fc.array(fc.tuple(extraFieldName, fc.oneof(oddString, fc.constantFrom('1', 'true', ''))), { minLength: 1, maxLength: 3 }))
      .map(([pairs, extras]) => ({ label: `query extra ${extras.map(([key]) => JSON.stringify(key)).join(', ')}`, value: encodePairs([...pairs, ...extras]) })),
    fc
      .tuple(validPairs, fc.constantFrom(...(names.length > 0 ? names : ['q'])), fc.constantFrom(...RAW_QUERY_VALUES))
      .map(([pairs, key, raw]) => ({ label: `query ${key}=${raw} (raw)`, value: [encodePairs(pairs), `${key}=${raw}`].filter(Boolean).join('&') })),
    fc
      .constantFrom('&&&', '=', '==', '?', 'a', 'a=1&', '&a', '%', '%00=1', '=1', ';a=1', '#frag', 'a=1#x')
      .map((value) => ({ label: `query raw ${JSON.stringify(value)}`, value })),
    fc.constantFrom(1_000, 100_000).map((length) => ({ label: `query of ${length} characters`, value: `q=${'a'.repeat(length)}` })),
    fc.constant({ label: 'query with 1,000 keys', value: Array.from({ length: 1_000 }, (_, index) => `k${index}=${index}`).join('&') }),
  ];
  if (schema && properties.length > 0) {
    mutations.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => fc.tuple(fc.constant(name), validPairs, badQueryValue(name, property, hints)))
        .map(([name, pairs, bad]) => ({ label: `query ${name} invalid`, value: encodePairs([...pairs.filter(([key]) => key !== name), [name, bad]]) })),
      fc
        .tuple(validPairs, fc.constantFrom(...names))
        .chain(([pairs, name]) =>
          fc.tuple(
            fc.constant(pairs),
            fc.constant(name),
            fc.array(fc.oneof(validValue(schema.properties![name]!, { name, hints }).map(String), badQueryValue(name, schema.properties![name]!, hints)), {
              minLength: 2,
              maxLength: 4,
            }),
          ),
        )
        .map(([pairs, name, values]) => ({
          label: `query ${name} repeated ×${values.length}`,
          value: encodePairs([...pairs.filter(([key]) => key !== name), ...values.map((value): [string, string] => [name, value])]),
        })),
      fc.tuple(validPairs, fc.constantFrom(...names), fc.constantFrom('[]', '[0]', '[a]', '.x', '[__proto__]')).map(([pairs, name, suffix]) => ({
        label: `query ${name}${suffix}`,
        value: [encodePairs(pairs.filter(([key]) => key !== name)), `${percentEncode(name + suffix)}=1&${percentEncode(name + suffix)}=2`]
          .filter(Boolean)
          .join('&'),
      })),
      fc.tuple(validPairs, fc.constantFrom(...names)).map(([pairs, name]) => ({
        label: `query ${name} without a value`,
        value: [encodePairs(pairs.filter(([key]) => key !== name)), name].filter(Boolean).join('&'),
      })),
    );
    const required = (schema.required ?? []).filter((name) => names.includes(name));
    if (required.length > 0)
      mutations.push(
        validPairs.map((pairs) => ({ label: `query missing ${required.join(', ')}`, value: encodePairs(pairs.filter(([key]) => !required.includes(key))) })),
      );
  }
  const good = validPairs.map((pairs) => valid(encodePairs(pairs)));
  return fc.oneof(CROSS_SHRINK, { weight: schema ? 5 : 12, arbitrary: good }, { weight: schema ? 5 : 1, arbitrary: fc.oneof(...mutations) });
}

// ---------------------------------------------------------------------------------------------
// Bodies

const json = (value: unknown, label?: string): Part<RequestBody | undefined> => ({
  label,
  value: { contentType: 'application/json', payload: toJsonText(value) },
});

/** JSON text that is not JSON, or JSON a parser may choke on. */
const BAD_JSON = [
  '{',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}garbage',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  'NaN',
  'undefined',
  ' ',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\ud800"}',
  '{"a":\u0000}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"a":2}',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":+1}',
  '{"a":Infinity}',
  `{"a":${'1'.repeat(100_000)}}`,
];

/** JSON nested 1 to 5,000 deep (arrays or objects); shrinking finds the smallest depth that fails. */
const deepJson = fc
  .tuple(fc.integer({ min: 1, max: 5_000 }), fc.boolean())
  .map(([depth, arrays]) => (arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** Text that is not JSON, or JSON a parser or a walker over it may choke on. */
const badJson = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...BAD_JSON) }, { weight: 1, arbitrary: deepJson });

/** The form-urlencoded and multipart spellings of an object, for routes that take JSON. */
function formEncoded(value: Record<string, unknown>) {
  return encodePairs(pairsOf(value));
}

export function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[], boundary = 'fuzzBoundary7MA4YWxk') {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.type !== undefined ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
}

/** Valid JSON text sent under another content type (or none), or JSON under odd spellings of its own. */
function wrongContentType(value: Record<string, unknown>): fc.Arbitrary<Part<RequestBody | undefined>> {
  const text = toJsonText(value);
  return fc.oneof(
    fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/octet-stream',
        'text/json',
        'application/problem+json',
        'application/merge-patch+json',
        'application/jsonx',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'APPLICATION/JSON',
        'application/json, text/plain',
        'application/json;;',
        '*/*',
        '',
        'application/json; boundary=x; charset=utf-8',
      )
      .map((contentType) => ({ label: `json as ${JSON.stringify(contentType)}`, value: { contentType, payload: text } })),
    fc.constant({ label: 'no content-type', value: { payload: text } }),
    fc.constant({ label: 'form-urlencoded', value: { contentType: 'application/x-www-form-urlencoded', payload: formEncoded(value) } }),
    fc.constant({ label: 'multipart', value: multipart(pairsOf(value).map(([name, member]) => ({ name, value: member }))) }),
    fc.constant({ label: 'multipart without boundary', value: { contentType: 'multipart/form-data', payload: text } }),
  );
}

const overLimit = fc.constant({ label: 'body over 1 MB', value: { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` } });

const invalidUtf8 = fc
  .constantFrom(
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    Buffer.from([0xc0, 0xaf]),
    Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
    Buffer.from('{"a":"\u00e9"}', 'latin1'),
    Buffer.from('{"a":1}', 'utf16le'),
  )
  .map((payload) => ({ label: 'bytes that are not UTF-8 JSON', value: { contentType: 'application/json', payload } }));

function objectVariant(schema: JsonSchema): JsonSchema | undefined {
  if (schema.type === 'object') return schema;
  return (schema.anyOf ?? schema.oneOf)?.find((variant) => variant.type === 'object');
}

function jsonBodyPart(schema: JsonSchema, hints: Hints): fc.Arbitrary<Part<RequestBody | undefined>> {
  const objectSchema = objectVariant(schema) ?? { type: 'object' };
  const acceptsNull = typesOf(schema).includes('null');
  const validBody = validObject(objectSchema, hints);
  return fc.oneof(
    CROSS_SHRINK,
    { weight: 50, arbitrary: validBody.map((value) => json(value)) },
    { weight: acceptsNull ? 5 : 0, arbitrary: fc.constant({ value: undefined }) },
    { weight: 60, arbitrary: objectMutation(objectSchema, hints).map(({ label, value }) => json(value, label)) },
    {
      weight: 10,
      arbitrary: fc
        .oneof(
          fc.constantFrom<unknown>([], 0, -1, 'text', '', true, false, null, new RawJson('1e400')),
          validBody.map((value) => [value]),
        )
        .map((value) => json(value, `top-level ${toJsonText(value).slice(0, 40)}`)),
    },
    {
      weight: 15,
      arbitrary: badJson.map((payload) => ({
        label: `odd JSON text ${shorten(JSON.stringify(payload), 40)}`,
        value: { contentType: 'application/json', payload },
      })),
    },
    { weight: 15, arbitrary: validBody.chain(wrongContentType) },
    { weight: 5, arbitrary: invalidUtf8 },
    {
      weight: 5,
      arbitrary: fc.constantFrom({ label: 'no body', value: undefined }, { label: 'empty JSON body', value: { contentType: 'application/json', payload: '' } }),
    },
    { weight: 1, arbitrary: overLimit },
  );
}

/** Bodies for routes that take none: mostly none, sometimes JSON, garbage or another content type. */
function noBodyPart(): fc.Arbitrary<Part<RequestBody | undefined>> {
  return fc.oneof(
    CROSS_SHRINK,
    { weight: 200, arbitrary: fc.constant({ value: undefined }) },
    { weight: 10, arbitrary: fc.constantFrom({ value: { contentType: 'application/json', payload: '' } }, json({}, 'unexpected body {}')) },
    { weight: 10, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => json(value, 'unexpected JSON body')) },
    {
      weight: 10,
      arbitrary: badJson.map((payload) => ({
        label: `unexpected JSON text ${shorten(JSON.stringify(payload), 40)}`,
        value: { contentType: 'application/json', payload },
      })),
    },
    { weight: 10, arbitrary: wrongContentType({ a: '1' }) },
    { weight: 1, arbitrary: overLimit },
  );
}

/** Bodies for the multipart upload route: real images, garbage, odd kinds, broken multipart, and JSON. */
export function uploadBodyPart(images: Record<string, Buffer>): fc.Arbitrary<Part<RequestBody | undefined>> {
  const png = images.png ?? Buffer.alloc(0);
  // A PNG whose header claims 100,000 × 100,000 pixels (its checksum no longer matches).
  const giantPng = Buffer.from(png);
  if (giantPng.length > 24) {
    giantPng.writeUInt32BE(100_000, 16);
    giantPng.writeUInt32BE(100_000, 20);
  }
  const files: fc.Arbitrary<{ label: string; data: Buffer; type: string; filename: string }> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...Object.entries(images))
        .map(([format, data]) => ({ label: '', data, type: `image/${format}`, filename: `picture.${format}` })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ label: 'random bytes', data: Buffer.from(bytes), type: 'image/png', filename: 'x.png' })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        { label: 'empty file', data: Buffer.alloc(0), type: 'image/png', filename: 'empty.png' },
        {
          label: 'svg',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          type: 'image/svg+xml',
          filename: 'x.svg',
        },
        { label: 'truncated png', data: png.subarray(0, Math.min(60, png.length)), type: 'image/png', filename: 'cut.png' },
        { label: 'png claiming 100000×100000', data: giantPng, type: 'image/png', filename: 'giant.png' },
        { label: 'text file', data: Buffer.from('hello'), type: 'text/plain', filename: 'a.txt' },
        { label: 'file over 2 MB', data: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]), type: 'image/png', filename: 'big.png' },
      ),
    },
  );
  const filename = fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.oneof(oddString, fc.constantFrom('../../etc/passwd', '', 'a"b.png', 'x'.repeat(5_000))) },
  );
  const kind = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('logo', 'avatar', 'product').map(valid) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(oddString, blankString, hugeString, fc.constantFrom('LOGO', 'logo ', 'logo\u0000', 'cover'))
        .map((value) => ({ label: `kind ${shorten(JSON.stringify(value), 30)}`, value })),
    },
  );
  const wellFormed = fc
    .tuple(
      kind,
      files,
      filename,
      fc.oneof(
        { weight: 10, arbitrary: fc.constant('kind first' as const) },
        { weight: 1, arbitrary: fc.constantFrom('file first' as const, 'no kind' as const, 'no file' as const, 'two files' as const, 'extra fields' as const) },
      ),
    )
    .map(([kindPart, file, name, layout]): Part<RequestBody | undefined> => {
      const kindField = { name: 'kind', value: kindPart.value };
      const fileField = { name: 'file', value: file.data, filename: name ?? file.filename, type: file.type };
      const parts = {
        'kind first': [kindField, fileField],
        'file first': [fileField, kindField],
        'no kind': [fileField],
        'no file': [kindField],
        'two files': [kindField, fileField, { ...fileField, name: 'file2' }],
        'extra fields': [kindField, { name: 'other', value: 'x' }, { name: 'third', value: 'y' }, fileField],
      }[layout];
      const labels = [kindPart.label, file.label, name !== undefined ? 'odd filename' : undefined, layout === 'kind first' ? undefined : layout].filter(
        Boolean,
      );
      return { label: labels.length > 0 ? labels.join(', ') : undefined, value: multipart(parts) };
    });
  const broken = fc.constantFrom<Part<RequestBody | undefined>>(
    {
      label: 'multipart without closing boundary',
      value: { contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n' },
    },
    {
      label: 'multipart with another boundary',
      value: { contentType: 'multipart/form-data; boundary=abc', payload: '--xyz\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n--xyz--\r\n' },
    },
    { label: 'multipart without boundary', value: { contentType: 'multipart/form-data', payload: '--abc\r\n\r\n' } },
    { label: 'multipart, empty body', value: { contentType: 'multipart/form-data; boundary=abc', payload: '' } },
    {
      label: 'multipart part without a name',
      value: { contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disposition: form-data\r\n\r\nlogo\r\n--abc--\r\n' },
    },
    {
      label: 'multipart headers only',
      value: { contentType: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n' },
    },
    { label: 'JSON instead of multipart', value: { contentType: 'application/json', payload: '{"kind":"logo"}' } },
    { label: 'no body', value: undefined },
  );
  return fc.oneof(
    CROSS_SHRINK,
    { weight: 6, arbitrary: wellFormed },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: badJson.map((payload) => ({ label: 'odd JSON text', value: { contentType: 'application/json', payload } })) },
  );
}

// ---------------------------------------------------------------------------------------------
// Headers and methods

/** Header values a real HTTP client can send (visible ASCII), that the app reads or might. */
const headerMutation: fc.Arbitrary<Part<Record<string, string>>> = fc.oneof(
  fc
    .constantFrom('*', 'pl', 'pl-PL,pl;q=0.9,en;q=0.8', 'xx', 'en;q=abc', 'en;q=-1', ';;;,,,', 'x'.repeat(5_000), 'zh-Hant-TW-u-nu-hanidec', 'i-klingon', '')
    .map((value) => ({ label: `accept-language ${shorten(JSON.stringify(value), 30)}`, value: { 'accept-language': value } })),
  fc
    .constantFrom('application/xml', 'text/html', '*/*', 'application/problem+json', 'image/webp', '', 'x')
    .map((value) => ({ label: `accept ${JSON.stringify(value)}`, value: { accept: value } })),
  fc
    .constantFrom(
      'Bearer',
      'Bearer ',
      `Bearer ${'a'.repeat(43)}`,
      `Bearer ${'a'.repeat(300)}`,
      'Basic Zm9vOmJhcg==',
      'bearer  x',
      'Token abc',
      `Bearer ${'%00'.repeat(10)}abcdefghijklmnopqrstu`,
      'Bearer a.b.c',
      '',
    )
    .map((value) => ({ label: `authorization ${shorten(JSON.stringify(value), 30)}`, value: { authorization: value } })),
  fc.constantFrom('x'.repeat(65), 'short', '../../x', 'a b c d e f g h').map((value) => ({ label: 'x-request-id', value: { 'x-request-id': value } })),
  fc.constantFrom('"x"', '*', 'W/"abc", "def"', 'garbage').map((value) => ({ label: `if-none-match ${value}`, value: { 'if-none-match': value } })),
  fc
    .constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', 'Sat, 01 Jan 3000 00:00:00 GMT')
    .map((value) => ({ label: `if-modified-since ${value}`, value: { 'if-modified-since': value } })),
  fc.constantFrom('gzip', 'br', 'deflate', 'x-unknown').map((value) => ({ label: `content-encoding ${value}`, value: { 'content-encoding': value } })),
  fc.constantFrom('1.2.3.4', 'not-an-ip, ::1', 'x'.repeat(2_000)).map((value) => ({ label: 'x-forwarded-for', value: { 'x-forwarded-for': value } })),
);

function headersPart(): fc.Arbitrary<Part<Record<string, string>>> {
  return fc.oneof(CROSS_SHRINK, { weight: 12, arbitrary: fc.constant(valid({})) }, { weight: 1, arbitrary: headerMutation });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

function methodPart(method: string): fc.Arbitrary<Part<string>> {
  const others = METHODS.filter((other) => other !== method);
  return fc.oneof(
    CROSS_SHRINK,
    { weight: 30, arbitrary: fc.constant(valid(method)) },
    { weight: 1, arbitrary: fc.constantFrom(...others).map((other) => ({ label: `method ${other}`, value: other })) },
  );
}

// ---------------------------------------------------------------------------------------------

/** Requests for one route: every part valid or broken, the breakages labelled. */
export function requestArbitrary(target: FuzzTarget, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const body = options.body ?? (target.bodyKind === 'json' && target.body ? jsonBodyPart(target.body, options.hints) : noBodyPart());
  return fc
    .record({ path: pathPart(target, options), query: queryPart(target, options), body, headers: headersPart(), method: methodPart(target.method) })
    .map((parts) => {
      const labels = [parts.method, parts.path, parts.query, parts.body, parts.headers].flatMap((part) => (part.label ? [part.label] : []));
      return new FuzzRequest(parts.method.value, parts.path.value, parts.query.value, parts.headers.value, parts.body.value, labels);
    });
}
