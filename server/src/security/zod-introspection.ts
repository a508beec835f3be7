// Reads the fields of a route's zod schema (zod 4 internals: `schema._zod.def`) so the bad-input walk
// learns every body and query field from the app itself, and finds a body the schema accepts by trying
// candidate values field by field (only the failing fields change).
import { randomUUID } from 'node:crypto';
import { BOOKING_PAYMENT_METHODS, INQUIRY_SUBJECTS, PAYMENT_RECORD_METHODS } from '@domain/constants';
import { addDays } from '@domain/dates';

type Def = { type: string } & Record<string, unknown>;

export type FieldKind =
  | { kind: 'string'; format?: string; pattern?: RegExp; min?: number; max?: number; length?: number }
  | { kind: 'number'; min?: number; max?: number; int: boolean }
  | { kind: 'money' }
  | { kind: 'boolean' }
  | { kind: 'enum'; values: unknown[] }
  | { kind: 'array'; element: FieldKind; min?: number }
  | { kind: 'object' }
  | { kind: 'unknown' };

const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | null | undefined)?._zod?.def;

const WRAPPERS = new Set(['optional', 'default', 'nullable', 'readonly', 'catch', 'prefault', 'nonoptional']);

/** The schema under optional/default/nullable/lazy wrappers. */
const unwrap = (schema: unknown): unknown => {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (!def) return current;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'lazy') current = (def.getter as () => unknown)();
    else return current;
  }
  return current;
};

/** The object shape a body or query schema validates (through preprocess pipes, refinements, unions). */
export const objectShape = (schema: unknown): Record<string, unknown> | undefined => {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (!def) return undefined;
  if (def.type === 'object') return def.shape as Record<string, unknown>;
  if (def.type === 'pipe') return objectShape(def.out) ?? objectShape(def.in);
  if (def.type === 'intersection') {
    const left = objectShape(def.left);
    const right = objectShape(def.right);
    return left || right ? { ...left, ...right } : undefined;
  }
  if (def.type === 'union') {
    for (const option of def.options as unknown[]) {
      const shape = objectShape(option);
      if (shape) return shape;
    }
  }
  return undefined;
};

const checksOf = (def: Def): Def[] =>
  ((def.checks as unknown[] | undefined) ?? []).map((check) => defOf(check)).filter((d): d is Def => !!d);

export const kindOf = (schema: unknown): FieldKind => {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (!def) return { kind: 'unknown' };
  switch (def.type) {
    case 'string': {
      const kind: FieldKind & { kind: 'string' } = { kind: 'string' };
      if (typeof def.format === 'string') kind.format = def.format;
      if (def.pattern instanceof RegExp) kind.pattern = def.pattern;
      for (const check of checksOf(def)) {
        if (check.check === 'string_format') {
          kind.format = String(check.format);
          if (check.pattern instanceof RegExp) kind.pattern = check.pattern;
        }
        if (check.check === 'min_length') kind.min = Number(check.minimum);
        if (check.check === 'max_length') kind.max = Number(check.maximum);
        if (check.check === 'length_equals') kind.length = Number(check.length);
      }
      return kind;
    }
    case 'number': {
      const kind: FieldKind & { kind: 'number' } = { kind: 'number', int: false };
      for (const check of checksOf(def)) {
        if (check.check === 'number_format' && String(check.format).includes('int')) kind.int = true;
        if (check.check === 'greater_than') kind.min = Number(check.value) + (check.inclusive ? 0 : 1);
        if (check.check === 'less_than') kind.max = Number(check.value) - (check.inclusive ? 0 : 1);
      }
      return kind;
    }
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries as Record<string, unknown>) };
    case 'literal':
      return { kind: 'enum', values: def.values as unknown[] };
    case 'array': {
      const min = checksOf(def).find((c) => c.check === 'min_length')?.minimum;
      return {
        kind: 'array',
        element: kindOf(def.element),
        min: min === undefined ? undefined : Number(min),
      };
    }
    case 'object':
    case 'record':
      return { kind: 'object' };
    case 'union': {
      const options = (def.options as unknown[]).map(kindOf);
      if (options.some((o) => o.kind === 'string') && options.some((o) => o.kind === 'number'))
        return { kind: 'money' };
      // z.union([z.literal(''), realField]): the real field decides
      const real = options.find((o) => !(o.kind === 'enum' && o.values.length === 1 && o.values[0] === ''));
      return real ?? options[0] ?? { kind: 'unknown' };
    }
    case 'pipe': {
      const input = kindOf(def.in);
      const output = kindOf(def.out);
      if (input.kind === 'money' || output.kind === 'money') return { kind: 'money' };
      if (input.kind === 'unknown') return output;
      if (input.kind === 'string' && output.kind === 'string')
        return { ...input, ...Object.fromEntries(Object.entries(output).filter(([, v]) => v !== undefined)) };
      return input;
    }
    default:
      return { kind: 'unknown' };
  }
};

