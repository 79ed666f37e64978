import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from a route's request schema. The route table keeps the zod schemas
 * given to Fastify; they are turned into JSON Schema on their input side (`z.toJSONSchema`, io
 * `input`: what a client sends, before transforms and defaults), which names every field with its
 * type, bounds, pattern and enum. From that:
 * - `validValue`: a value the schema admits (so the request reaches the services), helped by
 *   per-field hints where a field means more than its JSON type (an e-mail, a NACE code, a country id);
 * - `invalidValue`: a value aimed at one field: wrong type, empty, huge, control characters and other
 *   odd Unicode, numbers at and past their bounds, arrays too long, objects where scalars belong.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  description?: string;
}

/** The JSON Schema of a request part: zod schemas are converted on their input side; anything else is taken as JSON Schema. */
export function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (schema === undefined || schema === null || typeof schema !== 'object') return undefined;
  if ('_zod' in schema) return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema as JsonSchema;
}

/** A JSON number written as is (`1e400`, `-0`, 30 digits): JSON.stringify cannot produce these. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON() {
    return `<raw ${this.text}>`;
  }
}

/** JSON text of a generated value; `RawJson` leaves are written verbatim, `undefined` members are left out. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).filter(([, member]) => member !== undefined);
    return `{${members.map(([key, member]) => `${JSON.stringify(key)}:${toJsonText(member)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// Odd strings

export const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\t', '\r\n', '\u0085', '\u2028', '\u2029'];
export const LONE_SURROGATES = ['\ud800', '\udfff', '\udc00\ud800', 'a\ud83d'];
export const BIDI_AND_INVISIBLE = ['\u200f', '\u202e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u00ad'];
export const EMOJI = ['😀', '👩‍👩‍👧‍👦', '🇵🇱', '🏳️‍🌈', 'e\u0301', '🤷🏽‍♀️'];
export const POLISH = ['Zażółć gęślą jaźń', 'ĄĆĘŁŃÓŚŹŻ', 'łódź', 'Gdańsk', 'ŻÓŁW'];
/** Letters whose case mapping changes their length or script (`İ`.toLowerCase(), `ß`.toUpperCase()). */
export const CASE_TRAPS = ['İ', 'ß', 'ﬃ', 'ǅ', 'Σ', 'ı', 'ŉ', '𝕏', '日本語', 'مرحبا', 'Ω'];
/** Text that means something to SQL, tsquery, HTML, shells, templates, paths. */
export const SYNTAX = [
  "'",
  '"',
  '\\',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  ':*',
  '&',
  '|',
  '!',
  '(',
  ')',
  '<->',
  '%',
  '_',
  '%s%n',
  '${x}',
  '{{x}}',
  '../../etc/passwd',
  'NULL',
  'undefined',
  '*',
  '?',
  '#',
  '\\0',
];
export const NUMERIC_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '1e309',
  '1e3',
  '0x1F',
  '0b1',
  '1_000',
  ' 1 ',
  '+1',
  '١٢٣',
  '١',
  '1.',
  '.5',
  '00001',
  '9'.repeat(40),
];

const oddPieces = [...CONTROL_CHARACTERS, ...LONE_SURROGATES, ...BIDI_AND_INVISIBLE, ...EMOJI, ...POLISH, ...CASE_TRAPS, ...SYNTAX, ...NUMERIC_STRINGS];

/** A short string built from control characters, lone surrogates, RTL marks, emoji, Polish letters and syntax. */
export const oddString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...oddPieces) },
      { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }) },
      { weight: 2, arbitrary: fc.stringMatching(/^[a-z]{1,6}$/) },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((pieces) => pieces.join(''));

/** A string of one repeated character, from a few hundred to 100k characters (fits the 1 MB body limit). */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ą', '😀', '\u0000', '<', ' ', '%', '\\'), fc.constantFrom(300, 4_000, 100_000))
  .map(([character, length]) => character.repeat(length));

/** Empty and blank strings. */
export const blankString = fc.constantFrom('', ' ', '   ', '\t', '\n', '\u00a0', '\u3000');

// ---------------------------------------------------------------------------------------------
// Schema helpers

