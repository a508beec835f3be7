// The bad inputs of the walk, built for one route from its fields and a body its schema accepts: each
// input changes one thing (one field, the whole body, one param, one query key, the content type) so
// an answer says which input the route mishandles.
import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';
import { type Probe, paramNames, type Tier } from './walk-support';
import {
  type FieldKind,
  type Fixtures,
  isDateField,
  isNumberish,
  isRangeEnd,
  isRangeStart,
} from './zod-introspection';

const JSON_TYPE = { 'content-type': 'application/json' };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A value written into the JSON text as is (1e400, deep nesting, a __proto__ key). */
class RawJson {
  constructor(readonly text: string) {}
}

const toJson = (value: unknown): string => {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `@@RAW${raws.length - 1}@@`;
    }
    return v;
  });
  return raws.reduce((json, raw, index) => json.replace(`"@@RAW${index}@@"`, raw), text ?? 'null');
};

const show = (value: unknown): string => {
  if (value instanceof RawJson) return value.text.length > 60 ? `${value.text.slice(0, 60)}…` : value.text;
  const text = JSON.stringify(value) ?? String(value);
  const escaped = text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
  return escaped;
};

const withNulInside = (value: unknown): string => {
  const text = typeof value === 'string' && value.length > 1 ? value : 'walk value';
  const middle = Math.floor(text.length / 2);
  return `${text.slice(0, middle)}\u0000${text.slice(middle)}`;
};

export const BAD_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2028-02-29',
  '9999-12-31',
  '9999-12-30',
  '0000-01-01',
  '0001-01-01',
  '10000-01-01',
  '-000001-01-01',
  '+002027-01-01',
  '2026-13-01',
  '2026-00-10',
  '2026-12-32',
  '2026-1-1',
  '20270601',
  '2027-06-01T00:00:00Z',
  '2027-06-01 ',
  '1970-01-01',
  'today',
];

export const dateRanges = (today: string): [string, string][] => [
  ['2027-06-01', '9999-12-30'],
  ['2030-01-01', '9999-12-31'],
  ['0000-01-01', '9999-12-31'],
  ['9999-12-30', '9999-12-31'],
  ['9999-12-31', '10000-01-01'],
  [addDays(today, 1), addDays(today, 10_001)],
  [addDays(today, 1), addDays(today, 367)],
  [addDays(today, 1), addDays(today, 32)],
  [addDays(today, 5), addDays(today, 5)],
  [addDays(today, 5), addDays(today, 3)],
  ['2026-02-30', '2026-03-02'],
];

export const BAD_NUMBERS: unknown[] = [
  1e12,
  1e300,
  -1,
  0,
  -0.01,
  1.5,
  'NaN',
  'Infinity',
  '-Infinity',
  '10000000000',
  '1e309',
  '0x10',
  ' 5 ',
  '1,000,000,000,000',
  '99999999999999999999.99',
  10_000_000.01,
  '10000000.01',
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9007199254740993'),
];

const WRONG_TYPES: unknown[] = [12345, true, null, [], { $gt: '', toString: 'x' }];

const BAD_UUIDS = (real: string): [string, string][] => [
  ['non-UUID', 'not-a-uuid'],
  ['UUID of nothing', randomUUID()],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['UUID in braces', `{${real}}`],
  ['UUID without dashes', real.replace(/-/g, '')],
  ['upper-case UUID', real.toUpperCase()],
  ['UUID with trailing space', `${real} `],
];

const hashOf = (text: string) => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
};

export type BodyContext = {
  method: string;
  url: string;
  fields: Map<string, FieldKind>;
  baseline: Record<string, unknown>;
  bodyLimit: number;
  fixtures: Fixtures;
  fuzz: (seed: number, count: number) => string[];
};

/**
 * Every bad body for a route that takes one, each marked with the stage that decides its answer:
 * 'parse' (Fastify reads the body: content type, JSON, size, prototype keys), 'validation' (the schema
 * refuses it whoever asks: wrong types, fuzz, huge strings) or 'service' (a value that may pass the
 * schema and reach the rules and the database: NUL, dates, numbers, ids).
 */
