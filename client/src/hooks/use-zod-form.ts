// react-hook-form with one of the domain's zod schemas as its resolver. The form's two value types come
// from the schema (what the fields hold, and what a passing validation hands to onValid), so a form
// names its schema once instead of spelling out useForm<Input, unknown, Output>.

import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

export const useZodForm = <TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'>,
) => useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