export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf || schema.oneOf) return [...new Set((schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf))];
  if (schema.const !== undefined) return [schema.const === null ? 'null' : typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** The variant of a schema for one of its types (`{type: ['string', 'null']}` or an anyOf). */
function variants(schema: JsonSchema): JsonSchema[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(variants);
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

/** Lower and upper integer bounds, clamped to what JavaScript holds exactly. */
export function integerBounds(schema: JsonSchema) {
  const low = schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : (schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const high = schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : (schema.maximum ?? Number.MAX_SAFE_INTEGER);
  return { low: Math.max(low, Number.MIN_SAFE_INTEGER), high: Math.min(high, Number.MAX_SAFE_INTEGER) };
}

/**
 * What JSON Schema cannot say about valid values: per-field arbitraries for fields that mean more
 * than their JSON type (keyed by field name: an e-mail, a NACE code, a country id), and a fix-up for
 * rules across fields (a price needs a currency).
 */
export interface Hints {
  fields: Record<string, fc.Arbitrary<unknown>>;
  fixObject?: (value: Record<string, unknown>) => Record<string, unknown>;
}

export interface ValueContext {
  /** The field name (last path segment), to look up hints. */
  name?: string;
  hints: Hints;
}

// ---------------------------------------------------------------------------------------------
// Valid values

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  if (schema.pattern) return patternString(schema.pattern, min, max);
  if (schema.format === 'email') return fc.emailAddress().filter((value) => value.length >= min && value.length <= max);
  const upTo = Math.min(max, Math.max(min, 40));
  const readable = fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: upTo }).filter((value) => value.trim().length >= Math.min(min, 1));
  const unicode = fc
    .string({ unit: 'grapheme', minLength: min, maxLength: upTo })
    .filter((value) => value.length <= max && value.trim().length >= Math.min(min, 1));
  const atBound = fc.constantFrom('x', 'ż', 'W').map((character) => character.repeat(max));
  return fc.oneof(
    { weight: 6, arbitrary: readable },
    { weight: 3, arbitrary: unicode },
    { weight: 1, arbitrary: fc.constantFrom(...POLISH).filter((value) => value.length >= min && value.length <= max) },
    { weight: max <= 100_000 ? 1 : 0, arbitrary: atBound },
  );
}

const PATTERN_PROBES = 200;

/**
 * Strings of a pattern within length bounds. Filtering `stringMatching` by length loops forever when
 * the pattern rarely (or never) makes a string of that length, and a busy loop cannot be stopped by
 * the test's timeout: so the pattern is probed first. No hit in the probes stops the run with a
 * sentence naming the pattern; few hits are offered as they are; many keep the open generator.
 */
export function patternString(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const matching = fc.stringMatching(new RegExp(pattern));
  const fits = (value: string) => value.length >= min && value.length <= max;
  const hits = fc.sample(matching, { numRuns: PATTERN_PROBES, seed: 1 }).filter(fits);
  if (hits.length === 0)
    throw new Error(
      `fuzz: the pattern ${pattern} made no string of ${min}–${max} characters in ${PATTERN_PROBES} tries; put the length into the pattern or give the field a hint`,
    );
  if (hits.length < PATTERN_PROBES / 10) return fc.constantFrom(...new Set(hits));
  return matching.filter(fits);
}

function validInteger(schema: JsonSchema): fc.Arbitrary<number> {
  const { low, high } = integerBounds(schema);
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: low, max: Math.min(high, low + 1_000) }) },
    { weight: 2, arbitrary: fc.constantFrom(low, high) },
    { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
  );
}

function validNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  return fc.double({
    min: low,
    max: high,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
}

/**
 * A value the schema admits. A hinted field mostly takes its hint (refinements in code would refuse
 * most schema-made values), and now and then a schema-made one (its bounds, its pattern).
 */
export function validValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const hint = context.name !== undefined ? context.hints.fields[context.name] : undefined;
  const own = validBySchema(schema, context);
  return hint ? fc.oneof({ weight: 9, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
}

function validBySchema(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = variants(schema);
  if (options.length > 1) return fc.oneof(...options.map((option) => validBySchema(option, context)));
  const only = options[0] ?? {};
  switch (only.type) {
    case 'string':
      return validString(only);
    case 'integer':
      return validInteger(only);
    case 'number':
      return validNumber(only);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = only.items ?? {};
      const maxLength = Math.min(only.maxItems ?? 4, 4);
      return fc.array(validValue(item, { hints: context.hints }), { minLength: Math.min(only.minItems ?? 0, maxLength), maxLength });
    }
    case 'object':
      return validObject(only, context.hints);
    default:
      // No type (z.unknown()): any small JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object with every required field and any of the optional ones, each valid. */
export function validObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = validValue(property, { name, hints });
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) }) as fc.Arbitrary<Record<string, unknown>>;
  const fix = hints.fixObject;
  return fix ? record.map((value) => fix(value)) : record;
}

