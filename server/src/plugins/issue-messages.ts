// The words of a 400 for bad input. Zod's own wording ("Invalid input: expected string, received array",
// "Too big: expected int to be <=9007199254740991") is written for developers; people read the API's
// answers. For each field the error handler (errors.ts) says, in this order:
//   1. "Send checkin only once" for a query parameter that came twice (Fastify reads it as a list);
//   2. the schema's own message for the field, when one of its issues has one;
//   3. the route's message for the field (config.fieldMessages), in place of zod's wording;
//   4. a plain sentence made from the issue: "Adults is too large", "Note must be at most 200 characters".
import { z } from 'zod';
import { getOrMake } from '../db/once-per-db';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** field -> the message a 400 gives for it, in place of zod's own wording (the schema's messages stay). */
    fieldMessages?: Readonly<Record<string, string>>;
  }
}

/** A zod issue, from a ZodError or as fastify-type-provider-zod passes it on (its params spread back). */
export type Issue = { path: readonly PropertyKey[]; message: string; code?: string } & Record<
  string,
  unknown
>;

/** What the issues were about: the part of the request Fastify validated and what it held. */
export type IssueSource = {
  /** body, querystring, params or headers (Fastify's validationContext); unknown for a ZodError. */
  part?: string;
  /** The request's query as it arrived. */
  query?: unknown;
  fieldMessages?: Readonly<Record<string, string>>;
};

const zodWording = z.locales.en().localeError;
/** Zod's message for a wrong type; the input (what was received) is not kept on the issue, so it is read here. */
const INVALID_TYPE = /^Invalid input: expected (\S+), received (\S+)$/;

/** Whether the message is zod's default English for the issue, rather than one the schema gives. */
export const isZodWording = (issue: Issue): boolean => {
  if (issue.code === 'invalid_type') return INVALID_TYPE.test(issue.message);
  try {
    const wording = zodWording(issue as unknown as Parameters<typeof zodWording>[0]);
    return (typeof wording === 'string' ? wording : wording?.message) === issue.message;
  } catch {
    return false;
  }
};

/** "maxPrice" -> "Max price", "imageURL" -> "Image URL". */
const humanize = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const WHOLE_PART: Record<string, string> = {
  querystring: 'The query',
  params: 'The address',
  headers: 'The headers',
};

/** The field a person would name: the last named step of the path (keywords.3 -> Keywords). */
const labelOf = (path: readonly PropertyKey[], part?: string) => {
  const name = [...path].reverse().find((key) => typeof key === 'string' && !/^\d+$/.test(key));
  return typeof name === 'string' ? humanize(name) : (WHOLE_PART[part ?? ''] ?? 'The request body');
};

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};
const NUMBERS = new Set(['number', 'int', 'bigint']);
const LISTS = new Set(['array', 'set']);
const count = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));
const plural = (value: unknown, noun: string) => `${count(value)} ${noun}${value === 1 ? '' : 's'}`;

const tooBig = (issue: Issue, label: string) => {
  const { origin, maximum, inclusive, exact } = issue;
  const bound = exact ? 'exactly' : inclusive ? 'at most' : 'fewer than';
  if (origin === 'string') return `${label} must be ${bound} ${plural(maximum, 'character')}`;
  if (LISTS.has(String(origin))) return `${label} can have ${bound} ${plural(maximum, 'item')}`;
  // the safe-integer bound of z.int() is no rule of the field: past it, the number is simply too large
  if (NUMBERS.has(String(origin)) && typeof maximum === 'number' && maximum < Number.MAX_SAFE_INTEGER)
    return `${label} must be ${inclusive ? 'at most' : 'less than'} ${count(maximum)}`;
  return `${label} is too large`;
};

const tooSmall = (issue: Issue, label: string) => {
  const { origin, minimum, inclusive, exact } = issue;
  if (origin === 'string')
    return minimum === 1 && !exact
      ? `${label} is required`
      : `${label} must be ${exact ? 'exactly' : 'at least'} ${plural(minimum, 'character')}`;
  if (LISTS.has(String(origin)))
    return `${label} needs ${exact ? 'exactly' : 'at least'} ${plural(minimum, 'item')}`;
  if (NUMBERS.has(String(origin)) && typeof minimum === 'number' && minimum > Number.MIN_SAFE_INTEGER)
    return `${label} must be ${inclusive ? 'at least' : 'more than'} ${count(minimum)}`;
  return `${label} is too small`;
};

/** A plain sentence for an issue that has only zod's wording. */
export const plainMessage = (issue: Issue, part?: string): string => {
  const label = labelOf(issue.path, part);
  switch (issue.code) {
    case 'invalid_type': {
      if (INVALID_TYPE.exec(issue.message)?.[2] === 'undefined') return `${label} is required`;
      const noun = NOUNS[String(issue.expected)];
      return noun ? `${label} must be ${noun}` : `${label} is not valid`;
    }
    case 'too_big':
      return tooBig(issue, label);
    case 'too_small':
      return tooSmall(issue, label);
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return values.length > 0 && values.length <= 8 && values.every((value) => typeof value === 'string')
        ? `${label} must be one of: ${values.join(', ')}`
        : `${label} is not valid`;
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`;
    }
    default:
      return `${label} is not valid`;
  }
};

/** A query parameter sent twice (?from=a&from=b) arrives as a list where the schema wants one value. */
const sentTwice = (issue: Issue, source: IssueSource) => {
  if (source.part !== 'querystring' || issue.path.length !== 1 || LISTS.has(String(issue.origin)))
    return false;
  const query = source.query as Record<string, unknown> | undefined;
  return Array.isArray(query?.[String(issue.path[0])]);
};

export type FieldErrors = Record<string, string>;

/** The issue and, for a union none of whose options fit, its options' issues (one may carry the field's message). */
const withBranches = (issue: Issue): Issue[] => {
  if (issue.code !== 'invalid_union' || !Array.isArray(issue.errors)) return [issue];
  return [issue, ...(issue.errors as Issue[][]).flat()];
};

/** field -> the message a person reads for it, in the order the issues name the fields. */
export const fieldErrorsFromIssues = (issues: readonly Issue[], source: IssueSource = {}): FieldErrors => {
  const byField = new Map<string, Issue[]>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    getOrMake(byField, field, (): Issue[] => []).push(issue);
  }
  const errors: FieldErrors = {};
  for (const [field, fieldIssues] of byField) {
    const [first] = fieldIssues;
    if (!first) continue;
    const own = fieldIssues.flatMap(withBranches).find((issue) => !isZodWording(issue));
    errors[field] = fieldIssues.some((issue) => sentTwice(issue, source))
      ? `Send ${String(first.path[0])} only once`
      : (own?.message ?? source.fieldMessages?.[field] ?? plainMessage(first, source.part));
  }
  return errors;
};