/** Every field of an object schema with its kind, or undefined when the schema is not an object. */
export const fieldsOf = (schema: unknown): Map<string, FieldKind> | undefined => {
  const shape = objectShape(schema);
  if (!shape) return undefined;
  return new Map(Object.entries(shape).map(([name, field]) => [name, kindOf(field)]));
};

export const isDateField = (name: string, kind: FieldKind) =>
  (kind.kind === 'string' && kind.format === 'date') ||
  /date|checkin|checkout|^valid(from|to)$|^(from|to)$/i.test(name);
export const isRangeStart = (name: string) => /checkin|from$|start/i.test(name);
export const isRangeEnd = (name: string) => /checkout|to$|end$/i.test(name);
export const isNumberish = (kind: FieldKind) =>
  kind.kind === 'number' ||
  kind.kind === 'money' ||
  (kind.kind === 'array' && kind.element.kind === 'number');

/** What a fresh world offers for ids in bodies and params. */
export type Fixtures = {
  today: string;
  ids: Record<string, string>;
  /** Other rows of the same kind in other states (a checked-in stay, a completed one ...), tried in turn. */
  alternatives?: Record<string, string[]>;
  unique: () => string;
};

/** The same world with the `index`-th alternative of every kind that has one (the last when fewer). */
export const variantOf = (fixtures: Fixtures, index: number): Fixtures => {
  const ids = { ...fixtures.ids };
  for (const [key, options] of Object.entries(fixtures.alternatives ?? {}))
    if (options.length) ids[key] = options[Math.min(index, options.length - 1)] ?? ids[key] ?? '';
  return { ...fixtures, ids };
};

/** The fixture id a field or REST collection most likely names (roomId, /rooms/:id ...). */
export const fixtureIdFor = (name: string, fixtures: Fixtures): string | undefined => {
  const n = name.toLowerCase();
  const pick = (key: string) => fixtures.ids[key];
  if (n.startsWith('room')) return pick('room');
  if (n.startsWith('rate')) return pick('rate');
  if (n.startsWith('reservation')) return pick('reservation');
  if (n.startsWith('payment')) return pick('payment');
  if (n.startsWith('review')) return pick('review');
  if (n.startsWith('amenit')) return pick('amenity');
  if (n.startsWith('inquir')) return pick('inquiry');
  if (n.startsWith('customer')) return pick('customer');
  if (n.startsWith('user')) return pick('victim');
  return undefined;
};

const TEXT_POOL = [
  'A test value long enough for any minimum',
  ...BOOKING_PAYMENT_METHODS.map((m) => m.value),
  ...PAYMENT_RECORD_METHODS.map((m) => m.value),
  ...INQUIRY_SUBJECTS,
  'test-session-0001',
  'walk value',
];

const fitsString = (value: string, kind: FieldKind & { kind: 'string' }) =>
  (kind.min === undefined || value.length >= kind.min) &&
  (kind.max === undefined || value.length <= kind.max) &&
  (kind.length === undefined || value.length === kind.length) &&
  (!kind.pattern || kind.pattern.test(value));