// ---------------------------------------------------------------------------------------------
// Invalid values

/** Values of every JSON type (and nesting) — for a field, the ones of another type are the wrong type. */
const anyTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom('', 'text', 'true', '0'),
  fc.constantFrom([], [null], [[[]]], ['a', 1, true]),
  fc.constantFrom({}, { a: 1 }, { '': null }, { constructor: 'x' }, { nested: { deeper: [{}] } }),
);

/** A value of another JSON type than the schema allows. */
export function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = typesOf(schema);
  const matches = (value: unknown) => {
    const type =
      value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
    if (allowed.length === 0) return false;
    if (type === 'integer' && allowed.includes('number')) return true;
    return allowed.includes(type);
  };
  return anyTypeValue.filter((value) => !matches(value));
}

/** Strings that break a string field: empty, blank, huge, at and past its length bounds, odd characters, a valid value with a control character. */
export function badString(schema: JsonSchema, context: ValueContext): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [blankString, hugeString, oddString, fc.constantFrom(...NUMERIC_STRINGS)];
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    options.push(fc.constantFrom('a', 'ą', '😀', ' ').map((character) => character.repeat(max + 1)));
    options.push(fc.constant(`${' '.repeat(max)}a`));
  }
  if (schema.minLength !== undefined && schema.minLength > 1) options.push(fc.constant('a'.repeat(schema.minLength - 1)));
  const valid = validValue({ ...schema, type: 'string', enum: schema.enum?.filter((value) => typeof value === 'string') }, context).filter(
    (value): value is string => typeof value === 'string',
  );
  options.push(
    fc
      .tuple(valid, fc.constantFrom(...CONTROL_CHARACTERS, ...LONE_SURROGATES, ...BIDI_AND_INVISIBLE, ...EMOJI), fc.constantFrom('start', 'middle', 'end'))
      .map(([value, odd, where]) => {
        if (where === 'start') return `${odd}${value}`;
        if (where === 'end') return `${value}${odd}`;
        const half = Math.floor(value.length / 2);
        return `${value.slice(0, half)}${odd}${value.slice(half)}`;
      }),
  );
  if (schema.enum) {
    const words = schema.enum.filter((value): value is string => typeof value === 'string');
    if (words.length > 0)
      options.push(
        fc
          .constantFrom(...words)
          .chain((word) => fc.constantFrom(word.toUpperCase(), ` ${word}`, `${word} `, `${word}\u0000`, `${word},${word}`, word.slice(1))),
      );
  }
  return fc.oneof(...options);
}

/** Numbers at and past an integer field's bounds, floats for ints, huge and unsafe integers, JSON numbers JavaScript cannot hold. */
export function badNumber(schema: JsonSchema): fc.Arbitrary<unknown> {
  const { low, high } = integerBounds(schema);
  const edges: unknown[] = [0, -1, 1.5, -0.5, 2 ** 31, 2 ** 32 + 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, 1e308, -1e308, Number.MIN_VALUE];
  if (schema.minimum !== undefined || schema.exclusiveMinimum !== undefined) edges.push(low, low - 1, low - 0.5);
  if (schema.maximum !== undefined || schema.exclusiveMaximum !== undefined) edges.push(high, high + 1, high + 0.5);
  const raw = ['1e400', '-1e400', '-0', '1.0', '1E2', '123456789012345678901234567890', '0.000000000000000000001', '1'.repeat(400)].map(
    (text) => new RawJson(text),
  );
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...edges) },
    { weight: 2, arbitrary: fc.constantFrom(...raw) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMERIC_STRINGS, String(low), String(high + 1)) },
    { weight: 1, arbitrary: fc.double() },
  );
}

