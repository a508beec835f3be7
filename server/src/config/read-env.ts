// Reading the environment in the config schema's shape, and naming the variable behind each issue.
import { z } from 'zod';
import { variables } from './fields';

/** The schema behind `.optional()` and transforms: where a group keeps its settings. */
const innermost = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodOptional) return innermost(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodPipe) return innermost(schema.in as z.ZodType);
  return schema;
};

const groupOf = (schema: z.ZodType) => {
  const group = innermost(schema);
  return group instanceof z.ZodObject ? (group.shape as Record<string, z.ZodType>) : undefined;
};

/** The environment in the settings' shape: each setting gets its variable ('' counts as unset, as it always has). */
export const readVariables = (schema: z.ZodType, env: NodeJS.ProcessEnv): unknown => {
  const variable = variables.get(schema);
  if (variable) return env[variable.name] === '' ? undefined : env[variable.name];
  const group = groupOf(schema);
  return (
    group &&
    Object.fromEntries(Object.entries(group).map(([key, setting]) => [key, readVariables(setting, env)]))
  );
};

/** The variable behind a setting's path in an issue (['s3', 'bucket'] is S3_BUCKET). */
const variableAt = (schema: z.ZodType, at: readonly PropertyKey[]): string | undefined => {
  const variable = variables.get(schema);
  if (variable) return variable.name;
  const [key, ...rest] = at;
  const setting = typeof key === 'string' ? groupOf(schema)?.[key] : undefined;
  return setting && variableAt(setting, rest);
};

export const variablesOf = (schema: z.ZodType): string[] => {
  const variable = variables.get(schema);
  if (variable) return [variable.name];
  return Object.values(groupOf(schema) ?? {}).flatMap(variablesOf);
};

// Their values may hold passwords: a message that ends up in a log never repeats them.
const SECRET_BEARING = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

/** "PORT must be a whole number from 0 to 65535 (got "abc")", one line per wrong variable. */
export const describeIssues = (settings: z.ZodType, error: z.ZodError, env: NodeJS.ProcessEnv) =>
  error.issues
    .map((issue) => {
      const name = variableAt(settings, issue.path) ?? 'environment';
      const raw = env[name];
      const got = raw && !SECRET_BEARING.has(name) ? ` (got "${raw}")` : '';
      return `${name} must be ${issue.message}${got}`;
    })
    .join('\n');
