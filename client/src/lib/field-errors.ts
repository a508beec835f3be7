// A 400's field messages (`errors`) put on the form's fields, so the server's word shows where it applies.

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api';

/** Sets each of `fields` the server named; true when one was (the field says it: no toast needed). */
export const showFieldErrors = <T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  fields: readonly FieldPath<T>[],
): boolean => {
  const named = error instanceof ApiError ? error.fieldErrors : {};
  const failing = fields.filter((field) => named[field]);
  for (const [index, field] of failing.entries())
    form.setError(field, { message: named[field] }, { shouldFocus: index === 0 });
  return failing.length > 0;
};
