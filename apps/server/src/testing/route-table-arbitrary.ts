import fc from 'fast-check';
import { z, type ZodType } from 'zod';
import { CALENDAR_DATE_DESCRIPTION } from '@rampart/contracts';

/**
 * fast-check values from a route's zod schema, through zod's own JSON Schema (z.toJSONSchema):
 * fast-check has no zod bridge here, and the JSON Schema is zod's stable description of itself.
 * Refinements are not in it, so callers that need a valid value filter with safeParse.
 */

type Node = Record<string, unknown> & { type?: string | string[] };

/** Strings PostgreSQL, the audit log, date parsing or a careless path join may choke on. */
export const HOSTILE_STRINGS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  'lone \ud800 high',
  'lone \udfff low',
  'x'.repeat(100_000),
  '99999-01-01',
  '2026-02-30',
  '0000-00-00T25:61:61Z',
  '-271821-04-19',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "'); DROP TABLE risks; --",
  '"\\',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.test","x")',
  '\u202e\ufeff\u200b',
  '${jndi:ldap://127.0.0.1/x}',
  '%00%ff',
  '\r\n\r\nX-Injected: 1',
  '😀'.repeat(50),
  ' ',
  '',
];

export const HOSTILE_NUMBERS: readonly unknown[] = [
  1e308,
  -1e308,
  2 ** 53 + 1,
  -(2 ** 63),
  5e-324,
  -0,
  'NaN',
  '1e309',
  null,
];

/** Arrays nested `depth` deep: a recursive walk over them overflows the stack. */
export const deeplyNested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

export type ArbitraryOptions = {
  /** Mix hostile strings, numbers and shapes into every leaf. */
  hostile: boolean;
  /** Ids for a property name (riskId, controlIds, ...): real records to point at. */
  idsFor?: (key: string) => readonly string[] | undefined;
  /** Generate every optional property (the outsider matrix wants its ids in the body). */
  allKeys?: boolean;
};

const DATE_KEY = /(date|period|^from$|^to$|At$|Before$|After$)/i;
const isoDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString().slice(0, 10));
const isoTime = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
  .filter((d) => !Number.isNaN(d.getTime()))
  .map((d) => d.toISOString());
const email = fc
  .tuple(fc.stringMatching(/^[a-z]{1,12}$/), fc.nat(99_999))
  .map(([name, n]) => `${name}.${n}@example.test`);
const anyJson = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  isoDay,
);

const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostileValue = fc.oneof(
  hostileString,
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constant(deeplyNested(2_000)),
);

const SAFE = 2 ** 31 - 1;
const clamp = (n: unknown, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.max(-SAFE, Math.min(SAFE, n)) : fallback;

const stringArb = (node: Node): fc.Arbitrary<string> => {
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  const max = typeof node.maxLength === 'number' ? node.maxLength : Math.max(min, 40);
  const cap = Math.min(max, Math.max(min, 40));
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (node.format === 'email') return email.filter(fits);
  if (node.format === 'date-time') return isoTime;
  if (node.format === 'date') return isoDay;
  // The contracts' calendar dates show on the wire as described strings (decision 010).
  if (node.description === CALENDAR_DATE_DESCRIPTION) return isoDay;
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'uri' || node.format === 'url') return fc.webUrl().filter(fits);
  if (typeof node.pattern === 'string') {
    return fc.stringMatching(new RegExp(node.pattern)).filter(fits);
  }
  // Printable text: a title, a note. Leading and trailing spaces are trimmed by many schemas.
  return fc
    .string({ minLength: Math.max(min, 1), maxLength: Math.max(cap, 1), unit: 'grapheme-ascii' })
    .map((s) => (s.trim().length >= min ? s : 'x'.repeat(Math.max(min, 1))))
    .filter(fits);
};