export const bodyProbes = (ctx: BodyContext): Probe[] => {
  const { method, url, fields, baseline, bodyLimit } = ctx;
  const probes: Probe[] = [];
  const json = (tier: Tier, label: string, body: unknown, extra: Partial<Probe> = {}) =>
    probes.push({ tier, label, method, url, headers: JSON_TYPE, payload: toJson(body), ...extra });
  const text = (label: string, payload: string | Buffer, headers: Record<string, string>) =>
    probes.push({ tier: 'parse', label, method, url, headers, payload });
  const baselineJson = toJson(baseline);
  const rest = baselineJson === '{}' ? '}' : `,${baselineJson.slice(1)}`;

  json('service', 'baseline body (accepted by the schema)', baseline);
  // the whole body
  json('parse', 'body []', []);
  json('parse', 'body [baseline]', [baseline]);
  json('parse', 'body "a string"', 'a string');
  json('parse', 'body null', null);
  json('parse', 'body {}', {});
  text('body with a __proto__ key', `{"__proto__":{"role":"admin","isAdmin":true}${rest}`, JSON_TYPE);
  text('body with constructor.prototype', `{"constructor":{"prototype":{"role":"admin"}}${rest}`, JSON_TYPE);
  json('parse', 'body with a prototype key and a NUL key', {
    ...baseline,
    prototype: { role: 'admin' },
    'x\u0000y': '\u0000',
  });
  json('parse', 'body with __proto__ inside a field', {
    ...baseline,
    nested: new RawJson('{"__proto__":{"polluted":true}}'),
  });
  json('parse', 'body nested 10,000 levels deep', {
    ...baseline,
    deep: new RawJson(`${'['.repeat(10_000)}${']'.repeat(10_000)}`),
  });
  text('invalid JSON (truncated)', baselineJson.slice(0, -1), JSON_TYPE);
  text('invalid JSON (single quotes)', "{'a': 1}", JSON_TYPE);
  text('empty body with a JSON content type', '', JSON_TYPE);
  text(
    'invalid UTF-8 bytes in JSON',
    Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]),
    JSON_TYPE,
  );
  text('content type text/plain', baselineJson, { 'content-type': 'text/plain' });
  text('content type application/x-www-form-urlencoded', 'name=a%00b&email=x', {
    'content-type': 'application/x-www-form-urlencoded',
  });
  text(
    'content type multipart/form-data',
    '--walk\r\nContent-Disposition: form-data; name="name"\r\n\r\nvalue\r\n--walk--\r\n',
    { 'content-type': 'multipart/form-data; boundary=walk' },
  );
  text('no content type with a body', baselineJson, {});
  text('content type application/json; charset=utf-16', baselineJson, {
    'content-type': 'application/json; charset=utf-16',
  });
  text('content type image/png with JSON', baselineJson, { 'content-type': 'image/png' });
  json(
    'parse',
    'body over the body limit',
    { ...baseline, filler: 'a'.repeat(bodyLimit + 1024) },
    {
      check: (status) =>
        [413, 401, 403, 429].includes(status) ? null : `expected 413 for a body over ${bodyLimit} bytes`,
    },
  );
  const filler = bodyLimit - Buffer.byteLength(baselineJson) - 256;
  json('parse', '1 MB unknown field (body just under the limit)', {
    ...baseline,
    filler: 'a'.repeat(filler),
  });

  // one field at a time
  for (const [name, kind] of fields) {
    const base = baseline[name];
    const field = (tier: Tier, label: string, value: unknown) =>
      json(tier, `${name}=${label}`, { ...baseline, [name]: value });
    const isText = kind.kind === 'string' || kind.kind === 'unknown' || kind.kind === 'enum';
    if (isText) {
      field('service', `${show(withNulInside(base))} (NUL inside)`, withNulInside(base));
      field('service', '"\\u0000" (only NUL)', '\u0000');
      field('validation', 'control characters and a lone surrogate', '\u0001\u001f\u007f\ud800 x');
      field('validation', '20,000 spaces', ' '.repeat(20_000));
      field(
        'validation',
        '1 MB string (body just under the limit)',
        'a'.repeat(Math.max(filler - 2 * name.length, 1)),
      );
      // markup that is expensive to parse: the HTML sanitiser of the admin's about_us text, and anyone else
      field('validation', '50,000 nested <div>', '<div>'.repeat(50_000));
      field('validation', '50,000 unclosed comments', '<!--'.repeat(50_000));
      field('validation', '20,000 javascript: links', '<a href="javascript:alert(1)">x'.repeat(20_000));
      for (const [index, fuzzed] of ctx.fuzz(hashOf(`${method} ${url} ${name}`), 2).entries())
        field('validation', `fuzz#${index} ${show(fuzzed)}`, fuzzed);
    }
    if (kind.kind === 'array') {
      field('service', '[NUL element]', ['\u0000', 'a', 'b']);
      field(
        'validation',
        '[10,000 elements]',
        Array.from({ length: 10_000 }, () => 'a'),
      );
      field('validation', '[nested arrays]', [[['a']]]);
    }
    for (const wrong of WRONG_TYPES)
      if (wrong !== base) field('validation', `${show(wrong)} (wrong type)`, wrong);
    field('validation', '[baseline value] (array)', [base]);
    if (isDateField(name, kind)) for (const date of BAD_DATES) field('service', show(date), date);
    if (isNumberish(kind)) for (const number of BAD_NUMBERS) field('service', show(number), number);
    else if (kind.kind === 'string')
      for (const number of [1e300, -1]) field('validation', show(number), number);
    if (typeof base === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(base))
      for (const [label, value] of BAD_UUIDS(base)) field('service', `${label} ${show(value)}`, value);
  }

  // date ranges: every start field against every end field
  const starts = [...fields].filter(([name, kind]) => isDateField(name, kind) && isRangeStart(name));
  const ends = [...fields].filter(([name, kind]) => isDateField(name, kind) && isRangeEnd(name));
  for (const [start] of starts)
    for (const [end] of ends)
      for (const [from, to] of dateRanges(ctx.fixtures.today))
        json('service', `${start}=${from} ${end}=${to}`, { ...baseline, [start]: from, [end]: to });
  // a lone end date (e.g. extend a stay to ...) also gets the far ends
  if (!starts.length)
    for (const [end] of ends)
      for (const [, to] of dateRanges(ctx.fixtures.today))
        json('service', `${end}=${to}`, { ...baseline, [end]: to });
  return probes;
};

