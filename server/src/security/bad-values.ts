// The bad values the walk's inputs are made of: dates, numbers, ids and types a route must refuse, and
// the JSON text and names they are sent and shown as.
import { randomUUID } from 'node:crypto';
import { addDays } from '@domain/dates';

export const JSON_TYPE = { 'content-type': 'application/json' };
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** A value written into the JSON text as is (1e400, deep nesting, a __proto__ key). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const toJson = (value: unknown): string => {
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

export const show = (value: unknown): string => {
  if (value instanceof RawJson) return value.text.length > 60 ? `${value.text.slice(0, 60)}…` : value.text;
  const text = JSON.stringify(value) ?? String(value);
  const escaped = text.length > 60 ? `${text.slice(0, 40)}…(${text.length} chars)` : text;
  return escaped;
};

export const withNulInside = (value: unknown): string => {
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

export const WRONG_TYPES: unknown[] = [12345, true, null, [], { $gt: '', toString: 'x' }];

export const BAD_UUIDS = (real: string): [string, string][] => [
  ['non-UUID', 'not-a-uuid'],
  ['UUID of nothing', randomUUID()],
  ['nil UUID', '00000000-0000-0000-0000-000000000000'],
  ['max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['UUID in braces', `{${real}}`],
  ['UUID without dashes', real.replace(/-/g, '')],
  ['upper-case UUID', real.toUpperCase()],
  ['UUID with trailing space', `${real} `],
];

export const hashOf = (text: string) => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
};