const numberArb = (node: Node, integer: boolean): fc.Arbitrary<number> => {
  const lo = clamp(node.minimum ?? node.exclusiveMinimum, integer ? -1000 : -1000);
  const hi = clamp(node.maximum ?? node.exclusiveMaximum, integer ? 1000 : 1000);
  const within = (n: number) =>
    (typeof node.exclusiveMinimum !== 'number' || n > node.exclusiveMinimum) &&
    (typeof node.exclusiveMaximum !== 'number' || n < node.exclusiveMaximum);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }).filter(within);
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).filter(within);
};

const idArb = (key: string, options: ArbitraryOptions) => {
  const ids = options.idsFor?.(key);
  return ids && ids.length > 0 ? fc.constantFrom(...ids) : undefined;
};

/** The arbitrary of one JSON Schema node; `key` is the property it sits under. */
const nodeArb = (
  node: Node,
  key: string,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> => {
  const plain = plainArb(node, key, options, depth);
  if (!options.hostile || depth === 0 || depth > 6) return plain;
  return fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: hostileValue, weight: 2 });
};

const plainArb = (
  node: Node,
  key: string,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> => {
  if ('const' in node) return fc.constant(node.const);
  if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
  const union = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  if (union) return fc.oneof(...union.map((n) => nodeArb(n, key, options, depth)));
  if (Array.isArray(node.allOf)) {
    const parts = (node.allOf as Node[]).map((n) => plainArb(n, key, options, depth));
    return fc
      .tuple(...parts)
      .map((values) => Object.assign({}, ...values.filter((v) => v && typeof v === 'object')));
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'string':
      return idArb(key, options) ?? stringArb(node);
    case 'integer':
      return numberArb(node, true);
    case 'number':
      return numberArb(node, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (node.items ?? {}) as Node;
      const minLength = typeof node.minItems === 'number' ? node.minItems : 0;
      const maxItems = typeof node.maxItems === 'number' ? node.maxItems : 3;
      const maxLength = Math.max(minLength, Math.min(maxItems, 3));
      return fc.array(nodeArb(items, key, options, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArb(node, options, depth);
    default:
      // Unrepresentable in JSON Schema (preprocessed dates, unknown): a date when it is named so.
      if (DATE_KEY.test(key)) return isoDay;
      return idArb(key, options) ?? anyJson;
  }
};

const objectArb = (node: Node, options: ArbitraryOptions, depth: number) => {
  const properties = (node.properties ?? {}) as Record<string, Node>;
  const required = new Set((node.required as string[] | undefined) ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of Object.entries(properties)) {
    shape[name] = nodeArb(child, name, options, depth + 1);
  }
  const keys = Object.keys(shape);
  const record = fc.record(shape, {
    requiredKeys: options.allKeys ? keys : keys.filter((k) => required.has(k)),
  });
  const extra = node.additionalProperties;
  if (extra && typeof extra === 'object' && keys.length === 0) {
    return fc.dictionary(
      fc.stringMatching(/^[a-z-]{1,12}$/),
      nodeArb(extra as Node, '', options, depth + 1),
      { maxKeys: 3 },
    );
  }
  return record;
};

const jsonSchemaOf = (schema: ZodType): Node =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;

/** Values shaped by the schema (and, when hostile, salted with hostile leaves). */
export const schemaArbitrary = (
  schema: ZodType,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> => nodeArb(jsonSchemaOf(schema), '', options, 0);

/**
 * A value the schema accepts, found among generated candidates (refinements such as "the
 * period ends after it starts" are not in the JSON Schema). Deterministic for a seed.
 */
export const validValue = (
  schema: ZodType,
  options: Omit<ArbitraryOptions, 'hostile'>,
  seed = 42,
): unknown => {
  const arb = nodeArb(jsonSchemaOf(schema), '', { ...options, hostile: false }, 0);
  for (const candidate of fc.sample(arb, { numRuns: 300, seed })) {
    if (schema.safeParse(candidate).success) return candidate;
  }
  throw new Error(`no valid value found for schema ${JSON.stringify(jsonSchemaOf(schema))}`);
};