export type ParamContext = {
  method: string;
  url: string;
  /** The real value of each param (fixture ids). */
  real: Record<string, string>;
  /** The body sent along (the baseline), if the route takes one. */
  payload?: string;
  fuzz: (seed: number, count: number) => string[];
};

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) 3-byte UTF-8 form, e.g. %ED%A0%80. */
export const encodeAny = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    let out = '';
    for (const char of value) {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      else out += encodeURIComponent(char);
    }
    return out;
  }
};

export const fillParams = (url: string, values: Record<string, string>, raw: Record<string, boolean> = {}) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    raw[name] ? (values[name] ?? '') : encodeAny(values[name] ?? ''),
  );

export const paramProbes = (ctx: ParamContext): Probe[] => {
  const probes: Probe[] = [];
  const extra = ctx.payload === undefined ? {} : { headers: JSON_TYPE, payload: ctx.payload };
  for (const name of paramNames(ctx.url)) {
    const real = ctx.real[name] ?? 'walk';
    const encoded = (tier: Tier, label: string, value: string) =>
      probes.push({
        tier,
        label: `:${name}=${label}`,
        method: ctx.method,
        url: fillParams(ctx.url, { ...ctx.real, [name]: value }),
        ...extra,
      });
    const raw = (label: string, segment: string) =>
      probes.push({
        tier: 'parse',
        label: `:${name}=${label} (raw)`,
        method: ctx.method,
        url: fillParams(ctx.url, { ...ctx.real, [name]: segment }, { [name]: true }),
        ...extra,
      });
    encoded('service', 'real id', real);
    encoded('service', 'NUL', '\u0000');
    encoded('service', 'NUL inside the id', withNulInside(real));
    encoded('service', '20,000 spaces', ' '.repeat(20_000));
    encoded('service', '../..', '../..');
    raw('../..', '../..');
    raw('..%2F..%2Fetc%2Fpasswd', '..%2F..%2Fetc%2Fpasswd');
    for (const [label, value] of BAD_UUIDS(real)) encoded('service', label, value);
    for (const value of ['-1', '1e300', '99999999999999999999']) encoded('service', `number ${value}`, value);
    raw('%', '%');
    raw('%E0%A4%A', '%E0%A4%A');
    encoded('service', "' OR '1'='1", "' OR '1'='1");
    encoded('validation', '100 characters', 'a'.repeat(100));
    encoded('validation', '101 characters', 'a'.repeat(101));
    for (const value of ['null', '__proto__', 'constructor']) encoded('validation', value, value);
    for (const [index, fuzzed] of ctx.fuzz(hashOf(`${ctx.url}:${name}`), 2).entries())
      encoded('validation', `fuzz#${index} ${show(fuzzed)}`, fuzzed);
  }
  return probes;
};

