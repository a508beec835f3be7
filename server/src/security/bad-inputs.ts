// The bad inputs of the walk, built for one route from its fields and a body its schema accepts: each
// input changes one thing (one field, the whole body, one param, one query key, the content type) so
// an answer says which input the route mishandles.
import {
  BAD_DATES,
  BAD_NUMBERS,
  BAD_UUIDS,
  dateRanges,
  hashOf,
  JSON_TYPE,
  RawJson,
  show,
  toJson,
  WRONG_TYPES,
  withNulInside,
} from './bad-values';
import type { Probe, Tier } from './walk-support';
import {
  type FieldKind,
  type Fixtures,
  isDateField,
  isNumberish,
  isRangeEnd,
  isRangeStart,
} from './zod-introspection';

export type BodyContext = {
  method: string;
  url: string;
  fields: Map<string, FieldKind>;
  baseline: Record<string, unknown>;
  bodyLimit: number;
  fixtures: Fixtures;
  fuzz: (seed: number, count: number) => string[];
};

type Emit = {
  json: (tier: Tier, label: string, body: unknown, extra?: Partial<Probe>) => void;
  text: (label: string, payload: string | Buffer, headers: Record<string, string>) => void;
};

/** How long a filler field is for a body just under the limit. */
const fillerLength = ({ baseline, bodyLimit }: BodyContext) =>
  bodyLimit - Buffer.byteLength(toJson(baseline)) - 256;

/** The body as a whole: its shape, prototype keys, bad JSON, content types, size. */
const wholeBodyProbes = (ctx: BodyContext, { json, text }: Emit) => {
  const { baseline, bodyLimit } = ctx;
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
  const filler = fillerLength(ctx);
  json('parse', '1 MB unknown field (body just under the limit)', {
    ...baseline,
    filler: 'a'.repeat(filler),
  });
};

/** One field at a time: NUL, huge and hostile strings, fuzz, wrong types, bad dates, numbers and ids. */
const fieldProbes = (ctx: BodyContext, { json }: Emit, [name, kind]: [string, FieldKind]) => {
  const { method, url, baseline } = ctx;
  const filler = fillerLength(ctx);
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
};

/** Date ranges: every start field against every end field; a lone end date gets the far ends. */
const dateRangeProbes = (ctx: BodyContext, { json }: Emit) => {
  const { fields, baseline } = ctx;
  const starts = [...fields].filter(([name, kind]) => isDateField(name, kind) && isRangeStart(name));
  const ends = [...fields].filter(([name, kind]) => isDateField(name, kind) && isRangeEnd(name));
  for (const [start] of starts)
    for (const [end] of ends)
      for (const [from, to] of dateRanges(ctx.fixtures.today))
        json('service', `${start}=${from} ${end}=${to}`, { ...baseline, [start]: from, [end]: to });
  // a lone end date (e.g. extend a stay to ...)
  if (!starts.length)
    for (const [end] of ends)
      for (const [, to] of dateRanges(ctx.fixtures.today))
        json('service', `${end}=${to}`, { ...baseline, [end]: to });
};

/**
 * Every bad body for a route that takes one, each marked with the stage that decides its answer:
 * 'parse' (Fastify reads the body: content type, JSON, size, prototype keys), 'validation' (the schema
 * refuses it whoever asks: wrong types, fuzz, huge strings) or 'service' (a value that may pass the
 * schema and reach the rules and the database: NUL, dates, numbers, ids).
 */
export const bodyProbes = (ctx: BodyContext): Probe[] => {
  const { method, url, fields } = ctx;
  const probes: Probe[] = [];
  const emit: Emit = {
    json: (tier, label, body, extra = {}) =>
      probes.push({ tier, label, method, url, headers: JSON_TYPE, payload: toJson(body), ...extra }),
    text: (label, payload, headers) => probes.push({ tier: 'parse', label, method, url, headers, payload }),
  };
  wholeBodyProbes(ctx, emit);
  for (const field of fields) fieldProbes(ctx, emit, field);
  dateRangeProbes(ctx, emit);
  return probes;
};
