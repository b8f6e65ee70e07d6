import fc from 'fast-check';
import type { $ZodType } from 'zod/v4/core';

/**
 * fast-check arbitraries for the contracts' property tests (contracts-fuzz.test.ts): values read
 * off a contract's zod schemas, so that most requests get past the first field and reach the
 * handlers, mixed with garbage of every kind: wrong types, unicode, very long values, nesting.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Text a person, a bot or a broken client may send: unicode, controls, quotes, traversal, very long. */
export const garbageText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 20 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 10 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e309',
      'NaN',
      'null',
      'true',
      '[]',
      '{}',
      '../../etc/passwd',
      '%00',
      "'; drop table applications; --",
      '<script>alert(1)</script>',
      '٣٤٥',
      '🙂👍🏽',
      '\u0000\u0001\u001f',
      'a\u0000b',
      '\ud800',
      'x\udc00y',
      '\u202e\u200b\ufeff',
      '9'.repeat(40),
      '00000000-0000-0000-0000-000000000000',
    ),
    weight: 2,
  },
  { arbitrary: fc.integer({ min: 300, max: 5000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

/** Any JSON value, from a number to nested objects and arrays. */
export const garbageValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: garbageText, weight: 3 },
  { arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(2 ** 53 + 1), fc.constant(-0)), weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(fc.integer(), { maxLength: 300 }), weight: 1 },
);

function stringLike(def: Def): fc.Arbitrary<unknown> {
  if (def.format === 'uuid' || def.format === 'guid') return fc.uuid();
  if (def.format === 'safeint' || def.format === 'int32') return fc.integer({ min: -5, max: 200 });
  const checks = (def.checks as Array<{ _zod: { def: { format?: string; pattern?: RegExp } } }> | undefined) ?? [];
  const pattern = checks.map((c) => c._zod.def).find((c) => c.format === 'regex' && c.pattern)?.pattern;
  if (pattern) return fc.stringMatching(pattern);
  if (def.pattern instanceof RegExp) return fc.stringMatching(def.pattern);
  return garbageText;
}

/** Values that mean something to the server, by field name (a maid id that exists, a phone number), for fields whose schema cannot say. */
export type FieldHints = Record<string, fc.Arbitrary<unknown>>;

export interface ValueOptions {
  hints?: FieldHints;
  /**
   * Only values of the schema's shape: no garbage, no stray fields, optional fields left out
   * rather than null. Whole requests of this kind get past validation to the handlers; the mixed
   * kind spoils some of their fields.
   */
  clean?: boolean;
}

/** A value for the schema, most often of the shape it asks for (each part possibly left out or spoiled). */
export function valueFor(schema: unknown, options: ValueOptions = {}, depth = 0): fc.Arbitrary<unknown> {
  const { hints = {}, clean = false } = options;
  const def = defOf(schema);
  if (!def || depth > 5) return garbageValue;
  const next = (inner: unknown) => valueFor(inner, options, depth + 1);
  const fitting = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return stringLike(def);
      case 'number':
        return def.format
          ? stringLike(def)
          : fc.oneof({ arbitrary: fc.integer({ min: 1, max: 60 }), weight: 3 }, fc.integer({ min: -5, max: 3000 }), fc.double({ noNaN: true }));
      case 'bigint':
        return fc.bigInt().map(String);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'object': {
        const shape = def.shape as Record<string, unknown>;
        // Each field mostly there, sometimes missing: a request with all its fields right reaches the handler.
        const fields = Object.fromEntries(
          Object.entries(shape).map(([key, inner]) => {
            const value = hints[key] ? fc.oneof({ arbitrary: hints[key], weight: 2 }, next(inner)) : next(inner);
            return [key, clean ? value : fc.oneof({ arbitrary: value, weight: 8 }, fc.constant(undefined))];
          }),
        );
        const strays = clean ? fc.constant({}) : fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, fc.dictionary(garbageText, garbageValue, { maxKeys: 2 }));
        return fc
          .tuple(fc.record(fields), strays)
          .map(([known, extra]) => {
            const present = Object.entries(known).filter(([, v]) => v !== undefined);
            return { ...extra, ...Object.fromEntries(present) };
          });
      }
      case 'array':
        return fc.array(next(def.element), { maxLength: 5 });
      case 'tuple':
        return fc.tuple(...(def.items as unknown[]).map(next));
      case 'record':
        return fc.dictionary(valueFor(def.keyType, options, depth + 1).map(String), next(def.valueType), { maxKeys: 4 });
      case 'union':
        return fc.oneof(...(def.options as unknown[]).map(next));
      case 'intersection':
        return fc.oneof(next(def.left), next(def.right));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return fc.oneof(fc.constantFrom(undefined, ...(clean && def.type !== 'nullable' ? [] : [null])), next(def.innerType));
      case 'pipe':
        return next(def.in);
      case 'lazy':
        return depth > 2 ? garbageValue : next((def.getter as () => unknown)());
      default:
        // unknown, any, custom, transform: nothing to follow.
        return garbageValue;
    }
  })();
  return clean ? fitting : fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: garbageValue, weight: 1 });
}

/** A value as it travels in a URL: text, a comma list, or JSON for anything else. */
export function asUrlText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')).join(',');
  return JSON.stringify(value) ?? '';
}

/** A query string for the schema: its fields given once, twice (a list), empty or left out, and strangers. */
export function queryFor(schema: $ZodType | undefined, hints: FieldHints = {}): fc.Arbitrary<string> {
  const fields = fc.oneof(
    { arbitrary: valueFor(schema, { hints, clean: true }), weight: 2 },
    { arbitrary: valueFor(schema, { hints }), weight: 3 },
    { arbitrary: fc.dictionary(garbageText, garbageValue, { maxKeys: 3 }), weight: 1 },
  );
  return fc
    .tuple(
      fields,
      fc.boolean(),
      fc.constantFrom('', '&', '&=', '&%', '&%E0%A4%A', '&a[b]=1&a[c]=2', '&__proto__[x]=1', '&constructor=1', '&sessionId'),
    )
    .map(([value, repeat, tail]) => {
      const search = new URLSearchParams();
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
          if (v === undefined) continue;
          search.append(key, asUrlText(v));
          if (repeat && Array.isArray(v)) search.append(key, asUrlText(v[0]));
        }
      }
      return search.toString() + tail;
    });
}

/** A path parameter: of its schema's kind, or anything, encoded as a browser would; now and then a broken %-escape. */
export function pathParamFor(schema: unknown): fc.Arbitrary<string> {
  const encoded = fc.oneof(valueFor(schema).map(asUrlText), garbageText).map((text) => {
    // A lone surrogate cannot be encoded; a browser would not send one either.
    try {
      return encodeURIComponent(text) || '%20';
    } catch {
      return 'x';
    }
  });
  return fc.oneof({ arbitrary: encoded, weight: 12 }, fc.constantFrom('%', '%zz', '%E0%A4%A', 'a%2', '%C0%AF', '%00'));
}
