// The bad URL inputs of the walk: each changes one param or one query key of a route, so an answer says
// which the route mishandles.
import { randomUUID } from 'node:crypto';
import {
  BAD_DATES,
  BAD_NUMBERS,
  BAD_UUIDS,
  dateRanges,
  hashOf,
  JSON_TYPE,
  RawJson,
  show,
  withNulInside,
} from './bad-values';
import { type Probe, paramNames, type Tier } from './walk-support';
import { type FieldKind, isDateField, isRangeEnd, isRangeStart } from './zod-introspection';

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