export type QueryContext = {
  method: string;
  /** The URL with its params filled in. */
  url: string;
  /** The keys the route reads (its querystring schema, or the generic keys it was seen to react to). */
  keys: Map<string, FieldKind>;
  today: string;
  fuzz: (seed: number, count: number) => string[];
};

export const queryProbes = (ctx: QueryContext): Probe[] => {
  const probes: Probe[] = [];
  const query = (tier: Tier, label: string, search: string) =>
    probes.push({ tier, label: `?${label}`, method: ctx.method, url: `${ctx.url}?${search}` });
  const pair = (key: string, value: string) => `${encodeAny(key)}=${encodeAny(value)}`;
  for (const [key, kind] of ctx.keys) {
    const one = (tier: Tier, label: string, value: string) =>
      query(tier, `${key}=${label}`, pair(key, value));
    one('service', 'NUL', '\u0000');
    one('service', 'a NUL b', 'a\u0000b');
    one('service', '20,000 spaces', ' '.repeat(20_000));
    one('service', '../..', '../..');
    one('service', 'UUID of nothing', randomUUID());
    if (isDateField(key, kind)) for (const date of BAD_DATES) one('service', date, date);
    else
      for (const number of BAD_NUMBERS)
        if (!(number instanceof RawJson)) one('service', show(number), String(number));
    query('validation', `${key}=a&${key}=b (repeated)`, `${pair(key, 'a')}&${pair(key, 'b')}`);
    query('validation', `${key}[]=x`, `${encodeAny(key)}[]=x`);
    query('validation', `${key}[a]=1`, `${encodeAny(key)}[a]=1`);
    query('validation', `${key} without a value`, encodeAny(key));
    for (const [index, fuzzed] of ctx.fuzz(hashOf(`${ctx.url}?${key}`), 2).entries())
      one('validation', `fuzz#${index} ${show(fuzzed)}`, fuzzed);
    if (isDateField(key, kind) && isRangeStart(key))
      for (const [end] of [...ctx.keys].filter(([k, kd]) => isDateField(k, kd) && isRangeEnd(k)))
        for (const [from, to] of dateRanges(ctx.today)) {
          query('service', `${key}=${from}&${end}=${to}`, `${pair(key, from)}&${pair(end, to)}`);
          query(
            'service',
            `${key}=${from}&${end}=${to}&adults=2`,
            `${pair(key, from)}&${pair(end, to)}&adults=2`,
          );
        }
  }
  query('parse', '__proto__[role]=admin&__proto__=x', '__proto__[role]=admin&__proto__=x');
  query(
    'parse',
    'constructor[prototype][role]=admin&prototype=x',
    'constructor[prototype][role]=admin&prototype=x',
  );
  query('parse', '20,000 keys', Array.from({ length: 20_000 }, (_, i) => `k${i}=1`).join('&'));
  query('parse', '1 MB query string', `q=${'a'.repeat(1024 * 1024)}`);
  query('parse', 'malformed percent %E0%A4%A', 'q=%E0%A4%A&checkin=%');
  return probes;
};
