// The building blocks of the config schema: the registry that names each setting's environment variable,
// and the kinds of value a variable may hold, each with the message a wrong value gets.
import { isIP } from 'node:net';
import { z } from 'zod';

/** A wrong environment variable: the message names it and says what it should hold. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Which environment variable each setting reads (readVariables hands it that variable's value). */
export const variables = z.registry<{ name: string }>();

/** A setting read from the environment variable `name`. */
export const variable = <T extends z.ZodType>(name: string, schema: T) => {
  variables.add(schema, { name });
  return schema;
};

export const wholeNumber = (min: number, max: number) => {
  const expected = `a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, { error: expected })
    .transform(Number)
    .pipe(z.number().min(min, { error: expected }).max(max, { error: expected }));
};

/** Hours, fractions allowed (the journeys use a hold of seconds to watch a booking expire). */
export const hours = (fallback: number, example: number) => {
  const expected = `a number of hours from 0.005 to 720, such as ${example}`;
  return z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, { error: expected })
    .transform(Number)
    .pipe(z.number().min(0.005, { error: expected }).max(720, { error: expected }))
    .default(fallback);
};

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `one of ${values.join(', ')}` });

export const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const urlWith = (protocols: readonly string[], expected: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: expected },
  );

/** An http(s) origin: scheme, host and port only (a trailing slash is forgiven); no path, query or credentials. */
export const isHttpOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return (
      ['http:', 'https:'].includes(url.protocol) &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !url.search &&
      !url.hash &&
      !/[?#]/.test(value)
    );
  } catch {
    return false;
  }
};

// proxy-addr's names for address ranges, besides addresses and subnets
export const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

export const isTrustProxy = (value: string) =>
  ['true', 'false'].includes(value) ||
  (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) ||
  value.split(',').every((entry) => isProxyAddress(entry.trim()));

// The signup form's rule for a name: one line, at most 80 characters.
export const personName = (fallback: string) =>
  z
    .string()
    .trim()
    .regex(/^[^\p{Cc}]*$/u, { error: 'one line of text without control characters' })
    .max(80, { error: 'at most 80 characters' })
    .default(fallback);

export const BOOLEAN = ['true', 'false'] as const;

/** true or false, as the words. */
export const flag = () => oneOf(BOOLEAN).transform((value) => value === 'true');

export const emailAddress = () =>
  z
    .string()
    .trim()
    .pipe(z.email({ error: 'an email address' }));
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** TRUST_PROXY as the server uses it: false, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string;

/**
 * `true` is ONE hop: the address the nearest proxy saw. Fastify's own `true` would trust every entry of
 * X-Forwarded-For and take the first, which the client writes itself (the proxy appends the real one).
 */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  if (!value || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
};

/**
 * Fastify's trustProxy for a setting. A hop count becomes a function: Fastify refuses a bare number (it
 * cannot tell that the nearest peer is a proxy), while TRUST_PROXY=1 is the operator saying that it is.
 */
export const fastifyTrustProxy = (setting: TrustProxy) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