/** Values to try for a field, the likeliest valid one first. */
export const candidatesFor = (name: string, kind: FieldKind, fixtures: Fixtures): unknown[] => {
  const { today } = fixtures;
  switch (kind.kind) {
    case 'string': {
      if (isDateField(name, kind)) {
        if (isRangeStart(name)) return [addDays(today, 20), addDays(today, 21)];
        if (isRangeEnd(name)) return [addDays(today, 23), addDays(today, 40)];
        return [addDays(today, 23), addDays(today, 20)];
      }
      const fixtureId = fixtureIdFor(name, fixtures);
      if (kind.format === 'uuid' || kind.format === 'guid' || /id$/i.test(name))
        if (fixtureId || kind.format === 'uuid') return [fixtureId ?? randomUUID(), randomUUID()];
      if (kind.format === 'email' || /email/i.test(name)) return [`walk-${fixtures.unique()}@example.com`];
      if (/password/i.test(name)) return ['correct horse battery staple'];
      if (kind.length !== undefined) return ['A'.repeat(kind.length), '7'.repeat(kind.length)];
      const pool = TEXT_POOL.filter((value) => fitsString(value, kind));
      return pool.length ? pool : ['A'.repeat(Math.max(kind.min ?? 1, 1))];
    }
    case 'number': {
      const low = kind.min ?? 0;
      const high = kind.max ?? Number.MAX_SAFE_INTEGER;
      return [Math.min(Math.max(1, low), high), low, 2];
    }
    case 'money':
      return ['100.00', 100];
    case 'boolean':
      return [true, false];
    case 'enum':
      // the enum first; then the text pool, for a route that reads the field with rules of its own
      return [...kind.values, ...TEXT_POOL.filter((value) => !kind.values.includes(value))];
    case 'array': {
      const element = candidatesFor(name.replace(/s$/, ''), kind.element, fixtures)[0] ?? 'walk value';
      return [Array.from({ length: Math.max(kind.min ?? 1, 3) }, () => element), []];
    }
    case 'object':
      return [{}];
    default:
      return ['A test value long enough for any minimum', 1];
  }
};

export type Choice = Map<string, number>;

export const buildBody = (fields: Map<string, FieldKind>, choice: Choice, fixtures: Fixtures) => {
  const body: Record<string, unknown> = {};
  for (const [name, kind] of fields) {
    const candidates = candidatesFor(name, kind, fixtures);
    body[name] = candidates[Math.min(choice.get(name) ?? 0, candidates.length - 1)];
  }
  return body;
};

type SafeParse = (value: unknown) => {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};

/**
 * Tries candidate values until the schema accepts the body (or the candidates run out). Returns the
 * choice and the issues left, if any: a body the schema accepts lets each bad value reach the service.
 */
export const solveWithSchema = (
  schema: unknown,
  fields: Map<string, FieldKind>,
  fixtures: Fixtures,
): { choice: Choice; accepted: boolean; issues: string[] } => {
  const choice: Choice = new Map();
  const parse = (schema as { safeParse?: SafeParse }).safeParse?.bind(schema);
  if (!parse) return { choice, accepted: false, issues: ['no safeParse'] };
  let issues: string[] = [];
  for (let round = 0; round < 40; round++) {
    const result = parse(buildBody(fields, choice, fixtures));
    if (result.success) return { choice, accepted: true, issues: [] };
    const failing = result.error?.issues ?? [];
    issues = failing.map((issue) => `${issue.path.map(String).join('.') || 'body'}: ${issue.message}`);
    let advanced = false;
    for (const name of new Set(failing.map((issue) => String(issue.path[0] ?? '')))) {
      const kind = fields.get(name);
      if (!kind) continue;
      const next = (choice.get(name) ?? 0) + 1;
      if (next < candidatesFor(name, kind, fixtures).length) {
        choice.set(name, next);
        advanced = true;
      }
    }
    if (!advanced) break;
  }
  return { choice, accepted: false, issues };
};