/** Arrays that break an array field: too long, items of the wrong type, nested, huge items. */
export function badArray(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown[]> {
  const item = schema.items ?? {};
  const max = schema.maxItems ?? 200;
  const validItem = validValue(item, { hints: context.hints });
  return fc.oneof(
    fc.array(validItem, { minLength: 1, maxLength: 3 }).map((items) => Array.from({ length: max + 1 }, (_, index) => items[index % items.length])),
    fc.constantFrom(1_000, 10_000).map((length) => Array.from({ length }, (_, index) => String(index))),
    fc.array(fc.oneof(wrongType(item), anyTypeValue), { minLength: 1, maxLength: 4 }),
    fc.array(fc.oneof(oddString, hugeString, blankString), { minLength: 1, maxLength: 3 }),
    fc.constantFrom<unknown[]>([[['deep']]], [{}], [null, null], ['', '']),
    fc.array(validItem, { minLength: 1, maxLength: 3 }).map((items) => [...items, ...items]),
  );
}

/** A value aimed at one field: wrong type, bad strings, bad numbers, bad arrays, bad objects. */
export function invalidValue(schema: JsonSchema, context: ValueContext): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongType(schema)];
  const isString = types.includes('string') || types.length === 0;
  if (isString) options.push(badString(variants(schema).find((variant) => typesOf(variant).includes('string')) ?? schema, context));
  if (types.includes('integer') || types.includes('number'))
    options.push(badNumber(variants(schema).find((variant) => variant.type === 'integer' || variant.type === 'number') ?? schema));
  if (types.includes('boolean')) options.push(fc.constantFrom('true', 'false', 1, 0, 'yes', 'on', ''));
  const arrayVariant = variants(schema).find((variant) => variant.type === 'array');
  if (arrayVariant) options.push(badArray(arrayVariant, context));
  const objectVariant = variants(schema).find((variant) => variant.type === 'object');
  if (objectVariant) options.push(badObject(objectVariant, context.hints));
  if (!isString) options.push(fc.oneof(oddString, hugeString, blankString));
  return fc.oneof(...options);
}

/** Names of fields nobody declared, some of them special to JavaScript objects. */
export const extraFieldName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'userId',
    'companyId',
    'role',
    'isAdmin',
    '',
    ' ',
    '\u0000',
    'a.b',
    '$where',
  ),
  fc.stringMatching(/^[a-z][A-Za-z]{0,12}$/),
);

/** An object with a field that breaks it: one field invalid, a required field missing, extra fields, or several fields wrong. */
export function badObject(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  return objectMutation(schema, hints).map((mutation) => mutation.value);
}

export interface ObjectMutation {
  /** What was done, e.g. `field price: invalid` or `missing name`. */
  label: string;
  value: Record<string, unknown>;
}

/** Mutations of a valid object, each labelled with what it broke. */
export function objectMutation(schema: JsonSchema, hints: Hints): fc.Arbitrary<ObjectMutation> {
  const properties = Object.entries(schema.properties ?? {});
  const valid = validObject(schema, hints);
  const options: fc.Arbitrary<ObjectMutation>[] = [];
  if (properties.length > 0) {
    options.push(
      fc
        .constantFrom(...properties)
        .chain(([name, property]) => fc.tuple(fc.constant(name), valid, invalidValue(property, { name, hints })))
        .map(([name, value, bad]) => ({ label: `field ${name} invalid`, value: { ...value, [name]: bad } })),
    );
  }
  if (properties.length > 1) {
    options.push(
      fc
        .tuple(
          valid,
          fc.subarray(
            properties.map(([name]) => name),
            { minLength: 2 },
          ),
        )
        .chain(([value, names]) =>
          fc.tuple(fc.constant(value), fc.constant(names), fc.tuple(...names.map((name) => invalidValue(schema.properties![name]!, { name, hints })))),
        )
        .map(([value, names, bads]) => ({
          label: `fields ${names.join(', ')} invalid`,
          value: { ...value, ...Object.fromEntries(names.map((name, index) => [name, bads[index]])) },
        })),
    );
  }
  const required = (schema.required ?? []).filter((name) => schema.properties?.[name]);
  if (required.length > 0) {
    options.push(
      fc.tuple(valid, fc.subarray(required, { minLength: 1 })).map(([value, names]) => ({
        label: `missing ${names.join(', ')}`,
        value: Object.fromEntries(Object.entries(value).filter(([name]) => !names.includes(name))),
      })),
    );
  }
  options.push(
    fc.tuple(valid, fc.array(fc.tuple(extraFieldName, anyTypeValue), { minLength: 1, maxLength: 4 })).map(([value, extras]) => {
      const copy: Record<string, unknown> = { ...value };
      // defineProperty, so `__proto__` becomes an own member (and is written into the JSON).
      for (const [name, extra] of extras) Object.defineProperty(copy, name, { value: extra, enumerable: true, configurable: true, writable: true });
      return { label: `extra ${extras.map(([name]) => JSON.stringify(name)).join(', ')}`, value: copy };
    }),
  );
  options.push(fc.constant({ label: 'empty object', value: {} }));
  return fc.oneof(...options);
}
