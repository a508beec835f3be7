import { z } from 'zod';

/**
 * Wraps a form schema so absent or null fields count as empty strings: a request without a field
 * then gets the form's own message ('Please fill in all required fields.') rather than a type error.
 */
export const withBlankFields = <T extends z.ZodType>(fields: readonly string[], schema: T) =>
  z.preprocess((body: unknown) => {
    if (body != null && (typeof body !== 'object' || Array.isArray(body))) return body;
    const filled: Record<string, unknown> = { ...(body as Record<string, unknown> | null) };
    for (const field of fields) filled[field] ??= '';
    return filled;
  }, schema);
